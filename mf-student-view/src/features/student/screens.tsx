import { StudentView } from './StudentView';

/** The trigger tab of a shared resource: /r/{id}. */
export function TriggerScreen({ id }: { id: string }) {
  return <StudentView id={id} />;
}

/** One shared class: /r/{id}/class/{classId} (a class that was not shared is the "not available" page). */
export function ClassScreen({ id, classId }: { id: string; classId: string }) {
  return <StudentView id={id} classId={classId} />;
}
