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
export * from './external';
