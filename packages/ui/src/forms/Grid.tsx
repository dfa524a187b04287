import type { ReactNode } from 'react';
import { Box } from '@platform/ui';

/** A labelled list of cards: one column on a phone, two from `sm`, three from `md`. Items are `GridItem`s. */
export const CardGrid = ({ children, label }: { children: ReactNode; label?: string }) => (
  <Box
    as="ul"
    role="list"
    aria-label={label}
    display="grid"
    gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}
    gap="4"
    listStyleType="none"
    p="0"
    m="0"
  >
    {children}
  </Box>
);
export const GridItem = ({ children }: { children: ReactNode }) => (
  <Box as="li" minW="0">
    {children}
  </Box>
);
