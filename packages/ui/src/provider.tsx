import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, atom } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@platform/i18n';
import { sessionStore } from '@platform/session';
import { apiClient } from '@platform/api-client';

type AxiosInstance = typeof apiClient;
import { system } from './system';
import { navigate as defaultNavigate, type NavigateFn } from './navigation';
import { activeBrand, type Brand } from './brand';
import { getQuerySlot, subscribeQuerySlot } from './querySlot';

/** Run-time logos of a white-label host (subdomain info / white-label licence); null = brand logos. */
export const brandLogosAtom = atom<{ small?: string | null; large?: string | null } | null>(null);

const ApiClientContext = createContext<AxiosInstance>(apiClient);
const NavigateContext = createContext<NavigateFn>(defaultNavigate);
const BrandContext = createContext<Brand>(activeBrand);

export const useApiClient = (): AxiosInstance => useContext(ApiClientContext);
/** `navigate('/folders')` works across apps (single-spa aware). */
export const usePlatformNavigate = (): NavigateFn => useContext(NavigateContext);
export const useBrand = (): Brand => useContext(BrandContext);

export interface PlatformProviderProps {
  children: ReactNode;
  /** tests only: override the navigate function */
  navigate?: NavigateFn;
}

/** The react-query provider of '@platform/ui/query' once that entry is loaded, else none. */
function QueryWhenLoaded({ children }: { children: ReactNode }) {
  const slot = useSyncExternalStore(subscribeQuerySlot, getQuerySlot, getQuerySlot);
  return slot ? <slot.Provider>{children}</slot.Provider> : <>{children}</>;
}

/**
 * The ONE provider every remote and the shell wrap their root in. single-spa-react gives each app its
 * own React root, so each root needs it; it hands them all the SAME instances: Chakra system, jotai
 * store, i18next, axios client, and a cross-app navigate.
 *
 * react-query is NOT imported here (routes without it must not download it): an app that uses it
 * wraps its root in `QueryProvider` from '@platform/ui/query'; once that entry is loaded every
 * PlatformProvider provides the same QueryClient as well.
 */
export function PlatformProvider({ children, navigate }: PlatformProviderProps) {
  initI18n();
  return (
    <ChakraProvider value={system}>
      <JotaiProvider store={sessionStore}>
        <I18nextProvider i18n={i18n}>
          <QueryWhenLoaded>
            <ApiClientContext.Provider value={apiClient}>
              <NavigateContext.Provider value={navigate ?? defaultNavigate}>
                <BrandContext.Provider value={activeBrand}>{children}</BrandContext.Provider>
              </NavigateContext.Provider>
            </ApiClientContext.Provider>
          </QueryWhenLoaded>
        </I18nextProvider>
      </JotaiProvider>
    </ChakraProvider>
  );
}
