import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * react-hook-form validated by a zod schema (one of `@platform/contracts`, the server's own rules): the values are the
 * schema's input, `handleSubmit` hands over the parsed output. Errors: `formState.errors.<field>?.message` is the
 * schema's message (a code or an i18n key, translate it where shown). The form re-validates a field on change once
 * it was submitted.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema),
  });
}
