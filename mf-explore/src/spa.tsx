/** Exposed as `<remote>/spa`: this remote's single-spa lifecycles, from the kit. */
import { remoteLifecycles } from '@platform/remote-kit';
import { currentLocale } from '@platform/i18n';
import { queryClient } from '@platform/ui/query';
import { app } from './app';
import { hydrateFirstScreen, prefetchFirstScreen, routes } from './routes';
import { takeEmbeddedState } from './ssr';

const lifecycles = remoteLifecycles(app, routes);

export const { bootstrap, unmount } = lifecycles;
/**
 * Before the kit's mount: the first screen's data. When the page is the server's render of it (ADR 0045), its answers
 * go into the platform's client and nothing is requested (the kit then hydrates that markup from them); otherwise its
 * requests start with the mount (see `prefetchFirstScreen`).
 */
export const mount = [
  async () => {
    const embedded = takeEmbeddedState();
    if (embedded) await hydrateFirstScreen(embedded, queryClient);
    else prefetchFirstScreen(window.location.pathname, window.location.search, currentLocale(), queryClient);
  },
  ...lifecycles.mount,
];
