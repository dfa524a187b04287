import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { BaseProvider, type BaseProviderProps } from '@platform/ui/base';
import { useRenderScope } from './renderScope';
import { getSystem } from './system';

export type PlatformProviderProps = BaseProviderProps;

/**
 * Marks the <style> of the system's global CSS (preflight, global styles, token variables) in a pre-rendered page's
 * <head> (shell/src/prerender.tsx). Emotion's <Global> adopts a server <style> whose `data-emotion` carries its name.
 */
export const THEME_CSS_ATTR = 'data-pl-theme';

/**
 * ChakraProvider's value: the system, or — on a page whose global CSS came in the HTML — a view of it whose `_global`
 * is that CSS's emotion name alone. <Global> then adopts the server's <style> by name without serializing the global
 * CSS object (every token variable) into a new <style> (issue 12: part of the longest tasks of /login).
 */
function providerValue(): ReturnType<typeof getSystem> {
  // `css-global <name>` while the <style> is the server's: emotion renames it `css-global` once a <Global> adopted it
  const name = globalThis.document
    ?.querySelector(`style[${THEME_CSS_ATTR}]`)
    ?.getAttribute('data-emotion')
    ?.split(' ')[1];
  return byName(name);
}
const byName = (name: string | undefined): ReturnType<typeof getSystem> => {
  const system = getSystem();
  return name ? (Object.create(system, { _global: { value: { name, styles: '' } } }) as typeof system) : system;
};

/**
 * The Chakra system alone (for a subtree under a BaseProvider, e.g. the shell's full layout). In a server render whose
 * scope carries the theme's CSS (`@platform/ui/server` serverTheme, ADR 0053), the theme is adopted by name too: the
 * server writes its one copy of that CSS.
 */
export function DesignSystemProvider({ children }: { children: ReactNode }) {
  const scope = useRenderScope();
  const [value] = useState(() => (scope?.theme ? byName(scope.theme.name) : providerValue()));
  return <ChakraProvider value={value}>{children}</ChakraProvider>;
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
