import { BasePlaceholderScreen } from '@platform/ui/plain';
import { app } from '../../app';

/** The trigger tab of a shared resource (placeholder: the student-view work replaces it). */
export function TriggerScreen({ id }: { id: string }) {
  return <BasePlaceholderScreen ns={app.i18n.ns} screen="trigger" values={{ id }} />;
}

/** One class of a shared resource (placeholder: the student-view work replaces it). */
export function ClassScreen({ id, classId }: { id: string; classId: string }) {
  return <BasePlaceholderScreen ns={app.i18n.ns} screen="class" values={{ id, classId }} />;
}
