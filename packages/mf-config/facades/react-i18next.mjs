/**
 * What the platform shares as `react-i18next` (shared.cjs `import`): only the react-i18next APIs the apps use. A shared
 * module is never tree-shaken, so the whole package (Trans, IcuTrans, HOCs, SSR helpers and html-parse-stringify: 64 KB
 * raw, 10.2 KB gz) was on every first route although no app renders <Trans>. Every app's build resolves the shared key
 * `react-i18next` to this file, so all of them share ONE copy of these modules (one I18nContext).
 *
 * OUR module over the package's public entry: `facade-source/react-i18next` is an alias (shared.cjs FACADE_ALIASES) to
 * the package NAME `react-i18next`, resolved through its own `exports` (the package is side-effect free, so what is not
 * re-exported here is left out). The alias only keeps the MF shared key from matching this file's own import.
 *
 * Need one more API? Export it here (config.test.mjs checks every `from 'react-i18next'` import of the repo against
 * this list), then re-run bench/first-load.mjs. Jest uses the real package.
 */
export {
  useTranslation,
  I18nextProvider,
  initReactI18next,
  setDefaults,
  getDefaults,
  setI18n,
  getI18n,
  I18nContext,
} from 'facade-source/react-i18next';
