/**
 * The navigation language choice shared by the Chakra selector (LanguageSelector) and the plain one
 * of the student bar: options, current value, and the change (persisted by @platform/i18n's
 * changeLanguage in the encoded client storage, spec §3).
 */
import { changeLanguage, DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@platform/i18n';
import { toLocale } from '@platform/session';
import { useT } from '../hooks/useShell';

export function useLanguageChoice(only?: readonly Locale[]) {
  const { t, i18n } = useT();
  const options = only ?? SUPPORTED_LOCALES;
  const current = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  const value = options.includes(current) ? current : options[0]!;
  return {
    label: t('nav.language'),
    value,
    options: options.map((l) => ({ value: l, label: t(`common:languages.${l}`) })),
    change: (next: string) => void changeLanguage(next),
  };
}
