/** Shared by the live class suites: a published catalogue class with quick checks, and signalr clients. */
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { QuickCheck } from '@platform/contracts';
import type { TestApp } from '../core/harness';

export const API = '/api/v1';

export const CHECKS: QuickCheck[] = [
  {
    id: 'q1',
    kind: 'choice',
    prompt: 'Dos más dos',
    options: [
      { id: 'a', text: 'Cuatro', correct: true },
      { id: 'b', text: 'Cinco', correct: false },
    ],
    exitTicket: false,
  },
  {
    id: 'q2',
    kind: 'choice',
    prompt: 'Números pares',
    options: [
      { id: 'a', text: 'Dos', correct: true },
      { id: 'b', text: 'Tres', correct: false },
      { id: 'c', text: 'Cuatro', correct: true },
    ],
    exitTicket: false,
  },
  { id: 'exit', kind: 'short', prompt: 'Qué has aprendido', options: [], exitTicket: true },
];

/** A published provider class (Spanish approved) whose quick checks in es are CHECKS. */
export async function liveClassFixture(
  t: TestApp,
): Promise<{ resourceId: number; classId: number; otherResourceClassId: number }> {
  const { rows } = await t.db.query<{ resource_id: number; id: number }>(
    `SELECT c.resource_id, c.id FROM class_plans c JOIN resources r ON r.id = c.resource_id
      WHERE r.school_group_id IS NULL AND r.deleted_at IS NULL AND c.teacher_enabled
        AND EXISTS (SELECT 1 FROM resource_locales l WHERE l.resource_id = r.id AND l.locale = 'es' AND l.status = 1)
        AND EXISTS (SELECT 1 FROM class_plan_locales cl WHERE cl.class_plan_id = c.id AND cl.locale = 'es')
      ORDER BY c.resource_id, c.class_number LIMIT 1`,
  );
  const { resource_id: resourceId, id: classId } = rows[0];
  await t.db.query(
    `UPDATE class_plan_locales SET quick_checks = $2::jsonb WHERE class_plan_id = $1 AND locale = 'es'`,
    [classId, JSON.stringify(CHECKS)],
  );
  const other = await t.db.query<{ id: number }>(
    'SELECT id FROM class_plans WHERE resource_id <> $1 AND teacher_enabled ORDER BY id LIMIT 1',
    [resourceId],
  );
  return { resourceId, classId, otherResourceClassId: other.rows[0].id };
}

export interface Client {
  conn: HubConnection;
  events: Array<[string, unknown[]]>;
}

const open: HubConnection[] = [];
export async function stopAll() {
  await Promise.all(open.splice(0).map((c) => c.stop().catch(() => undefined)));
}

/** A connected /liveClassHub client (a token = a teacher), recording every event it receives. */
export async function hubClient(t: TestApp, token?: string): Promise<Client> {
  const conn = new HubConnectionBuilder()
    .withUrl(`${t.url}/liveClassHub`, token ? { accessTokenFactory: () => token } : {})
    .configureLogging(LogLevel.None)
    .build();
  open.push(conn);
  const events: Array<[string, unknown[]]> = [];
  for (const name of ['Joined', 'Left', 'AnswerReceived', 'Shown', 'Ended', 'Removed'])
    conn.on(name, (...args: unknown[]) => {
      events.push([name, args]);
    });
  await conn.start();
  return { conn, events };
}

/** The hub error code of a failed invocation. */
export async function hubError(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    const m = /HubException: (\S+)/.exec(String((e as Error).message));
    return m ? m[1] : String((e as Error).message);
  }
  throw new Error('the invocation succeeded');
}
