import { useId } from 'react';
import { Text, chakra } from '@platform/ui';

export interface CheckItem {
  id: number;
  name: string;
  hint?: string | null;
}

/** A group of checkboxes (levels, subjects, members) with a legend; the error is announced and linked to the group. */
export function CheckGroup({
  legend,
  items,
  value,
  onChange,
  error,
  name,
}: {
  legend: string;
  name: string;
  items: CheckItem[];
  value: number[];
  onChange: (v: number[]) => void;
  error?: string | null;
}) {
  const errorId = `${useId()}-error`;
  return (
    <chakra.fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <chakra.legend fontSize="sm" fontWeight="semibold" mb="1">
        {legend}
      </chakra.legend>
      <chakra.div display="flex" flexWrap="wrap" gap="3">
        {items.map((i) => (
          <chakra.label key={i.id} display="flex" gap="2" alignItems="center" fontSize="sm">
            <input
              type="checkbox"
              name={name}
              checked={value.includes(i.id)}
              onChange={() => onChange(value.includes(i.id) ? value.filter((x) => x !== i.id) : [...value, i.id])}
            />
            <span>{i.name}</span>
            {i.hint && (
              <chakra.span color="fg.muted" fontSize="xs">
                {i.hint}
              </chakra.span>
            )}
          </chakra.label>
        ))}
      </chakra.div>
      {error && (
        <Text id={errorId} color="danger" fontSize="sm" role="alert" mt="1">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}
