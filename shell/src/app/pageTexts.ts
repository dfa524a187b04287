/**
 * The texts of the shell's pages, modals, tour, notification drawer and mobile sidebar are the `pages`
 * namespace of @platform/i18n, loaded on demand (they were 5 KB gz on every first route). Wrap the lazy
 * loader of anything that renders them: its code and its texts (current language) arrive together.
 */
import { namespaceReady } from '@platform/i18n';

export const PAGES_NS = 'pages';

export const withPageTexts =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), namespaceReady(PAGES_NS)]).then(([m]) => m);
