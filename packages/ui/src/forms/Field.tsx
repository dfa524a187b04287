import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { Stack, Text, chakra, type StackProps } from '@platform/ui';

export interface FieldProps extends Omit<StackProps, 'children' | 'id'> {
  /** The control's id. Given: wire the control yourself with `fieldAria(id, error, hint)`. Left out: the one child
   * element gets a generated id, `aria-invalid`, `aria-describedby` and `aria-required`. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown in red, announced (`role=alert`), linked to the control; hides the hint while shown. */
  error?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** aria attributes of the control inside a `Field` with an `id`: id, invalid state, the error or hint it describes. */
export const fieldAria = (id: string, error?: ReactNode, hint?: ReactNode) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

/** A labelled control with its hint and error (the error is announced; the control points at it). */
export function Field({ id, label, hint, error, required, children, ...box }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const control =
    id === undefined && isValidElement(children)
      ? cloneElement(children as ReactElement<Record<string, unknown>>, {
          ...fieldAria(controlId, error, hint),
          'aria-required': required || undefined,
        })
      : children;
  return (
    <Stack gap="1" minW="0" {...box}>
      <chakra.label htmlFor={controlId} fontSize="sm" fontWeight="semibold">
        {label}
      </chakra.label>
      {control}
      {hint && !error && (
        <Text id={`${controlId}-hint`} fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={`${controlId}-error`} color="danger" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
