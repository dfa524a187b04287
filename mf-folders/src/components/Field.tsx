import type { ReactNode } from 'react';
import { Stack, Text, chakra } from '@platform/ui';

/** A labelled control with its hint and error (the error is announced; the control points at both). */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="semibold">
        {label}
      </chakra.label>
      {children}
      {hint && !error && (
        <Text id={`${id}-hint`} fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={`${id}-error`} color="danger" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
/** aria attributes of the control inside a Field. */
export const fieldAria = (id: string, error?: string | null, hint?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});
