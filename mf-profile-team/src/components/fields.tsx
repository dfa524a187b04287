/** This app's labelled form controls: the kit's `Field` around an input or a select, wired for screen readers. */
import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@platform/ui';
import { Field, fieldAria } from '@platform/ui/forms';
import { FieldSelect } from './layout';

type InputProps = Omit<ComponentProps<typeof Input>, 'id' | 'value' | 'onChange'>;

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
} & InputProps) {
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
