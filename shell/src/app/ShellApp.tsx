/**
 * The shell's layout: top bar (per route flags), main area (shell-owned pages, or the remote area
 * where single-spa mounts the remotes), footer, global modals, toast, notification drawer, mobile
 * sidebar. Page title, scroll-to-top and viewport follow every committed navigation.
 *
 * First-load budget (packages/mf-config/reports/first-load.md): this module and what it imports
 * statically are on EVERY first route. The bars, footer, pages, modals, tour, drawer and sidebar are
 * loaded on demand: the public student view (/r/{id}) loads only the student bar; the drawer,
 * sidebar and modals load when first opened; the tour when it is due.
 */
import { lazy, memo, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Box, Flex, FullPageLoader, LoadingState, PlatformProvider, chakra, useBrand } from '@platform/ui';
import { useNotificationsOpen } from './chrome/notificationsState';
import { useSidebarOpen } from './chrome/sidebarState';
import { ToastHost } from './chrome/ToastHost';
import { tourEligible } from './chrome/tourRules';
import { useCurrentRoute, useT, useUser } from './hooks/useShell';
import { ModalHost } from './modals/ModalHost';
import { navigate, useShellLocation } from './navigation/location';
import type { RouteDef } from './routes';
import { withPageTexts } from './pageTexts';

const pick = <K extends string>(loader: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => loader().then((m) => ({ default: m[name] })));
const bars = () => import('./chrome/Bars');
const LoggedOutBar = pick(() => import('./chrome/LoggedOutBar'), 'LoggedOutBar');
const LoggedInBar = pick(bars, 'LoggedInBar');
const AuthoringBar = pick(bars, 'AuthoringBar');
const StudentBar = pick(() => import('./chrome/StudentBar'), 'StudentBar');
const Footer = pick(() => import('./chrome/Footer'), 'Footer');
const ShellPages = pick(() => import('./pages/ShellPages'), 'ShellPages');
const MobileSidebar = pick(withPageTexts(() => import('./chrome/MobileSidebar')), 'MobileSidebar');
const NotificationDrawer = pick(withPageTexts(() => import('./chrome/NotificationDrawer')), 'NotificationDrawer');
const OnboardingTour = pick(withPageTexts(() => import('./chrome/OnboardingTour')), 'OnboardingTour');

/** Renders `children` (loaded on demand) from the first time `when` is true on; nothing before. */
function OnceOpened({ when, children }: { when: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(when);
  useEffect(() => {
    if (when) setSeen(true);
  }, [when]);
  return seen || when ? <Suspense fallback={null}>{children}</Suspense> : null;
}

// ---- readiness: the first guard pass decides what the first paint shows ----------------------
let ready = false;
const readyListeners = new Set<() => void>();
export function setShellReady(v: boolean): void {
  ready = v;
  readyListeners.forEach((fn) => fn());
}
const subscribeReady = (fn: () => void) => {
  readyListeners.add(fn);
  return () => readyListeners.delete(fn);
};
const useReady = () => useSyncExternalStore(subscribeReady, () => ready, () => ready);

/** Never re-rendered: single-spa owns what is inside. */
const RemoteArea = memo(
  function RemoteArea() {
    return <div id="remote-area" />;
  },
  () => true,
);

const VIEWPORT = {
  responsive: 'width=device-width, initial-scale=1',
  fixed: 'width=1000',
} as const;

export function applyViewport(layout: RouteDef['layout']): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'viewport';
    document.head.appendChild(meta);
  }
  meta.content = VIEWPORT[layout];
  document.documentElement.dataset.layout = layout;
}

/** Title, scroll to top and viewport on every navigation; the title follows the language too. */
function NavigationEffects({ route }: { route: RouteDef | null }) {
  const { t, i18n } = useT();
  const brand = useBrand();
  const loc = useShellLocation();
  const pageKey = route?.titleKey ?? 'titles.notFound';
  useEffect(() => {
    const page = t(pageKey);
    document.title = route?.name === 'home' ? t('titles.homeFull', { brand: brand.name }) : t('titles.format', { page, brand: brand.name });
  }, [t, pageKey, i18n.language, brand.name, route?.name]);
  useEffect(() => {
    try {
      window.scrollTo({ top: 0, left: 0 });
    } catch {
      /* jsdom */
    }
  }, [loc.key]);
  useEffect(() => {
    applyViewport(route?.layout ?? 'responsive');
  }, [route?.layout]);
  return null;
}

function TopBar({ route }: { route: RouteDef | null }) {
  const user = useUser();
  if (route?.hideNavbar) return null;
  let bar: ReactNode;
  if (route?.studentPublic) bar = <StudentBar />;
  else if (user && route?.authoringBar) bar = <AuthoringBar />;
  else bar = user ? <LoggedInBar /> : <LoggedOutBar />;
  // the bar's height is kept while its code loads (no layout jump)
  return <Suspense fallback={<Box as="header" h={route?.studentPublic ? '57px' : '65px'} />}>{bar}</Suspense>;
}

function Layout() {
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
      <NavigationEffects route={route} />
      {isReady ? <TopBar route={route} /> : null}
      <Box as="main" id="main-content" tabIndex={-1} flex="1" outline="none" position="relative" zIndex={route?.showOverFooter ? 1 : undefined}>
        {isReady && shellOwned ? (
          <Suspense fallback={<LoadingState />}>
            <ShellPages />
          </Suspense>
        ) : null}
        <Box hidden={shellOwned} data-testid="remote-area-wrapper">
          <RemoteArea />
        </Box>
      </Box>
      {isReady && !route?.studentPublic ? (
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

export function ShellApp() {
  return (
    <PlatformProvider navigate={(to, opts) => navigate(to, opts)}>
      <Layout />
    </PlatformProvider>
  );
}
