/**
 * Chakra-free screens and states for the public student route (/r/{id}) and the shell's start-up.
 * Same texts, roles and test ids as their Chakra counterparts in '@platform/ui' (states.tsx,
 * remote.tsx), styled by ./styles.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureBaseStyles } from './styles';

/** RemoteFallback without Chakra: a remote's area when it cannot be loaded or throws. */
export function BaseRemoteFallback({ onRetry, remote }: { onRetry?: () => void; remote?: string }) {
  ensureBaseStyles();
  const { t } = useTranslation('common');
  return (
    <div className="pl-base pl-center" role="alert" data-testid="remote-fallback" data-remote={remote}>
      <h2>{t('remoteFallback.title')}</h2>
      <p className="pl-muted">{t('remoteFallback.body')}</p>
      {onRetry ? (
        <button type="button" className="pl-btn" onClick={onRetry}>
          {t('remoteFallback.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** LoadingState without Chakra: a lazy screen or a section loading (role=status so screen readers hear it). */
export function BaseLoadingState({ label }: { label?: string }) {
  ensureBaseStyles();
  const { t } = useTranslation('common');
  return (
    <div className="pl-base pl-center" role="status" aria-live="polite">
      <span className="pl-spinner" aria-hidden="true" />
      <p className="pl-muted">{label ?? t('actions.loading')}</p>
    </div>
  );
}

/**
 * Placeholder screen of a remote route: an h1 title and one sentence of what will be there, from
 * `<ns>:screens.<screen>.title|description`. Replaced by feature work.
 */
export function BasePlaceholderScreen({
  ns,
  screen,
  values,
  children,
}: {
  ns: string;
  screen: string;
  values?: Record<string, string | number | undefined>;
  children?: ReactNode;
}) {
  ensureBaseStyles();
  const { t } = useTranslation(ns);
  return (
    <section className="pl-base pl-container" aria-labelledby={`screen-${screen}`} data-screen={`${ns}:${screen}`}>
      <h1 id={`screen-${screen}`}>{t(`screens.${screen}.title`, values)}</h1>
      <p className="pl-muted">{t(`screens.${screen}.description`, values)}</p>
      {children}
    </section>
  );
}
