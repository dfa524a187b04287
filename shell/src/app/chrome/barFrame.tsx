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
