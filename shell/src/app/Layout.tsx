/**
 * The full layout of every route but the public student view: top bar (per route flags), main area
 * (shell-owned pages, or the remote area where single-spa mounts the remotes), footer, global modals,
 * toast, notification drawer, mobile sidebar, onboarding tour. Downloaded on demand by ShellApp
 * (with Chakra: '@platform/ui'); the bars, footer, pages, modals, tour, drawer and sidebar are
 * their own chunks again, loaded when shown.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, DesignSystemProvider, Flex, FullPageLoader, LoadingState, chakra } from '@platform/ui';

/** The Chakra system, created ahead of the first render by the layout's loader (ShellApp.tsx). */
export { getSystem } from '@platform/ui';
import { useNotificationsOpen } from './chrome/notificationsState';
import { useSidebarOpen } from './chrome/sidebarState';
import { ToastHost } from './chrome/ToastHost';
import { tourEligible } from './chrome/tourRules';
import { useCurrentRoute, useT, useUser } from './hooks/useShell';
import { ModalHost } from './modals/ModalHost';
import type { RouteDef } from './routes';
import type { UserInfo } from '@platform/session';
import { lazyNamed as pick, once } from './lazyLoad';
import { namespaceReady } from '@platform/i18n';
import { withPageTexts } from './pageTexts';
import { RemoteArea, useReady } from './frame';

const bars = once(() => import(/* webpackChunkName: "bars" */ './chrome/Bars'));
const footer = once(() => import(/* webpackChunkName: "layout" */ './chrome/Footer'));
const LoggedOutBar = pick(() => import('./chrome/LoggedOutBar'), 'LoggedOutBar');
const LoggedInBar = pick(bars, 'LoggedInBar');
const AuthoringBar = pick(
  () => import(/* webpackChunkName: "authoring-bar" */ './chrome/AuthoringBar'),
  'AuthoringBar',
);
const Footer = pick(footer, 'Footer');
const ShellPages = pick(() => import('./pages/ShellPages'), 'ShellPages');
const MobileSidebar = pick(
  withPageTexts(() => import('./chrome/MobileSidebar')),
  'MobileSidebar',
);
const NotificationDrawer = pick(
  withPageTexts(() => import('./chrome/NotificationDrawer')),
  'NotificationDrawer',
);
// the tour runs on /feed: its texts are a small namespace of their own, not every shell page's (issue 12)
const tour = once(() => Promise.all([import('./chrome/OnboardingTour'), namespaceReady('tour')]).then(([m]) => m));
const OnboardingTour = pick(tour, 'OnboardingTour');

/**
 * The signed-in chrome's chunks (the bars, the footer, the tour when it runs for the user), loaded ahead of the
 * hydration of a signed-in page from the server (hydrateSignedIn.tsx): their components then render without suspending.
 */
export const preloadSignedIn = (user: UserInfo, route: RouteDef | null): Promise<unknown> =>
  Promise.all([bars(), footer(), tourEligible(user, route) && tour()]);

/** Renders `children` (loaded on demand) from the first time `when` is true on; nothing before. */
export function OnceOpened({ when, children }: { when: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(when);
  useEffect(() => {
    if (when) setSeen(true);
  }, [when]);
  return seen || when ? <Suspense fallback={null}>{children}</Suspense> : null;
}

function TopBar({ route }: { route: RouteDef | null }) {
  const user = useUser();
  if (route?.hideNavbar) return null;
  let bar: ReactNode;
  if (user && route?.authoringBar) bar = <AuthoringBar />;
  else bar = user ? <LoggedInBar /> : <LoggedOutBar />;
  // the bar's height is kept while its code loads (no layout jump)
  return <Suspense fallback={<Box as="header" h="65px" />}>{bar}</Suspense>;
}

function FullLayout() {
  const { t } = useT();
  const isReady = useReady();
  const { route } = useCurrentRoute();
  const user = useUser();
  const sidebarOpen = useSidebarOpen();
  const notificationsOpen = useNotificationsOpen();
  const shellOwned = !route || route.owner === 'shell';
  return (
    <Flex direction="column" minH="100vh" data-route={route?.name ?? 'none'}>
      <chakra.a
        href="#main-content"
        position="absolute"
        left="-999px"
        top="2"
        zIndex="skipLink"
        bg="bg"
        px="3"
        py="2"
        rounded="md"
        shadow="md"
        _focus={{ left: '2' }}
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        {t('nav.skipToContent')}
      </chakra.a>
      {/* the bar's height is reserved from the first paint (the session is restored before the bar shows) */}
      {isReady ? <TopBar route={route} /> : route?.hideNavbar ? null : <Box as="header" h="65px" />}
      {/* a remote's page arrives after the chrome: its area holds the screen's height, so the footer does not
          show and then jump away (layout shift) */}
      <Box
        as="main"
        id="main-content"
        tabIndex={-1}
        flex="1"
        outline="none"
        position="relative"
        zIndex={route?.showOverFooter ? 1 : undefined}
        minH={!isReady || !shellOwned ? 'calc(100vh - 65px)' : undefined}
      >
        {isReady && shellOwned ? (
          <Suspense fallback={<LoadingState />}>
            <ShellPages />
          </Suspense>
        ) : null}
        <Box hidden={shellOwned} data-testid="remote-area-wrapper">
          <RemoteArea />
        </Box>
      </Box>
      {isReady ? (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      ) : null}
      {!isReady ? <FullPageLoader /> : null}
      <OnceOpened when={sidebarOpen}>
        <MobileSidebar />
      </OnceOpened>
      <OnceOpened when={notificationsOpen}>
        <NotificationDrawer />
      </OnceOpened>
      {isReady && tourEligible(user, route) ? (
        <Suspense fallback={null}>
          <OnboardingTour />
        </Suspense>
      ) : null}
      <ModalHost />
      <ToastHost />
    </Flex>
  );
}

/** The full layout under the Chakra system (BaseProvider is above it, in ShellApp). */
export function Layout() {
  return (
    <DesignSystemProvider>
      <FullLayout />
    </DesignSystemProvider>
  );
}

/**
 * The Chakra parts the student layout needs once something asks for them (sidebar opened, a toast or
 * a global modal requested): same components as the full layout, under the Chakra system.
 */
export function StudentExtras({ sidebar, onReady }: { sidebar: boolean; onReady?: () => void }) {
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current?.(); // after the hosts below subscribed (children's effects run first)
  }, []);
  return (
    <DesignSystemProvider>
      <OnceOpened when={sidebar}>
        <MobileSidebar />
      </OnceOpened>
      <ModalHost />
      <ToastHost />
    </DesignSystemProvider>
  );
}
