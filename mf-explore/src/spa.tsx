/** Exposed as `<remote>/spa`: this remote's single-spa lifecycles, from the kit. */
import { remoteLifecycles } from '@platform/remote-kit';
import { currentLocale } from '@platform/i18n';
import { queryClient } from '@platform/ui/query';
import { app } from './app';
import { prefetchFirstScreen, routes } from './routes';

const lifecycles = remoteLifecycles(app, routes);

export const { bootstrap, unmount } = lifecycles;
/** The first screen's data requests start with the mount (see `prefetchFirstScreen`), then the kit's mount. */
export const mount = [
  async () => {
    prefetchFirstScreen(window.location.pathname, window.location.search, currentLocale(), queryClient);
  },
  ...lifecycles.mount,
];
