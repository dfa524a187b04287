import { useId } from 'react';
import type { Locale } from '@platform/i18n';
import { VisuallyHidden } from '@platform/ui';
import { Select } from '@platform/ui/forms';
import { useLanguageChoice } from './languageChoice';

/**
 * Navigation language selector (both bars, the mobile sidebar). The choice is remembered through
 * @platform/session's client storage (changeLanguage persists it) and changes every visible text and
 * the page title. On /faqs the menu is limited to Spanish (spec §2).
 */
export function LanguageSelector({ only, full = false }: { only?: readonly Locale[]; full?: boolean }) {
  const id = useId();
  const choice = useLanguageChoice(only);
  return (
    <>
      <VisuallyHidden asChild>
        <label htmlFor={id}>{choice.label}</label>
      </VisuallyHidden>
      <Select
        id={id}
        size="sm"
        width={full ? 'full' : '7.5rem'}
        value={choice.value}
        onChange={(e) => choice.change(e.currentTarget.value)}
      >
        {choice.options.map((o) => (
          <option key={o.value} value={o.value} lang={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </>
  );
}
