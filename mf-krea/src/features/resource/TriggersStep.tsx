import { Heading } from '@platform/ui';
import { useRemoteT } from '@platform/remote-kit';
import { StepRich } from './stepFields';
import { Panel } from '../../components/forms';
import type { StepProps } from './editorModel';
import { TriggerMedia } from './TriggerMedia';

/** Step 3 of the resource editor: the teacher's and the students' triggers. */
export function TriggersStep(step: StepProps) {
  const { form, ro, set } = step;
  const { t } = useRemoteT();
  /** the heading and the media of the teacher's or the students' trigger */
  const media = (who: 'teacher' | 'student') => {
    const k = who === 'teacher' ? 'teacherMedia' : 'studentMedia';
    return (
      <>
        <Heading as="h3" size="sm">
          {t(`resource.trigger.${who}`)}
        </Heading>
        <TriggerMedia prefix={`res-${who[0]}media`} value={form[k]} disabled={ro} onChange={(m) => set({ [k]: m })} />
      </>
    );
  };
  return (
    <Panel id="step-triggers" title={t('resource.step.triggers')}>
      {media('teacher')}
      <StepRich id="res-cpd" k="classPlanDescription" step={step} />
      <StepRich id="res-goal" k="pedagogicalGoal" hint={t('resource.goalsHint')} step={step} />
      {media('student')}
      <StepRich id="res-sgoal" k="studentPedagogicalGoal" step={step} />
    </Panel>
  );
}
