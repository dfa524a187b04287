import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, toLocale, type Locale } from '@platform/session';
import { app } from '../app';

export const asLocale = (l: string | undefined): Locale => toLocale(l) ?? DEFAULT_LOCALE;

/** t() of the krea namespace + the current navigation locale. */
export function useT() {
  const { t, i18n } = useTranslation(app.i18n.ns);
  return { t, locale: asLocale(i18n.language), i18n };
}
