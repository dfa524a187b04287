export * from './types';
export * from './storage';
export * from './store';
export * from './licenses';
import { sessionStoreId } from './store';

// Dev-safe marker read by the singleton browser check (see @platform/mf-config/bench).
if (typeof window !== 'undefined') {
  const w = window as unknown as { __PLATFORM_SINGLETONS__?: Record<string, Set<string>> };
  const reg = (w.__PLATFORM_SINGLETONS__ ??= {});
  (reg['jotai-store'] ??= new Set()).add(sessionStoreId);
}
// External sign-in (its browser redirect and the ID token's hand-over, ADR 0026) is `@platform/session/external`:
// stateless helpers only the login and registration pages call, so not in this shared entry, which every route
// loads whole (ADR 0044). Its types stay here.
export type { ExternalProvider, ExternalProviderInfo, PendingExternal } from './external';
