/** Small chrome pieces shared by the bars: logo, nav link, trial countdown, bell, avatar menu. */
import type { UserInfo } from '@platform/session';
import { Box, Button, Flex, IconButton, Image } from '@platform/ui';
import { MenuButton } from '../ui/MenuButton';
import { useEffect, useState } from 'react';
import { useT } from '../hooks/useShell';
import { navigate } from '../navigation/location';
import { logout } from '../session/actions';
import { AVATAR_TARGETS, avatarMenuEntries, type TrialState } from './menuRules';
import { hubStart, openNotifications, useNotificationsOpen, useUnseenNotifications } from './notificationsState';

export { RLink, Logo, NavLink } from './links';

export function TrialCountdown({ state }: { state: TrialState }) {
  const { t } = useT();
  const [hover, setHover] = useState(false);
  if (!state.show) return null;
  const label = state.finished
    ? hover
      ? t('nav.wantMyPlan')
      : t('nav.trialFinished')
    : t('nav.trialDaysLeft', { count: state.daysLeft });
  return (
    <Button
      size="sm"
      variant={state.finished ? 'outline' : 'solid'}
      colorPalette={state.finished ? 'gray' : 'brand'}
      color={state.finished ? 'fg.muted' : undefined}
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

/**
 * The bell (spec §2/§4): opens the notification drawer; shows an active icon while unseen notifications
 * exist (NewNotification from the hub). The SignalR connection (notifications/hub.ts and the client, loaded
 * on demand) starts a few seconds after the bell appeared, when the browser is idle: never in the first load.
 */
export function NotificationBell({ userId }: { userId?: number }) {
  const { t } = useT();
  const unseen = useUnseenNotifications();
  const open = useNotificationsOpen();
  useNotificationHub(userId);
  return (
    <IconButton
      aria-label={unseen ? t('nav.notificationsUnseen') : t('nav.notifications')}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-state={unseen ? 'unseen' : 'idle'}
      data-testid="notification-bell"
      variant="ghost"
      size="sm"
      position="relative"
      onClick={() => openNotifications()}
    >
      <BellIcon active={unseen} />
    </IconButton>
  );
}

function useNotificationHub(userId: number | undefined) {
  useEffect(() => {
    if (typeof userId !== 'number') return;
    let release: (() => void) | undefined;
    let cancelled = false;
    const begin = () => {
      import('../notifications/hub')
        .then((hub) => {
          if (!cancelled) release = hub.acquireNotificationHub(userId);
        })
        .catch(() => undefined);
    };
    const w = window as Window & {
      requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
      cancelIdleCallback?: (id: number) => void;
    };
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (w.requestIdleCallback) idle = w.requestIdleCallback(begin, { timeout: 2000 });
      else begin();
    }, hubStart.delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      if (idle !== undefined) w.cancelIdleCallback?.(idle);
      release?.();
    };
  }, [userId]);
}

function initials(user: UserInfo): string {
  const base =
    (user as { name?: string; fullName?: string }).fullName ?? (user as { name?: string }).name ?? user.email ?? '?';
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
      // the initials are the button's visible text: its name starts with them (WCAG 2.5.3, label in name)
      label={user.avatar ? t('nav.userMenu') : `${initials(user)} · ${t('nav.userMenu')}`}
      trigger={
        user.avatar ? (
          <Image src={user.avatar} alt="" boxSize="32px" rounded="full" objectFit="cover" />
        ) : (
          <Flex
            boxSize="32px"
            rounded="full"
            bg="brand.600"
            color="white"
            align="center"
            justify="center"
            fontSize="xs"
            aria-hidden
          >
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

export function BellIcon({ active = false }: { active?: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill={active ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
      data-active={active || undefined}
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
      {active ? <circle cx="19" cy="5" r="4" fill="#e53e3e" stroke="white" strokeWidth="1.5" /> : null}
    </svg>
  );
}

export { MenuIcon } from './MenuIcon';
