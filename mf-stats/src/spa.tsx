/** Exposed as `<remote>/spa`: this remote's single-spa lifecycles, from the kit. */
import { remoteLifecycles } from '@platform/remote-kit';
import { app } from './app';
import { routes } from './routes';

export const { bootstrap, mount, unmount } = remoteLifecycles(app, routes);
