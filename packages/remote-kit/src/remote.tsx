/**
 * createRemote(): from a remote's descriptor (app.ts) and route table (routes.tsx), its root
 * component, its single-spa lifecycles (single-spa-react) and its stand-alone render.
 */
import React, { Suspense, startTransition, type ReactNode } from 'react';
import ReactDOMClient, { type Root as ReactRoot } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { namespaceReady, registerNamespace } from '@platform/i18n';
import { RemoteBoundary } from './boundary';
import { ThisRemote } from './scope';
import type { RemoteApp, RemoteRoutes } from './descriptor';

/** The lifecycles a remote's `src/spa.tsx` exports (exposed as `<name>/spa`, mounted by the shell). */
// single-spa passes its own props object (name, domElementGetter, singleSpa, mountParcel, …)
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LifeCycle = (props: any) => Promise<unknown>;
export interface RemoteLifecycles {
  bootstrap: LifeCycle;
  /** the texts of the current language, then single-spa-react's mount */
  mount: LifeCycle[];
  unmount: LifeCycle;
}

export interface Remote {
  readonly app: RemoteApp;
  /** The whole remote as one component: providers → the remote's scope (prefixes, namespace) → error boundary → Suspense → routes. */
  readonly Root: () => ReactNode;
  /** Resolves once the texts of the current language are loaded. */
  textsReady(): Promise<void>;
  /** single-spa lifecycles (created on first call). */
  lifecycles(): RemoteLifecycles;
  /** Renders the remote into `#<name>-standalone` when the page has one (returns whether it did). */
  renderStandalone(doc?: Document): boolean;
}

/**
 * react-dom/client for single-spa-react, with the remote's first render and its hydration in a transition: React
 * renders the remote's tree in slices of a few ms and yields to the browser between them, instead of one task as
 * long as the whole tree (the first load's main-thread blocking, issue 12). Later updates are the remote's own.
 */
export const transitionClient = {
  createRoot(el: Element, options?: ReactDOMClient.RootOptions): ReactRoot {
    const root = ReactDOMClient.createRoot(el, options);
    return {
      render: (children: ReactNode) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
  hydrateRoot(el: Element, children: ReactNode, options?: ReactDOMClient.HydrationOptions): ReactRoot {
    let root!: ReactRoot;
    startTransition(() => {
      root = ReactDOMClient.hydrateRoot(el, children, options);
    });
    return root;
  },
};

const created = new WeakMap<RemoteApp, Map<RemoteRoutes, Remote>>();

/**
 * The remote of `app` + `routes` (one per pair: calling it again returns the same object, so the
 * entry files and the tests share one root). Registers the remote's i18n namespace.
 */
export function createRemote(app: RemoteApp, routes: RemoteRoutes): Remote {
  let byRoutes = created.get(app);
  if (!byRoutes) created.set(app, (byRoutes = new Map()));
  const existing = byRoutes.get(routes);
  if (existing) return existing;

  const { ns, ...texts } = app.i18n;
  const registered = registerNamespace(ns, texts);
  const [frame, ...extra] = app.providers;
  const { Fallback, Loading } = frame;

  // providers, outermost first: frame.Provider > extra[0] > … > the remote's scope > boundary > Suspense > routes
  const wrap = (node: ReactNode): ReactNode =>
    [frame, ...extra].reduceRight((inner, p) => <p.Provider>{inner}</p.Provider>, node);
  const Routes = routes;

  function Root() {
    return wrap(
      <ThisRemote.Provider value={app}>
        <RemoteBoundary remote={app.name} Fallback={Fallback}>
          <Suspense fallback={<Loading />}>
            <Routes />
          </Suspense>
        </RemoteBoundary>
      </ThisRemote.Provider>,
    );
  }
  Root.displayName = `Remote(${app.name})`;

  const textsReady = () => registered.then(() => namespaceReady(ns)).catch(() => undefined);

  let spa: RemoteLifecycles | null = null;
  const remote: Remote = {
    app,
    Root,
    textsReady,
    lifecycles() {
      if (spa) return spa;
      // markup rendered on the server for this remote (data-ssr="<name>" on its container, e.g. /r/{id}): hydrate it
      const ssrContainer = () =>
        typeof document === 'undefined' ? null : document.querySelector(`[data-ssr="${app.name}"]`);
      const l = singleSpaReact({
        React,
        ReactDOMClient: transitionClient as unknown as typeof ReactDOMClient,
        rootComponent: Root,
        renderType: () => (ssrContainer() ? 'hydrateRoot' : 'createRoot'),
        // an error outside the routes' boundary (a provider): the same fallback, Retry reloads the page
        errorBoundary: () => (
          <frame.Provider>
            <Fallback remote={app.name} onRetry={() => window.location.reload()} />
          </frame.Provider>
        ),
      });
      // the texts of the current language are there before the first paint (EN/CA may load on demand)
      // once hydrated, the container is React's: a later mount (leaving the route and coming back) renders afresh
      const hydrated = async () => ssrContainer()?.removeAttribute('data-ssr');
      const lifecycles: RemoteLifecycles = {
        bootstrap: l.bootstrap,
        mount: [textsReady, l.mount, hydrated],
        unmount: l.unmount,
      };
      spa = lifecycles;
      return lifecycles;
    },
    renderStandalone(doc = document) {
      const el = doc.getElementById(`${app.name}-standalone`);
      if (!el) return false;
      void textsReady().then(() => ReactDOMClient.createRoot(el).render(<Root />));
      return true;
    },
  };
  byRoutes.set(routes, remote);
  return remote;
}

/** `src/spa.tsx`: `export const { bootstrap, mount, unmount } = remoteLifecycles(app, routes);` */
export const remoteLifecycles = (app: RemoteApp, routes: RemoteRoutes): RemoteLifecycles =>
  createRemote(app, routes).lifecycles();

/**
 * `src/bootstrap.tsx` (the remote's stand-alone `main.js`; the platform never loads it, the shell
 * loads `./spa`): renders the remote into `#<name>-standalone` when a page provides one.
 */
export const renderStandalone = (app: RemoteApp, routes: RemoteRoutes): boolean =>
  createRemote(app, routes).renderStandalone();
