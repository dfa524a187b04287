import type { ReactNode } from 'react';
import { Box } from '@platform/ui';

/** A sign-in failure above its form, announced at once. */
export function LoginAlert({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <Box
      role="alert"
      bg="red.50"
      color="danger"
      borderWidth="1px"
      borderColor="red.200"
      rounded="md"
      px="4"
      py="3"
      mb="4"
      data-testid={testId}
    >
      {children}
    </Box>
  );
}
