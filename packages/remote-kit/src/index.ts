/**
 * @platform/remote-kit — a remote is `src/app.ts` (its descriptor), `src/routes.tsx` (its route table)
 * and `src/features/<feature>/index.ts` (each feature's public interface); its entry files only call
 * this kit. See this package's README.
 *
 * This entry needs no Chakra and no router: the frame (providers, fallback, loading) comes from
 * './platform' or './base', the route table from './router' or './paths', so each remote bundles only
 * what its descriptor names (this package is NOT an MF shared module: it holds no state of its own and
 * is tree-shaken into each remote).
 *
 * A remote's features take their texts, toasts and navigation from here too: `useRemoteT()` (t() of the remote's
 * namespace + the locale), `toast(status, message)`, `goTo(path, replace?)`.
 */
export { defineRemote, isUnder, remoteTexts } from './descriptor';
export type { RemoteApp, RemoteFrame, RemoteProvider, RemoteRoutes, RemoteTexts, ChildrenProps } from './descriptor';
export { createRemote, remoteLifecycles, renderStandalone } from './remote';
export type { Remote, RemoteLifecycles } from './remote';
export { RemoteBoundary } from './boundary';
export { lazyScreen } from './lazy';
export { useRemoteT, RemoteScope, asLocale } from './texts';
export { toast, goTo } from './actions';
