/** Stand-alone `main.js` (the platform loads `./spa` instead): renders into #<remote>-standalone when a page has one. */
import { renderStandalone } from '@platform/remote-kit';
import { app } from './app';
import { routes } from './routes';

renderStandalone(app, routes);
