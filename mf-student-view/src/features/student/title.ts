/**
 * The page's <title>, the same on the server (server.tsx) and in the browser (StudentView): "Clase 2: … · Resource ·
 * Kimple", the resource's title, or "not available". The shell leaves the student route's title to this remote
 * (`ownTitle` in shell/src/app/routes.ts), so the title a student saw in the server's page stays after hydration.
 */
import type { StudentResource } from '@platform/contracts';

type T = (key: string, o?: Record<string, unknown>) => string;

export function studentTitle(t: T, appName: string, data: StudentResource | null, classId: string | undefined): string {
  const shared = data?.studentMaterial.classPlans ?? [];
  const klass = classId === undefined ? undefined : shared.find((c) => String(c.id) === classId);
  if (data && (classId === undefined || klass))
    return `${klass ? `${t('class.heading', { n: shared.indexOf(klass) + 1, name: klass.name })} · ` : ''}${data.title} · ${appName}`;
  return `${t(classId !== undefined ? 'unavailable.classTitle' : 'unavailable.title')} · ${appName}`;
}
