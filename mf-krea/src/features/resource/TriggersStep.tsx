import { Heading, Stack } from '@platform/ui';
import { useRemoteT } from '@platform/remote-kit';
import { RichText } from '../../components/RichText';
import { Field } from '../../components/forms';
import type { StepProps } from './editorModel';
import { TriggerMedia } from './TriggerMedia';

/** Step 3 of the resource editor: the teacher's and the students' triggers. */
export function TriggersStep({ form, ro, set }: StepProps) {
  const { t } = useRemoteT();
  return (
    <Stack as="section" aria-labelledby="step-triggers" gap="4">
      <Heading as="h2" id="step-triggers" size="md">
        {t('resource.step.triggers')}
      </Heading>
      <Heading as="h3" size="sm">
        {t('resource.trigger.teacher')}
      </Heading>
      <TriggerMedia
        prefix="res-tmedia"
        value={form.teacherMedia}
        disabled={ro}
        onChange={(m) => set({ teacherMedia: m })}
      />
      <Field id="res-cpd" label={t('resource.field.classPlanDescription')}>
        <RichText
          id="res-cpd"
          labelId="res-cpd-label"
          value={form.classPlanDescription ?? ''}
          disabled={ro}
          onChange={(v) => set({ classPlanDescription: v })}
        />
      </Field>
      <Field id="res-goal" label={t('resource.field.pedagogicalGoal')} hint={t('resource.goalsHint')}>
        <RichText
          id="res-goal"
          labelId="res-goal-label"
          value={form.pedagogicalGoal ?? ''}
          disabled={ro}
          onChange={(v) => set({ pedagogicalGoal: v })}
        />
      </Field>
      <Heading as="h3" size="sm">
        {t('resource.trigger.student')}
      </Heading>
      <TriggerMedia
        prefix="res-smedia"
        value={form.studentMedia}
        disabled={ro}
        onChange={(m) => set({ studentMedia: m })}
      />
      <Field id="res-sgoal" label={t('resource.field.studentPedagogicalGoal')}>
        <RichText
          id="res-sgoal"
          labelId="res-sgoal-label"
          value={form.studentPedagogicalGoal ?? ''}
          disabled={ro}
          onChange={(v) => set({ studentPedagogicalGoal: v })}
        />
      </Field>
    </Stack>
  );
}
