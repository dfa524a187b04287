/**
 * Compatibility export of `queryClient` from '@platform/ui' (it moved to '@platform/ui/query').
 * A proxy to the client registered by '@platform/ui/query', so '@platform/ui' itself never pulls
 * react-query into a first load. In a bundle the query entry must have been loaded first (the apps
 * that use react-query import it in their spa.tsx); outside a bundle (jest, node) it is loaded here
 * synchronously so old call sites keep working.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getQuerySlot } from './querySlot';

declare const __webpack_require__: unknown;
// rspack evaluates `typeof __webpack_require__` at build time: the branch (and react-query) is
// dropped from bundles; jest and node load the query entry here.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous, build-time-dropped load
if (typeof __webpack_require__ === 'undefined') require('./query');

function client(): QueryClient {
  const slot = getQuerySlot();
  if (!slot) throw new Error("@platform/ui: import '@platform/ui/query' (QueryProvider) before using queryClient");
  return slot.client;
}

/** @deprecated import { queryClient } from '@platform/ui/query' */
export const queryClient: QueryClient = new Proxy({} as QueryClient, {
  get(_t, key) {
    const c = client();
    const v = Reflect.get(c, key, c) as unknown;
    return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(c) : v;
  },
  set(_t, key, value) {
    return Reflect.set(client(), key, value);
  },
  has(_t, key) {
    return Reflect.has(client(), key);
  },
});
