/**
 * Krea's one copy of each form control (issue 29): a labelled field, a group of checkboxes, a native select and the
 * aria attributes a control takes from its field. The shared forms kit of @platform/ui replaces these when it lands.
 */
import type { ReactNode } from 'react';
import { Heading, SimpleGrid, Stack, Text, chakra } from '@platform/ui';

/** A label, the control, then its hint or (in red, announced) its error. */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} id={`${id}-label`} fontSize="sm" fontWeight="semibold">
        {label}
        {required ? ' *' : ''}
      </chakra.label>
      {children}
      {hint && !error && (
        <Text id={`${id}-hint`} fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={`${id}-error`} role="alert" color="danger" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The id, invalid state and description of a control inside a Field. */
export const aria = (id: string, error?: string | null, hint?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

/** Checkboxes under a legend; with `max`, the unticked ones grey out once `max` are ticked. */
export function Checks<T extends string | number>({
  legend,
  items,
  value,
  max,
  disabled,
  onChange,
}: {
  legend: string;
  items: Array<{ id: T; name: string }>;
  value: T[];
  max?: number;
  disabled: boolean;
  onChange: (v: T[]) => void;
}) {
  return (
    <chakra.fieldset disabled={disabled}>
      <chakra.legend fontSize="sm" fontWeight="semibold" mb="1">
        {legend}
      </chakra.legend>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="1">
        {items.map((i) => (
          <chakra.label key={i.id} display="flex" gap="2" alignItems="center" minH="6" fontSize="sm">
            <input
              type="checkbox"
              checked={value.includes(i.id)}
              disabled={!value.includes(i.id) && max !== undefined && value.length >= max}
              onChange={(e) => onChange(e.target.checked ? [...value, i.id] : value.filter((x) => x !== i.id))}
            />
            {i.name}
          </chakra.label>
        ))}
      </SimpleGrid>
    </chakra.fieldset>
  );
}

/** A native select with an empty first option (`empty`); `null` when that one is chosen. */
export function Select({
  id,
  value,
  options,
  onChange,
  disabled,
  empty,
  describedBy,
  invalid,
}: {
  id: string;
  value: string | null;
  options: Array<[string, string]>;
  onChange: (v: string | null) => void;
  disabled?: boolean;
  empty: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  return (
    <chakra.select
      id={id}
      value={value ?? ''}
      disabled={disabled}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
      onChange={(e) => onChange(e.target.value || null)}
      borderWidth="1px"
      rounded="md"
      p="2"
    >
      <option value="">{empty}</option>
      {options.map(([v, l]) => (
        <option key={v} value={v}>
          {l}
        </option>
      ))}
    </chakra.select>
  );
}

/** A titled section of an editor page; its heading takes the focus when the section bar jumps to it. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3" p="4" borderWidth="1px" rounded="lg">
      <Heading as="h2" id={id} size="md" tabIndex={-1} scrollMarginTop="11rem" outline="none">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
