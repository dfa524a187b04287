/**
 * The design-system-free half of the platform provider: the SAME jotai store, i18next instance, API
 * client, cross-app navigate and brand for every React root, without Chakra. `PlatformProvider`
 * ('@platform/ui') is this plus the Chakra system; the public student route (/r/{id}) uses this
 * alone so that its first load carries no Chakra/emotion (packages/mf-config/README.md, "First-load budget").
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { Provider as JotaiProvider, atom } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import { i18n, initI18n } from '@platform/i18n';
import { sessionStore } from '@platform/session';
import { apiClient } from '@platform/api-client';
import { navigate as defaultNavigate, type NavigateFn } from '../navigation';
import { activeBrand, type Brand } from '../brand';
import { getQuerySlot, subscribeQuerySlot } from '../querySlot';

type ApiClient = typeof apiClient;

/** Run-time logos of a white-label host (subdomain info / white-label licence); null = brand logos. */
export const brandLogosAtom = atom<{ small?: string | null; large?: string | null } | null>(null);

/**
 * A server render's own instances (docs/decisions/0053-request-scoped-concurrent-render.md): its i18next clone in the
 * page's language, its API client (the API's answers for that user), its react-query client, and the path it renders.
 * A server entry wraps the tree it renders in `<RenderScopeProvider value={scope}>`; the providers below hand these to
 * the tree instead of the platform's ones, so renders of different users and languages run at the same time with no
 * state in common. Never set in a browser (there the platform's instances are the page's).
 */
export interface RenderScope {
  i18n: I18n;
  apiClient: ApiClient;
  /** the render's react-query client (an app that uses react-query: its `QueryProvider` provides this one) */
  queryClient?: QueryClient;
  /** the location rendered (a server has no window) */
  location: { pathname: string; search: string };
  /**
   * the theme's global CSS, written by the server from its one copy (`@platform/ui/server` serverTheme): the render's
   * Chakra provider adopts it by this name instead of serializing it (absent: serialized as in a browser)
   */
  theme?: { name: string };
}
const RenderScopeContext = createContext<RenderScope | null>(null);
/** Wraps a server render's tree (see RenderScope). */
export const RenderScopeProvider = RenderScopeContext.Provider;
/** The server render's instances, or null (always in a browser). */
export const useRenderScope = (): RenderScope | null => useContext(RenderScopeContext);

const ApiClientContext = createContext<ApiClient>(apiClient);
const NavigateContext = createContext<NavigateFn>(defaultNavigate);
const BrandContext = createContext<Brand>(activeBrand);

export const useApiClient = (): ApiClient => useContext(ApiClientContext);
/** `navigate('/folders')` works across apps (single-spa aware). */
export const usePlatformNavigate = (): NavigateFn => useContext(NavigateContext);
export const useBrand = (): Brand => useContext(BrandContext);

export interface BaseProviderProps {
  children: ReactNode;
  /** tests only: override the navigate function */
  navigate?: NavigateFn;
  /**
   * Provide react-query's client once '@platform/ui/query' is loaded (default). A root that never uses
   * react-query (the shell) passes false: when the query entry arrives with a remote, wrapping an
   * already mounted tree in a new provider would re-mount all of it.
   */
  query?: boolean;
}

/** The react-query provider of '@platform/ui/query' once that entry is loaded, else none. */
function QueryWhenLoaded({ children }: { children: ReactNode }) {
  const slot = useSyncExternalStore(subscribeQuerySlot, getQuerySlot, getQuerySlot);
  return slot ? <slot.Provider>{children}</slot.Provider> : <>{children}</>;
}

/**
 * Hands a React root the platform's shared instances: jotai store, i18next, API client, navigate,
 * brand (and react-query's client once '@platform/ui/query' is loaded). No Chakra. Under a RenderScopeProvider (a
 * server render), the render's own i18next and API client.
 */
export function BaseProvider({ children, navigate, query = true }: BaseProviderProps) {
  const scope = useRenderScope();
  if (!scope) initI18n();
  const inner = (
    <ApiClientContext.Provider value={scope?.apiClient ?? apiClient}>
      <NavigateContext.Provider value={navigate ?? defaultNavigate}>
        <BrandContext.Provider value={activeBrand}>{children}</BrandContext.Provider>
      </NavigateContext.Provider>
    </ApiClientContext.Provider>
  );
  return (
    <JotaiProvider store={sessionStore}>
      <I18nextProvider i18n={scope?.i18n ?? i18n}>
        {query ? <QueryWhenLoaded>{inner}</QueryWhenLoaded> : inner}
      </I18nextProvider>
    </JotaiProvider>
  );
}
