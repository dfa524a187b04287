/**
 * The public student view's bar (/r/{id}): a fixed bar without links (the resource itself is the
 * remote's). Plain HTML with the '@platform/ui/plain' styles: this route's first load carries no
 * Chakra (packages/mf-config/README.md, "First-load budget"). Same roles and labels as the other bars.
 */
import { useId } from 'react';
import { ensureBaseStyles } from '@platform/ui/plain';
import { useT } from '../hooks/useShell';
import { useLanguageChoice } from './languageChoice';
import { MenuIcon } from './MenuIcon';
import { openSidebar } from './sidebarState';

function PlainLanguageSelector() {
  const id = useId();
  const choice = useLanguageChoice();
  return (
    <>
      <label htmlFor={id} className="pl-sr-only">
        {choice.label}
      </label>
      <select id={id} className="pl-select" value={choice.value} onChange={(e) => choice.change(e.currentTarget.value)}>
        {choice.options.map((o) => (
          <option key={o.value} value={o.value} lang={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  );
}

export function StudentBar() {
  ensureBaseStyles();
  const { t } = useT();
  return (
    <header className="pl-bar">
      <div className="pl-bar-inner" aria-label={t('nav.studentBar')} role="banner">
        <span className="pl-brand">{t('common:appName')}</span>
        <div className="pl-push pl-hide-below-md">
          <PlainLanguageSelector />
        </div>
        <button
          type="button"
          className="pl-btn pl-btn-ghost pl-hide-from-md pl-push"
          aria-label={t('nav.openMenu')}
          onClick={openSidebar}
        >
          <MenuIcon />
        </button>
      </div>
    </header>
  );
}
