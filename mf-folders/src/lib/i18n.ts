import { useTranslation } from 'react-i18next';
import type { ExploreLocale } from '@platform/contracts';
import { NS } from '../i18n';

const LOCALES = ['es', 'en', 'ca'];
export const asLocale = (l: string | undefined): ExploreLocale => ((l && LOCALES.includes(l.slice(0, 2)) ? l.slice(0, 2) : 'es') as ExploreLocale);

/** t() of the folders namespace + the current navigation locale. */
export function useT() {
  const { t, i18n } = useTranslation(NS);
  return { t, locale: asLocale(i18n.language), i18n };
}
