/**
 * Stand-alone entry (`main.js` of this remote): the platform never loads it (the shell loads
 * `./spa` through remoteEntry.js). When a page provides #mf-stats-standalone, the remote renders
 * itself there, which helps when working on it in isolation.
 */
import { createRoot } from 'react-dom/client';
import { Root } from './Root';

const el = document.getElementById('mf-stats-standalone');
if (el) createRoot(el).render(<Root />);
