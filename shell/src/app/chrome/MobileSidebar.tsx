/** Mobile sidebar (hamburger on phone-sized screens), entries of spec §2. */
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Stack, Text, chakra } from '@platform/ui';
import { isWhiteLabelHost } from '../host';
import { useCurrentRoute, useT, useUser } from '../hooks/useShell';
import { navigate } from '../navigation/location';
import { logout } from '../session/actions';
import { Drawer } from '../ui/Drawer';
import { LanguageSelector } from './LanguageSelector';
import { isActive } from './barFrame';
import { NAV_TARGETS, PUBLIC_TARGETS, loggedInNavEntries, publicNavEntries, trialState } from './menuRules';
import { TrialCountdown } from './parts';

import { closeSidebar, useSidebarOpen } from './sidebarState';

export { openSidebar, closeSidebar } from './sidebarState';

/** A place of the menu: a link (it can open in a new tab, and is read as one), followed in the app. */
function Entry({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <Button asChild variant="ghost" justifyContent="flex-start" w="full" fontWeight={current ? 'bold' : undefined}>
      <a
        href={to}
        aria-current={current ? 'page' : undefined}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
          e.preventDefault();
          closeSidebar();
          navigate(to);
        }}
      >
        {children}
      </a>
    </Button>
  );
}

interface StudentSummary {
  title: string;
  author: string | null;
  numberOfClasses: number;
  category: string | null;
}

/** /r/{id}[/class/{classId}] with optional ?classIds=1,2 (the shared classes). */
export function studentResourceQuery(pathname: string, search: string): { id: number; classIds?: string } | null {
  const m = /^\/r\/(\d+)(?:\/|$)/.exec(pathname);
  if (!m) return null;
  const classIds = new URLSearchParams(search).get('classIds') ?? undefined;
  return { id: Number(m[1]), ...(classIds ? { classIds } : {}) };
}

/** Student public view (spec §2): author, title, class count and category, from GET /ResourceApi/GetStudentResource. */
function StudentResourceSummary({ pathname, search }: { pathname: string; search: string }) {
  const { t } = useT();
  const query = useMemo(() => studentResourceQuery(pathname, search), [pathname, search]);
  const key = query ? `${query.id}|${query.classIds ?? ''}` : '';
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; status: 'loading' | 'error' | 'ready'; data?: StudentSummary }>({
    key: '',
    status: 'loading',
  });
  useEffect(() => {
    if (!query) return;
    let alive = true;
    setState({ key, status: 'loading' });
    import('@platform/api-client/resource')
      .then(({ studentResource }) =>
        studentResource(query.id, query.classIds?.split(',').map(Number).filter(Boolean), { silent: true }),
      )
      .then((d) => {
        const data: StudentSummary = {
          title: d.title,
          author: d.author?.name ?? null,
          numberOfClasses: d.numberOfClasses,
          category: d.category?.name ?? null,
        };
        if (alive) setState({ key, status: 'ready', data });
      })
      .catch(() => {
        if (alive) setState({ key, status: 'error' });
      });
    return () => {
      alive = false;
    };
  }, [query, key, attempt]);

  if (!query) return null;
  if (state.key !== key || state.status === 'loading') {
    return (
      <Text role="status" aria-live="polite" color="fg.muted" py="2">
        {t('studentSidebar.loading')}
      </Text>
    );
  }
  if (state.status === 'error' || !state.data) {
    return (
      <Stack role="alert" gap="2" py="2">
        <Text color="red.600">{t('studentSidebar.error')}</Text>
        <Button size="sm" variant="outline" onClick={() => setAttempt((a) => a + 1)}>
          {t('studentSidebar.retry')}
        </Button>
      </Stack>
    );
  }
  const d = state.data;
  const rows: Array<[string, string]> = [
    ['author', d.author || t('studentSidebar.none')],
    ['title', d.title || t('studentSidebar.none')],
    ['classes', t('studentSidebar.classCount', { count: d.numberOfClasses })],
    ['category', d.category || t('studentSidebar.none')],
  ];
  return (
    <Box as="section" aria-label={t('studentSidebar.label')} py="2" data-testid="student-resource-summary">
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="2">
        {rows.map(([k, v]) => (
          <Box key={k} display="contents">
            <chakra.dt fontWeight="semibold" color="fg.muted" fontSize="sm">
              {t(`studentSidebar.${k}`)}
            </chakra.dt>
            <chakra.dd m="0" data-field={k}>
              {v}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Box>
  );
}

export function MobileSidebar() {
  const isOpen = useSidebarOpen();
  const { t } = useT();
  const user = useUser();
  const { route, pathname, search } = useCurrentRoute();
  const only = pathname.replace(/\/+$/, '') === '/faqs' ? (['es'] as const) : undefined;

  let body: React.ReactNode;
  if (route?.studentPublic) {
    body = <StudentResourceSummary pathname={pathname} search={search} />;
  } else if (user) {
    // spec order: explore, my folders, programs, authoring, statistics
    const entries = loggedInNavEntries(user);
    const ordered = (['explore', 'myFolders', 'programs', 'authoring', 'statistics'] as const).filter((e) =>
      entries.includes(e),
    );
    body = (
      <>
        <TrialCountdown state={trialState(user)} />
        {ordered.map((e) => (
          <Entry key={e} to={NAV_TARGETS[e]} current={isActive(pathname, NAV_TARGETS[e])}>
            {t(`nav.${e}`)}
          </Entry>
        ))}
      </>
    );
  } else {
    body = publicNavEntries(isWhiteLabelHost()).map((e) => (
      <Entry key={e} to={PUBLIC_TARGETS[e]} current={isActive(pathname, PUBLIC_TARGETS[e])}>
        {t(`nav.${e}`)}
      </Entry>
    ));
  }

  return (
    <Drawer
      open={isOpen}
      onClose={closeSidebar}
      title={t('nav.menuTitle')}
      placement="start"
      closeLabel={t('nav.closeMenu')}
    >
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
        ) : route?.studentPublic ? null : (
          <Button
            colorPalette="brand"
            onClick={() => {
              closeSidebar();
              navigate('/login');
            }}
          >
            {t('nav.login')}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
