/** Mobile sidebar (hamburger on phone-sized screens), entries of spec §2. */
import { Box, Button, Stack } from '@platform/ui';
import { isWhiteLabelHost } from '../host';
import { useCurrentRoute, useT, useUser } from '../hooks/useShell';
import { navigate } from '../navigation/location';
import { logout } from '../session/actions';
import { Drawer } from '../ui/Drawer';
import { LanguageSelector } from './LanguageSelector';
import { NAV_TARGETS, PUBLIC_TARGETS, loggedInNavEntries, publicNavEntries, trialState } from './menuRules';
import { TrialCountdown } from './parts';

import { closeSidebar, useSidebarOpen } from './sidebarState';

export { openSidebar, closeSidebar } from './sidebarState';

function Entry({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Button
      variant="ghost"
      justifyContent="flex-start"
      w="full"
      onClick={() => {
        closeSidebar();
        navigate(to);
      }}
    >
      {children}
    </Button>
  );
}

export function MobileSidebar() {
  const isOpen = useSidebarOpen();
  const { t } = useT();
  const user = useUser();
  const { route, pathname } = useCurrentRoute();
  const only = pathname.replace(/\/+$/, '') === '/faqs' ? (['es'] as const) : undefined;

  let body: React.ReactNode;
  if (route?.studentPublic) {
    body = null; // student view: the remote shows the resource (author, title, classes, category)
  } else if (user) {
    // spec order: explore, my folders, programs, authoring, statistics
    const entries = loggedInNavEntries(user);
    const ordered = (['explore', 'myFolders', 'programs', 'authoring', 'statistics'] as const).filter((e) => entries.includes(e));
    body = (
      <>
        <TrialCountdown state={trialState(user)} />
        {ordered.map((e) => (
          <Entry key={e} to={NAV_TARGETS[e]}>
            {t(`nav.${e}`)}
          </Entry>
        ))}
      </>
    );
  } else {
    body = publicNavEntries(isWhiteLabelHost()).map((e) => (
      <Entry key={e} to={PUBLIC_TARGETS[e]}>
        {t(`nav.${e}`)}
      </Entry>
    ));
  }

  return (
    <Drawer open={isOpen} onClose={closeSidebar} title={t('nav.menuTitle')} placement="start" closeLabel={t('nav.closeMenu')}>
      <Stack as="nav" aria-label={t('nav.mobile')} gap="1">
        {body}
        <Box py="3">
          <LanguageSelector only={only} full />
        </Box>
        {user ? (
          <Button
            variant="outline"
            colorPalette="red"
            onClick={() => {
              closeSidebar();
              void logout();
            }}
          >
            {t('nav.menu.logout')}
          </Button>
        ) : (
          <Button colorPalette="brand" onClick={() => { closeSidebar(); navigate('/login'); }}>
            {t('nav.login')}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
