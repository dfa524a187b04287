/** What the registration forms (/register, /trial) share: their values, their submit flow and their frame. */
import { useState, type ReactNode } from 'react';
import { Button, Text, chakra } from '@platform/ui';
import { useRevealFirstInvalid } from '@platform/ui/plain';
import { ColumnForm, column } from '../../components/layout';

/** The form's values and a setter per field: `set('fullName')` is the field's `onChange`. */
export function useFormValues<T extends object>(initial: T | (() => T)) {
  const [v, setV] = useState<T>(initial);
  const set =
    <K extends keyof T>(k: K) =>
    (val: T[K]) =>
      setV((cur) => ({ ...cur, [k]: val }));
  return { v, setV, set };
}

/**
 * The registration submit: errors show at their fields from the first submit on and the first invalid field gets the
 * focus; a valid form is sent (busy meanwhile); `failed` turns a refusal into the form's message (null: none).
 */
export function useRegistrationSubmit<E extends Record<string, string | null>>(
  errors: E,
  send: () => Promise<void>,
  failed: (err: unknown) => string | null,
) {
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useRevealFirstInvalid();
  const submit = async () => {
    setSubmitted(true);
    setServerError(null);
    if (Object.values(errors).some(Boolean)) return form.reveal();
    setBusy(true);
    try {
      await send();
    } catch (err) {
      setServerError(failed(err));
    } finally {
      setBusy(false);
    }
  };
  // any field's name: one without a rule has no error
  const show = (k: string) => (submitted ? (errors[k as keyof E] ?? null) : null);
  return { formRef: form.ref, submit, show, busy, serverError };
}

/** A registration form: its fields, the server's refusal (announced), the submit button, then `after`. */
export function RegistrationForm({
  label,
  flow,
  submitLabel,
  after,
  children,
}: {
  label: string;
  flow: Pick<ReturnType<typeof useRegistrationSubmit>, 'formRef' | 'submit' | 'busy' | 'serverError'>;
  submitLabel: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ColumnForm onSubmit={() => void flow.submit()} label={label} formRef={flow.formRef}>
      {children}
      {flow.serverError && (
        <Text color="danger" role="alert">
          {flow.serverError}
        </Text>
      )}
      <Button type="submit" colorPalette="brand" loading={flow.busy} disabled={flow.busy}>
        {submitLabel}
      </Button>
      {after}
    </ColumnForm>
  );
}

/** A titled group of a registration form's fields. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <chakra.fieldset {...column('4')}>
      <chakra.legend fontWeight="bold" mb="2">
        {legend}
      </chakra.legend>
      {children}
    </chakra.fieldset>
  );
}
