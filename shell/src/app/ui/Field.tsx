/** Form field: label, hint, error, aria wiring of its control. */
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { Box, Text, chakra } from '@platform/ui';

/** Label + control + (red, announced) error. The control gets id, aria-invalid and aria-describedby. */
export function Field({
  label,
  error,
  hint,
  children,
  required,
}: {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const errId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })
    : children;
  return (
    <Box mb="4">
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1" fontSize="sm">
        {label}
      </chakra.label>
      {control}
      {hint ? (
        <Text id={hintId} fontSize="xs" color="fg.muted" mt="1">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text id={errId} color="danger" fontSize="sm" mt="1" role="alert">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
