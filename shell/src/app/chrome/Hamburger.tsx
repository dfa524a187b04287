import { IconButton } from '@platform/ui';
import { useT } from '../hooks/useShell';
import { openSidebar } from './sidebarState';
import { MenuIcon } from './MenuIcon';

/** Opens the mobile sidebar (phone-sized screens). */
export function Hamburger() {
  const { t } = useT();
  return (
    <IconButton aria-label={t('nav.openMenu')} variant="ghost" hideFrom="md" onClick={openSidebar}>
      <MenuIcon />
    </IconButton>
  );
}
