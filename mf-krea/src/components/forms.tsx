/**
 * Krea's form controls (issue 29): the shared kit's (@platform/ui/forms) Field, Select and fieldAria with Krea's
 * label and options conventions, and the check group with a maximum and a disabled state (the kit's CheckGroup has
 * neither yet).
 */
import { useCallback, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Heading, SimpleGrid, Stack, chakra } from '@platform/ui';
import { Field as KitField, Select as KitSelect, fieldAria } from '@platform/ui/forms';

/**
 * The kit's Field with Krea's label: " *" after a required one, and an id (`${id}-label`) the rich-text boxes are
 * labelled by.
 */
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
    <KitField
      id={id}
      label={
        <span id={`${id}-label`}>
          {label}
          {required ? ' *' : ''}
        </span>
      }
      hint={hint}
      error={error}
    >
      {children}
    </KitField>
  );
}

/** The id, invalid state and description of a control inside a Field (the kit's). */
export const aria = fieldAria;

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

/** The kit's select with an empty first option (`empty`) and `[value, label]` options; `null` when the empty one is chosen. */
export function Select({
  id,
  value,
  options,
  onChange,
  disabled,
  empty,
}: {
  id: string;
  value: string | null;
  options: Array<[string, string]>;
  onChange: (v: string | null) => void;
  disabled?: boolean;
  empty: string;
}) {
  return (
    <KitSelect id={id} value={value ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value || null)}>
      <option value="">{empty}</option>
      {options.map(([v, l]) => (
        <option key={v} value={v}>
          {l}
        </option>
      ))}
    </KitSelect>
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

/** A section titled by its h2 (`id`): a step of an editor, or with `boxed` a bordered panel beside it. */
export function Panel({
  id,
  title,
  boxed,
  children,
}: {
  id: string;
  title: string;
  boxed?: boolean;
  children: ReactNode;
}) {
  const box = boxed ? { gap: '3', p: '4', borderWidth: '1px', rounded: 'lg' } : { gap: '4' };
  return (
    <Stack as="section" aria-labelledby={id} {...box}>
      <Heading as="h2" id={id} size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A label over a native select of the page (no Field: no hint, no error). */
export function LabelledSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <>
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="semibold">
        {label}
      </chakra.label>
      <KitSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </KitSelect>
    </>
  );
}

/**
 * The input that adds a keyword to `list` with Enter: trimmed and lower-cased, refused with the caller's texts when it
 * is there already or `list` has `max`. Spread `input` on the Input; `error` is the refusal (or the caller's own).
 */
export function useKeywordInput(
  list: string[],
  onChange: (next: string[]) => void,
  max: number,
  refusal: { duplicate: string; max: string },
) {
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const w = word.trim().toLowerCase();
    if (!w) return;
    const why = list.includes(w) ? refusal.duplicate : list.length >= max ? refusal.max : null;
    setError(why);
    if (why) return;
    onChange([...list, w]);
    setWord('');
  };
  const input = {
    value: word,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setWord(e.target.value);
      setError(null);
    },
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      add();
    },
  };
  const reset = useCallback(() => {
    setWord('');
    setError(null);
  }, []);
  return { input, error, setError, reset };
}
