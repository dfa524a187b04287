/**
 * `@platform/ui/query` — the ONE react-query client of the platform and its provider (MF shared
 * singleton entry, see @platform/mf-config shared.cjs). Kept out of PlatformProvider so that routes
 * without react-query never download it. An app that uses react-query wraps its root:
 *
 *   import { QueryProvider } from '@platform/ui/query';
 *   <QueryProvider><Root /></QueryProvider>
 *
 * Loading this module also registers the provider with @platform/ui, so every PlatformProvider
 * rendered after that provides the same client too (a Root rendered on its own, tests).
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SUPPORTED_LOCALES, i18n } from '@platform/i18n';
import { useRenderScope } from './renderScope';
import { getQuerySlot, setQuerySlot } from './querySlot';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

/** Provides the platform's QueryClient to its children (a server render's own under its RenderScopeProvider). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const scope = useRenderScope();
  return <QueryClientProvider client={scope?.queryClient ?? queryClient}>{children}</QueryClientProvider>;
}

// One client even if this module were evaluated twice (first one wins).
setQuerySlot({ client: createQueryClient(), Provider: QueryProvider });

/** The ONE react-query client of the platform. */
export const queryClient: QueryClient = getQuerySlot()!.client;

const LOCALES: readonly unknown[] = SUPPORTED_LOCALES;
/**
 * Every request carries the navigation language (api-client), so an answer may be in it. Queries that keep the
 * language in their key ask again by themselves on a switch (a new key); every other query is marked stale and the
 * shown ones ask again, so nothing stays in the previous language until a reload (issue #31 item 11). Keys that
 * hold a language are left alone: refetching them now would store the new language's answer under the old key.
 */
export function refreshOnLanguageChange(client: QueryClient): () => void {
  const onChange = () =>
    void client.invalidateQueries({ predicate: (q) => !q.queryKey.some((part) => LOCALES.includes(part)) });
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}
// once, even if this module were evaluated twice (the one client)
const langFlag = globalThis as { __platformQueryLanguage?: true };
if (!langFlag.__platformQueryLanguage) {
  langFlag.__platformQueryLanguage = true;
  refreshOnLanguageChange(queryClient);
}
export const queryClientId = Math.random().toString(36).slice(2, 10);

// Dev-safe marker for the singleton browser check (ids of the instances this copy created).
if (typeof window !== 'undefined') {
  const w = window as unknown as { __PLATFORM_SINGLETONS__?: Record<string, Set<string>> };
  const reg = (w.__PLATFORM_SINGLETONS__ ??= {});
  (reg['query-client'] ??= new Set()).add(queryClientId);
}
