import { IconButton } from '@platform/ui';
import { useT } from '../hooks/useShell';
import { openSidebar } from './sidebarState';

export function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

/** Opens the mobile sidebar (phone-sized screens). */
export function Hamburger() {
  const { t } = useT();
  return (
    <IconButton aria-label={t('nav.openMenu')} variant="ghost" hideFrom="md" onClick={openSidebar}>
      <MenuIcon />
    </IconButton>
  );
}
