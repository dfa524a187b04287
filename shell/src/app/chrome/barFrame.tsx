/** Pieces every top bar shares: the frame (header + nav), active-link test, language limit. */
import type { ReactNode } from 'react';
import { Box, Flex } from '@platform/ui';
import { useCurrentRoute } from '../hooks/useShell';

export const isActive = (pathname: string, to: string) =>
  to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);

export function useLanguageLimit() {
  const { pathname } = useCurrentRoute();
  return pathname.replace(/\/+$/, '') === '/faqs' ? (['es'] as const) : undefined;
}

/**
 * The bars show their nav links, the language select and the trial countdown inline from 1000px up. Narrower (a phone
 * or a tablet: every page is responsive, issue 30), those are in the mobile sidebar behind the hamburger. From md (768px), as before, a tablet's bar had no room for them: "Cómo funciona" / "Les meves carpetes"
 * wrapped over two or three lines and the brand's logo was cut ("imple").
 */
/** Hidden below 1000px (like Chakra's `hideBelow`, at 1000px instead of a breakpoint). */
export const wideOnly = { '@media screen and (max-width: 999.98px)': { display: 'none' } } as const;
/** Hidden from 1000px up (the hamburger). */
export const narrowOnly = { '@media screen and (min-width: 1000px)': { display: 'none' } } as const;

export function BarFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="docked">
      <Flex
        as="nav"
        aria-label={label}
        maxW="1200px"
        mx="auto"
        px={{ base: '3', md: '4' }}
        h="64px"
        align="center"
        gap={{ base: '2', md: '3' }}
        minW="0"
      >
        {children}
      </Flex>
    </Box>
  );
}
