/** Pieces every /live screen uses: the frame, the loading and failure states, the link's status line, the title. */
import { useEffect, type InputHTMLAttributes, type ReactNode } from 'react';
import { ensureBaseStyles } from '@platform/ui/plain';
import type { LiveSection } from '@platform/contracts';
import { ensureLiveStyles } from './styles';
import { useLiveT } from './i18n';
import type { LinkState } from './hub';

export function LiveFrame({ children, narrow, testId }: { children: ReactNode; narrow?: boolean; testId: string }) {
  ensureBaseStyles();
  ensureLiveStyles();
  return (
    <div className={`pl-base lv${narrow ? ' lv-narrow' : ''}`} data-testid={testId}>
      {children}
    </div>
  );
}

/** The texts are loading (a language's chunk) or the data is. */
export function LiveLoading() {
  const { t, ready } = useLiveT();
  return (
    <div className="pl-center" role="status" aria-live="polite">
      <span className="pl-spinner" aria-hidden="true" />
      <p className="pl-muted">{ready ? t('state.loading') : '…'}</p>
    </div>
  );
}

export function LiveFailed({ onRetry, text }: { onRetry?: () => void; text?: string }) {
  const { t } = useLiveT();
  return (
    <div className="pl-center" role="alert">
      <p>{text ?? t('state.error')}</p>
      {onRetry ? (
        <button type="button" className="lv-btn" onClick={onRetry}>
          {t('state.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** The link's state, said politely (role=status); nothing while it is up. */
export function LinkStatus({ state }: { state: LinkState }) {
  const { t } = useLiveT();
  return (
    <div role="status" aria-live="polite" data-testid="live-link-status">
      {state === 'connected' ? null : (
        <p className="lv-status">
          <span className="pl-spinner" aria-hidden="true" style={{ width: '1rem', height: '1rem', borderWidth: 2 }} />
          {t(state === 'connecting' ? 'state.connecting' : 'state.reconnecting')}
        </p>
      )}
    </div>
  );
}

/** document.title = `<page> · <app>` once the texts are there. */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

export const sectionKey = (s: LiveSection) => `sections.${s}` as const;

/** A confirmation dialog (modal, focus on its first button, Escape cancels). */
export function Confirm({
  title,
  text,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const { t } = useLiveT();
  useEffect(() => {
    const key = (e: KeyboardEvent) => e.key === 'Escape' && onCancel();
    document.addEventListener('keydown', key);
    return () => document.removeEventListener('keydown', key);
  }, [onCancel]);
  return (
    <div className="lv-modal">
      <div
        className="lv-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="lv-confirm-title"
        aria-describedby="lv-confirm-text"
      >
        <h2 id="lv-confirm-title">{title}</h2>
        <p id="lv-confirm-text">{text}</p>
        <div className="lv-row" style={{ justifyContent: 'flex-end' }}>
          <button type="button" className="lv-btn lv-btn-outline" onClick={onCancel} autoFocus>
            {t('teach.cancel')}
          </button>
          <button type="button" className="lv-btn lv-btn-danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * A labelled text input of a /live form (`${base}-${name}`), its hint (`${base}-hint`) and, once a submit is refused,
 * its error (`${base}-err`, announced); the input names both.
 */
export function LiveField({
  base,
  name,
  label,
  hint,
  error,
  className,
  ...input
}: {
  base: string;
  name: string;
  label: string;
  hint: string;
  error: string | null;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>) {
  const id = `${base}-${name}`;
  return (
    <div className="lv-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={className ? `lv-input ${className}` : 'lv-input'}
        autoComplete="off"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${base}-hint${error ? ` ${base}-err` : ''}`}
      />
      <p className="lv-hint" id={`${base}-hint`}>
        {hint}
      </p>
      {error ? (
        <p className="lv-error" id={`${base}-err`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
