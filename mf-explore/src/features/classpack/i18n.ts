/**
 * Texts of the class pack button and the plan panel (namespace "classpack", all three languages): bundled with those
 * lazy chunks, not with the remote's first load (the feed's first-load budget, packages/mf-config).
 */
import { registerNamespace, useTranslation } from '@platform/i18n';
import es from '@platform/i18n/locales/es/classpack.json';
import en from '@platform/i18n/locales/en/classpack.json';
import ca from '@platform/i18n/locales/ca/classpack.json';
import { useRemoteT } from '@platform/remote-kit';

void registerNamespace('classpack', { es, en, ca });

/** t() of one part of the classpack namespace + the navigation locale. */
export function useClassPackT(part: 'plan' | 'classPack') {
  const { locale } = useRemoteT();
  const { t } = useTranslation('classpack', { keyPrefix: part });
  return { t, locale };
}
