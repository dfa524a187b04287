import { Input } from '@platform/ui';
import { useRemoteT } from '@platform/remote-kit';
import { RichField } from '../../components/RichText';
import { Field } from '../../components/forms';
import type { StepProps } from './editorModel';

type RichKey =
  | 'classPlanDescription'
  | 'pedagogicalGoal'
  | 'studentPedagogicalGoal'
  | 'globalValuationSection'
  | 'presentation'
  | 'benefits';

/** A rich-text field of a resource-editor step: the resource's `k`, labelled `resource.field.${k}`, saved on change. */
export function StepRich({ id, k, hint, step }: { id: string; k: RichKey; hint?: string; step: StepProps }) {
  const { t } = useRemoteT();
  return (
    <RichField
      id={id}
      label={t(`resource.field.${k}`)}
      hint={hint}
      value={step.form[k]}
      disabled={step.ro}
      onChange={(v) => step.set({ [k]: v })}
    />
  );
}

/** A one-line text field of a resource-editor step: the resource's `k`, labelled `resource.field.${k}`. */
export function StepText({
  id,
  k,
  maxLength,
  hint,
  step,
}: {
  id: string;
  k: 'imageAlt' | 'caption' | 'rhetoricalQuestion';
  maxLength?: number;
  hint?: string;
  step: StepProps;
}) {
  const { t } = useRemoteT();
  return (
    <Field id={id} label={t(`resource.field.${k}`)} hint={hint}>
      <Input
        id={id}
        value={step.form[k] ?? ''}
        disabled={step.ro}
        maxLength={maxLength}
        onChange={(e) => step.set({ [k]: e.target.value })}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </Field>
  );
}
