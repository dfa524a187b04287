import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, toLocale, type Locale } from '@platform/session';
import { app } from '../app';

/** t() of the profile namespace + the current navigation locale. */
export function useT() {
  const { t, i18n } = useTranslation(app.i18n.ns);
  const locale: Locale = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  return { t, locale, i18n };
}
