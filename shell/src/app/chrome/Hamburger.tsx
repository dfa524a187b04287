import { IconButton } from '@platform/ui';
import { useT } from '../hooks/useShell';
import { narrowOnly } from './barFrame';
import { openSidebar } from './sidebarState';
import { MenuIcon } from './MenuIcon';

/** Opens the mobile sidebar (below 1000px: phones on the responsive pages, tablets; barFrame `narrowOnly`). */
export function Hamburger() {
  const { t } = useT();
  return (
    <IconButton aria-label={t('nav.openMenu')} variant="ghost" css={narrowOnly} onClick={openSidebar} data-tour="menu">
      <MenuIcon />
    </IconButton>
  );
}
