import { useId } from 'react';
import { changeLanguage, SUPPORTED_LOCALES, type Locale } from '@platform/i18n';
import { VisuallyHidden } from '@platform/ui';
import { useT } from '../hooks/useShell';
import { Select } from '../ui/Select';

/**
 * Navigation language selector (both bars, the mobile sidebar). The choice is remembered through
 * @platform/session's client storage (changeLanguage persists it) and changes every visible text and
 * the page title. On /faqs the menu is limited to Spanish (spec §2).
 */
export function LanguageSelector({ only, full = false }: { only?: readonly Locale[]; full?: boolean }) {
  const { t, i18n } = useT();
  const id = useId();
  const options = only ?? SUPPORTED_LOCALES;
  const current = (i18n.language?.slice(0, 2) as Locale) || 'es';
  const value = options.includes(current) ? current : options[0];
  return (
    <>
      <VisuallyHidden asChild>
        <label htmlFor={id}>{t('nav.language')}</label>
      </VisuallyHidden>
      <Select
        id={id}
        size="sm"
        width={full ? 'full' : '8.5rem'}
        value={value}
        onChange={(e) => {
          void changeLanguage(e.currentTarget.value);
        }}
      >
        {options.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`common:languages.${l}`)}
          </option>
        ))}
      </Select>
    </>
  );
}
