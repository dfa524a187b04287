/** Small chrome pieces shared by the bars: logo, nav link, trial countdown, bell, avatar menu. */
import type { UserInfo } from '@platform/session';
import { Box, Button, Flex, IconButton, Image } from '@platform/ui';
import { MenuButton } from '../ui/MenuButton';
import { useState } from 'react';
import { useT } from '../hooks/useShell';
import { navigate } from '../navigation/location';
import { logout } from '../session/actions';
import { AVATAR_TARGETS, avatarMenuEntries, type TrialState } from './menuRules';
import { openNotifications } from './notificationsState';

export { RLink, Logo, NavLink } from './links';

export function TrialCountdown({ state }: { state: TrialState }) {
  const { t } = useT();
  const [hover, setHover] = useState(false);
  if (!state.show) return null;
  const label = state.finished ? (hover ? t('nav.wantMyPlan') : t('nav.trialFinished')) : t('nav.trialDaysLeft', { count: state.daysLeft });
  return (
    <Button
      size="sm"
      variant={state.finished ? 'outline' : 'solid'}
      colorPalette={state.finished ? 'gray' : 'brand'}
      color={state.finished ? 'gray.400' : undefined}
      data-state={state.finished ? 'finished' : 'running'}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={() => setHover(false)}
      onClick={() => navigate('/license')}
      minW="9.5rem"
    >
      {label}
    </Button>
  );
}

export function NotificationBell() {
  const { t } = useT();
  return (
    <IconButton aria-label={t('nav.notifications')} variant="ghost" size="sm" onClick={() => openNotifications()}>
      <BellIcon />
    </IconButton>
  );
}

function initials(user: UserInfo): string {
  const base = (user as { name?: string; fullName?: string }).fullName ?? (user as { name?: string }).name ?? user.email ?? '?';
  return base
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}

export function AvatarMenu({ user }: { user: UserInfo }) {
  const { t } = useT();
  const entries = avatarMenuEntries(user);
  return (
    <MenuButton
      label={t('nav.userMenu')}
      trigger={
        user.avatar ? (
          <Image src={user.avatar} alt="" boxSize="32px" rounded="full" objectFit="cover" />
        ) : (
          <Flex boxSize="32px" rounded="full" bg="brand.600" color="white" align="center" justify="center" fontSize="xs" aria-hidden>
            {initials(user)}
          </Flex>
        )
      }
      header={
        <Box px="4" py="2" fontSize="sm" color="fg.muted" borderBottomWidth="1px" mb="1">
          {user.email}
        </Box>
      }
      items={entries.map((e) => ({ value: e, label: t(`nav.menu.${e}`), danger: e === 'logout' }))}
      onSelect={(value) => {
        if (value === 'logout') void logout();
        else navigate(AVATAR_TARGETS[value as keyof typeof AVATAR_TARGETS]);
      }}
    />
  );
}

export function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

export { MenuIcon } from './Hamburger';
