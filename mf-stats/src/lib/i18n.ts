import { useTranslation } from 'react-i18next';
import { app } from '../app';

const LOCALES = ['es', 'en', 'ca'] as const;
export type Lang = (typeof LOCALES)[number];
/** t() of the stats namespace and the navigation language. */
export function useT() {
  const { t, i18n } = useTranslation(app.i18n.ns);
  const l = (i18n.language ?? 'es').slice(0, 2);
  return { t, locale: ((LOCALES as readonly string[]).includes(l) ? l : 'es') as Lang };
}
