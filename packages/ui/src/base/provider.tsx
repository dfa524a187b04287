/**
 * The design-system-free half of the platform provider: the SAME jotai store, i18next instance, API
 * client, cross-app navigate and brand for every React root, without Chakra. `PlatformProvider`
 * ('@platform/ui') is this plus the Chakra system; the public student route (/r/{id}) uses this
 * alone so that its first load carries no Chakra/emotion (packages/mf-config/README.md, "First-load budget").
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { Provider as JotaiProvider, atom } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@platform/i18n';
import { sessionStore } from '@platform/session';
import { apiClient } from '@platform/api-client';
import { navigate as defaultNavigate, type NavigateFn } from '../navigation';
import { activeBrand, type Brand } from '../brand';
import { getQuerySlot, subscribeQuerySlot } from '../querySlot';

type ApiClient = typeof apiClient;

/** Run-time logos of a white-label host (subdomain info / white-label licence); null = brand logos. */
export const brandLogosAtom = atom<{ small?: string | null; large?: string | null } | null>(null);

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
 * brand (and react-query's client once '@platform/ui/query' is loaded). No Chakra.
 */
export function BaseProvider({ children, navigate, query = true }: BaseProviderProps) {
  initI18n();
  const inner = (
    <ApiClientContext.Provider value={apiClient}>
      <NavigateContext.Provider value={navigate ?? defaultNavigate}>
        <BrandContext.Provider value={activeBrand}>{children}</BrandContext.Provider>
      </NavigateContext.Provider>
    </ApiClientContext.Provider>
  );
  return (
    <JotaiProvider store={sessionStore}>
      <I18nextProvider i18n={i18n}>{query ? <QueryWhenLoaded>{inner}</QueryWhenLoaded> : inner}</I18nextProvider>
    </JotaiProvider>
  );
}
