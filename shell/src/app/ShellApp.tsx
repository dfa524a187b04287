/**
 * The shell's React root. What is imported statically here is on EVERY first route
 * (packages/mf-config/reports/first-load.md), so this module holds only what does not need Chakra:
 * readiness, the persistent #remote-area, page title / scroll / viewport effects, and the choice of
 * layout for the route:
 *   - the public student route (/r/{id}) gets StudentLayout, plain HTML + '@platform/ui/plain' styles,
 *     so that its first load carries no Chakra/emotion (packages/mf-config/README.md, "First-load budget");
 *   - every other route gets the full Layout (./Layout: bars, footer, shell pages, modals, toast,
 *     drawer, sidebar, tour).
 * Both are downloaded on demand; app/index.tsx starts the download of the first route's layout at
 * start-up, in parallel with the session restore, so neither first route pays for the other.
 */
import { Suspense, useEffect, type ReactNode } from 'react';
import { BaseProvider, useBrand } from '@platform/ui/base';
import { useCurrentRoute, useT } from './hooks/useShell';
import { navigate, useShellLocation } from './navigation/location';
import type { RouteDef } from './routes';
import { preloadable, yieldToMain } from './lazyLoad';

export { setShellReady } from './frame';

const full = preloadable(
  async () => {
    // Chakra's modules run in the task where their chunk arrived; its system is created in a task of its own after
    // it (getSystem), so neither is as long as both (issue 12, main-thread blocking)
    const m = await import(/* webpackChunkName: "layout" */ './Layout');
    await yieldToMain();
    m.getSystem();
    await yieldToMain();
    return m;
  },
  (m) => m.Layout,
);
const student = preloadable(
  () => import('./StudentLayout'),
  (m) => m.StudentLayout,
);
/** Starts downloading the full layout (and Chakra) now. */
export const preloadLayout: () => Promise<unknown> = full.preload;
/** Starts downloading the student layout (the public student view's first route) now. */
export const preloadStudentLayout: () => Promise<unknown> = student.preload;
const Layout = full.Component;
const StudentLayout = student.Component;

/** The viewport of each route layout (the server's signed-in page writes its route's, ADR 0045). */
export const VIEWPORT = {
  responsive: 'width=device-width, initial-scale=1',
  fixed: 'width=1000',
} as const;

export function applyViewport(layout: NonNullable<RouteDef['layout']>): void {
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
  const ownTitle = !!route?.ownTitle;
  useEffect(() => {
    // a route whose remote names the page (the student view): its title, from the server's page on, is left alone
    if (ownTitle) return;
    const page = t(pageKey);
    document.title =
      route?.name === 'home'
        ? t('titles.homeFull', { brand: brand.name })
        : t('titles.format', { page, brand: brand.name });
  }, [t, pageKey, i18n.language, brand.name, route?.name, ownTitle]);
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

function Shell(): ReactNode {
  const { route } = useCurrentRoute();
  return (
    <>
      <NavigationEffects route={route} />
      {/* nothing while a layout's code arrives: both are preloaded at start-up (app/index.tsx) */}
      <Suspense fallback={null}>{route?.studentPublic ? <StudentLayout /> : <Layout />}</Suspense>
    </>
  );
}

export function ShellApp() {
  return (
    // query={false}: the shell does not use react-query; the query entry arriving with a remote must
    // not re-mount the shell's tree
    <BaseProvider navigate={(to, opts) => navigate(to, opts)} query={false}>
      <Shell />
    </BaseProvider>
  );
}
