import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { BaseProvider, type BaseProviderProps } from '@platform/ui/base';
import { getSystem } from './system';

export type PlatformProviderProps = BaseProviderProps;

/** The Chakra system alone (for a subtree under a BaseProvider, e.g. the shell's full layout). */
export function DesignSystemProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={getSystem()}>{children}</ChakraProvider>;
}

/**
 * The ONE provider every remote and the shell wrap their root in. single-spa-react gives each app its
 * own React root, so each root needs it; it hands them all the SAME instances: Chakra system, and
 * through BaseProvider ('@platform/ui/base') the jotai store, i18next, API client and a cross-app
 * navigate.
 *
 * react-query is NOT imported here (routes without it must not download it): an app that uses it
 * wraps its root in `QueryProvider` from '@platform/ui/query'; once that entry is loaded every
 * PlatformProvider provides the same QueryClient as well.
 */
export function PlatformProvider({ children, ...rest }: PlatformProviderProps) {
  return (
    <DesignSystemProvider>
      <BaseProvider {...rest}>{children}</BaseProvider>
    </DesignSystemProvider>
  );
}
