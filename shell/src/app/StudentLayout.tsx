/**
 * Layout of the public student view (/r/{id}): the fixed student bar and the remote area, nothing
 * else; no footer (spec §2). Plain HTML with '@platform/ui/plain' styles, so this route's first load
 * carries no Chakra/emotion (packages/mf-config/README.md, "First-load budget").
 *
 * The Chakra pieces the page may still need are downloaded when first asked for: the mobile sidebar
 * (author, title, classes, category) when the hamburger opens it, and the toast / global-modal hosts
 * when an app emits 'platform.toast.show.v1' or 'platform.modal.open.v1'. Events that arrive before
 * those hosts are mounted are kept and re-emitted once they listen, so none is lost.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { bus, type EventMap } from '@platform/event-bus';
import { ensureBaseStyles } from '@platform/ui/plain';
import { StudentBar } from './chrome/StudentBar';
import { useSidebarOpen } from './chrome/sidebarState';
import { useT } from './hooks/useShell';
import { RemoteArea, remoteAreaElement, useReady } from './frame';
import { once } from './lazyLoad';

type ExtrasComponent = typeof import('./Layout').StudentExtras;

type Deferred =
  | ['platform.toast.show.v1', EventMap['platform.toast.show.v1']]
  | ['platform.modal.open.v1', EventMap['platform.modal.open.v1']];

// Module state, not component state: should the layout be re-mounted (leaving /r/ and coming back),
// neither the events kept for the extras nor the loaded extras are lost.
const extras = {
  pending: [] as Deferred[],
  /** the extras' own hosts listen: from then on events are theirs */
  live: false,
  component: null as ExtrasComponent | null,
};

const loadExtras = once(() =>
  import(/* webpackChunkName: "layout" */ './Layout').then(
    (m) => (extras.component = m.StudentExtras),
    (err: unknown) => {
      console.error('[shell] the student view extras could not be loaded', err);
      throw err;
    },
  ),
);

/** Mounts the Chakra extras on first need; replays the events that asked for them. */
function DeferredExtras() {
  const sidebar = useSidebarOpen();
  // loaded by hand rather than with React.lazy: nothing here ever suspends the student layout
  const [Extras, setExtras] = useState<ExtrasComponent | null>(() => extras.component);

  useEffect(() => {
    let alive = true;
    const need = () =>
      void loadExtras().then(
        (c) => alive && setExtras(() => c),
        () => undefined,
      );
    const keep = (event: Deferred) => {
      if (extras.live) return;
      extras.pending.push(event);
      need();
    };
    const offs = [
      bus.on('platform.toast.show.v1', (p) => keep(['platform.toast.show.v1', p])),
      bus.on('platform.modal.open.v1', (p) => keep(['platform.modal.open.v1', p])),
    ];
    if (extras.pending.length) need();
    return () => {
      alive = false;
      offs.forEach((off) => off());
    };
  }, []);

  useEffect(() => {
    if (sidebar && !Extras)
      void loadExtras().then(
        (c) => setExtras(() => c),
        () => undefined,
      );
  }, [sidebar, Extras]);

  if (!Extras) return null;
  return (
    <Extras
      sidebar={sidebar}
      onReady={() => {
        // the extras' hosts subscribed in their own effects, which run before their parent's
        extras.live = true;
        for (const [name, payload] of extras.pending.splice(0)) bus.emit(name, payload as never);
      }}
    />
  );
}

/** The server's <main data-ssr-main> around #remote-area: a page the server rendered (/r/{id}, ADR 0038). */
const serverMain = () => {
  const main = document.getElementById('remote-area')?.parentElement;
  return main?.hasAttribute('data-ssr-main') ? main : null;
};

/**
 * Leaving the student view (the layout unmounts): the server's <main> goes (one main landmark) and #remote-area waits
 * in frame.tsx's parking element for the next layout to adopt it, as when this layout's own <main> unmounts.
 */
function useReleaseServerMain(inPlace: boolean) {
  // a layout effect: its clean-up runs before the next layout's slot adopts #remote-area (in the same commit)
  useLayoutEffect(() => {
    const main = inPlace ? serverMain() : null;
    if (!main) return;
    remoteAreaElement(); // the page's one #remote-area is the server's (mountShellApp made it so already)
    return () => {
      main.remove();
      remoteAreaElement(); // detached with it: parked
    };
  }, [inPlace]);
}

export function StudentLayout() {
  ensureBaseStyles();
  const { t } = useT();
  const isReady = useReady();
  // A page the server rendered (/r/{id}, ADR 0038): its <main> and #remote-area stay where they are, in the body after
  // #shell-root, and this layout adds only the bar, the skip link and the extras before them. Moving the markup into
  // this tree would lay out and paint the whole page again (and repaint its largest element late). `display:contents`
  // (here and on #shell-root, the server's CSS) keeps the bar sticky over the whole page. Decided once per mount.
  const [inPlace] = useState(() => typeof document !== 'undefined' && !!serverMain());
  useReleaseServerMain(inPlace);
  const skip = (
    <a
      href="#main-content"
      className="pl-skip"
      onClick={(e) => {
        e.preventDefault();
        document.getElementById('main-content')?.focus();
      }}
    >
      {t('nav.skipToContent')}
    </a>
  );
  const bar = isReady ? <StudentBar /> : <header className="pl-bar" style={{ height: 57 }} />;
  if (inPlace)
    return (
      <div className="pl-base" data-route="student-resource" data-in-place="" style={{ display: 'contents' }}>
        {skip}
        {bar}
        <DeferredExtras />
      </div>
    );
  return (
    <div className="pl-base pl-layout" data-route="student-resource">
      {skip}
      {bar}
      <main id="main-content" tabIndex={-1} className="pl-main">
        <div data-testid="remote-area-wrapper">
          <RemoteArea />
        </div>
      </main>
      <DeferredExtras />
    </div>
  );
}
