/** This app's labelled form controls: the kit's `Field` around an input or a select, wired for screen readers. */
import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@platform/ui';
import { CheckGroup, Field, fieldAria } from '@platform/ui/forms';
import { useRemoteT } from '@platform/remote-kit';
import { useLevelChoices } from '../lib/levels';
import { FieldSelect } from './layout';

export type TextInputProps = Omit<ComponentProps<typeof Input>, 'id' | 'value' | 'onChange'>;

/** A labelled text input; its error (and hint) is announced and described; `onChange` gets the text. */
export function TextField({
  id,
  label,
  error,
  hint,
  value,
  onChange,
  ...input
}: {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: string;
  value: string;
  onChange: (v: string) => void;
} & TextInputProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Input {...fieldAria(id, error, hint)} value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </Field>
  );
}

/** A labelled select of this app's look; `onChange` gets the chosen value; style props (`w`) go to the select. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  children,
  ...select
}: {
  id: string;
  label: ReactNode;
  value: string | number;
  onChange: (v: string) => void;
  children: ReactNode;
} & Omit<ComponentProps<typeof FieldSelect>, 'id' | 'value' | 'onChange' | 'children'>) {
  return (
    <Field id={id} label={label}>
      <FieldSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} {...select}>
        {children}
      </FieldSelect>
    </Field>
  );
}

/** The names of a form's text values. */
export type TextKey<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T];

/**
 * A form's text fields, each bound to its value: `text(k, id, label, input)` is the labelled input showing `v[k]`,
 * `onChange(k, text)` on typing, with `error(k)` (announced), and `input`: a hint, the input's props (type...).
 */
export function textFieldsOf<T extends object>(
  v: T,
  onChange: (k: TextKey<T>, text: string) => void,
  error: (k: TextKey<T>) => string | null | undefined,
) {
  const text = (k: TextKey<T>, id: string, label: ReactNode, input?: TextInputProps & { hint?: string }) => (
    <TextField
      id={id}
      label={label}
      error={error(k)}
      value={String(v[k])}
      onChange={(s) => onChange(k, s)}
      {...input}
    />
  );
  return text;
}

/** The educational levels to tick, under "Levels" (the list in the current language). */
export function LevelsField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useRemoteT();
  const levels = useLevelChoices();
  return (
    <CheckGroup legend={t('fields.levels')} name={name} items={levels.data ?? []} value={value} onChange={onChange} />
  );
}
