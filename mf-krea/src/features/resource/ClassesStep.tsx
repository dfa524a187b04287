import { Button } from '@platform/ui';
import { RESOURCE_LIMITS } from '@platform/contracts';
import { useRemoteT } from '@platform/remote-kit';
import { StepRich } from './stepFields';
import type { ResourcePatch } from './useResourceAutosave';
import { Panel } from '../../components/forms';
import { blankClass, type Cls, type StepProps } from './editorModel';
import { ClassCard } from './ClassCard';
import { savableChecks } from './QuickChecks';

/** Step 4 of the resource editor: the classes and the global valuation. */
export function ClassesStep(step: StepProps) {
  const { form, ro, set, setForm } = step;
  const { t } = useRemoteT();
  // the form keeps every quick check; the API gets the complete ones (a question being written is not an error)
  const setClasses = (list: Cls[]) => {
    set({
      classPlans: list.map((c) => ({ ...c, quickChecks: savableChecks(c.quickChecks) })) as ResourcePatch['classPlans'],
    });
    setForm({ ...form, classPlans: list });
  };
  return (
    <Panel id="step-classes" title={t('resource.step.classes')}>
      {form.classPlans.map((c, i) => (
        <ClassCard
          key={c.id ?? `new-${i}`}
          c={c}
          i={i}
          resource={form}
          ro={ro}
          update={(n) => setClasses(form.classPlans.map((x, j) => (j === i ? n : x)))}
          remove={() =>
            setClasses(form.classPlans.filter((_, j) => j !== i).map((x, j) => ({ ...x, classNumber: j + 1 })))
          }
        />
      ))}
      <Button
        alignSelf="start"
        colorPalette="brand"
        disabled={ro || form.classPlans.length >= RESOURCE_LIMITS.classes}
        onClick={() =>
          setClasses([...form.classPlans, { ...blankClass(), classNumber: form.classPlans.length + 1 } as Cls])
        }
      >
        {t('resource.class.add')}
      </Button>
      <StepRich id="res-gval" k="globalValuationSection" step={step} />
    </Panel>
  );
}
