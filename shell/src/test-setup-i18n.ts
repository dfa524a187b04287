/**
 * Tests render the shell's pages, modals, tour, drawer and sidebar directly (not through their lazy
 * loaders, which bring the `pages` texts along: src/app/pageTexts.ts): load those texts first.
 * changeLanguage then loads them for the language a test switches to.
 */
import { i18n, initI18n } from '@platform/i18n';

beforeAll(async () => {
  initI18n();
  await i18n.loadNamespaces(['pages', 'tour']);
});
