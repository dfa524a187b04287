/**
 * What the platform shares as `react-i18next` (shared.cjs `import`): only the react-i18next APIs the
 * apps use. A shared module is never tree-shaken, so the whole package (Trans, IcuTrans, HOCs, SSR
 * helpers and html-parse-stringify: 64 KB raw, 10.2 KB gz) was on every first route although no app
 * renders <Trans>. Every app's build resolves the shared key `react-i18next` to this file, so all of
 * them share ONE copy of these modules (one I18nContext). `react-i18next-dist` is an alias (index.cjs)
 * to the package's own ES build (dist/es): the same modules the package index re-exports.
 *
 * Need one more API? Export it here (config.test.mjs checks every `from 'react-i18next'` import of
 * the repo against this list), then re-run bench/first-load.mjs. Jest uses the real package.
 */
export { useTranslation } from 'react-i18next-dist/useTranslation.js';
export { I18nextProvider } from 'react-i18next-dist/I18nextProvider.js';
export { initReactI18next } from 'react-i18next-dist/initReactI18next.js';
export { setDefaults, getDefaults } from 'react-i18next-dist/defaults.js';
export { setI18n, getI18n } from 'react-i18next-dist/i18nInstance.js';
export { I18nContext } from 'react-i18next-dist/context.js';
