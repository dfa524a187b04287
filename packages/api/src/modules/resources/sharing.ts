import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { networkSchoolIds } from '../../http/auth';
import { EmailService, SUPPORT_ADDRESS } from '../email/public';

export interface Colleague {
  userId: number;
  name: string;
  email: string;
  schoolId: number | null;
  schoolName: string | null;
}

/** Active users of the caller's school network (their school group, or their school), the caller excluded. */
export async function colleaguesOf(db: Db, user: AuthUser): Promise<Colleague[]> {
  const schools = await networkSchoolIds(db, user);
  if (!schools.length) return [];
  const { rows } = await db.query<{
    id: number;
    name: string | null;
    surname: string | null;
    email: string;
    school_id: number | null;
    school_name: string | null;
  }>(
    `SELECT DISTINCT u.id, u.name, u.surname, u.email, u.school_id, s.name AS school_name FROM users u
       LEFT JOIN schools s ON s.id = u.school_id
      WHERE u.id <> $2 AND u.active AND u.deleted_at IS NULL
        AND (u.school_id = ANY($1::int[]) OR EXISTS (SELECT 1 FROM user_schools us WHERE us.user_id = u.id AND us.removed_at IS NULL AND us.school_id = ANY($1::int[])))
      ORDER BY u.name, u.email`,
    [schools, user.userId],
  );
  return rows.map((r) => ({
    userId: r.id,
    name: [r.name, r.surname].filter(Boolean).join(' ') || r.email,
    email: r.email,
    schoolId: r.school_id,
    schoolName: r.school_name,
  }));
}

function emailService(app: FastifyInstance): EmailService {
  const decorated = (app as unknown as { email?: EmailService }).email;
  return decorated ?? new EmailService(app.db, app.config.smtpUrl);
}

/** Emails each recipient (in their mailing language). 403 NOT_COLLEAGUE when any recipient is outside the network: nothing is sent. */
export async function sendShareEmails(
  app: FastifyInstance,
  user: AuthUser,
  recipientIds: number[],
  item: { itemType: 'resource' | 'program' | 'folder'; itemName: string; link: string },
): Promise<number> {
  const ids = [...new Set(recipientIds)];
  const colleagues = new Map((await colleaguesOf(app.db, user)).map((c) => [c.userId, c]));
  const outside = ids.filter((id) => !colleagues.has(id));
  if (outside.length)
    throw ApiError.forbidden('You can only share with colleagues of your school network', 'NOT_COLLEAGUE');
  const { rows } = await app.db.query<{ name: string | null; surname: string | null; email: string }>(
    'SELECT name, surname, email FROM users WHERE id = $1',
    [user.userId],
  );
  const senderName = [rows[0]?.name, rows[0]?.surname].filter(Boolean).join(' ') || rows[0]?.email || undefined;
  const svc = emailService(app);
  for (const id of ids)
    await svc.send({
      to: colleagues.get(id)!.email,
      kind: 'shared',
      data: { senderName, itemType: item.itemType, itemName: item.itemName, link: item.link },
    });
  return ids.length;
}

/** RequestInformation: recorded in contacts (kind information) and emailed to support. */
/** The title of a resource or program in `locale`, else in another of its languages, else its id. */
async function titleOf(db: Db, kind: 'resource' | 'program', id: number, locale: string): Promise<string> {
  const { rows } = await db.query<{ title: string }>(
    kind === 'resource'
      ? 'SELECT title FROM resource_locales WHERE resource_id = $1 ORDER BY (locale = $2) DESC LIMIT 1'
      : 'SELECT title FROM program_locales WHERE program_id = $1 ORDER BY (locale = $2) DESC LIMIT 1',
    [id, locale],
  );
  return rows[0]?.title ?? String(id);
}

export async function requestInformation(
  app: FastifyInstance,
  user: AuthUser,
  locale: string,
  item: { kind: 'resource' | 'program'; id: number; message?: string },
): Promise<void> {
  const title = await titleOf(app.db, item.kind, item.id, locale);
  const { rows } = await app.db.query<{ name: string | null; surname: string | null; email: string }>(
    'SELECT name, surname, email FROM users WHERE id = $1',
    [user.userId],
  );
  const name = [rows[0]?.name, rows[0]?.surname].filter(Boolean).join(' ') || user.email;
  const email = rows[0]?.email ?? user.email;
  await app.db.query(
    `INSERT INTO contacts (kind, name, email, message, locale, user_id, data) VALUES ('information', $1, $2, $3, $4, $5, $6)`,
    [
      name,
      email,
      item.message ?? null,
      locale,
      user.userId,
      JSON.stringify({ itemType: item.kind, itemId: item.id, title }),
    ],
  );
  const text = `Information request\nItem: ${item.kind} #${item.id} "${title}"\nFrom: ${name} <${email}> (user ${user.userId})\nLanguage: ${locale}\n\n${item.message ?? ''}`;
  const esc = (s: string) =>
    s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
  await emailService(app).sendRaw({
    to: SUPPORT_ADDRESS,
    subject: `[Information] ${item.kind} #${item.id} ${title}`.slice(0, 200),
    html: `<pre>${esc(text)}</pre>`,
    text,
    kind: 'requestInformation',
    locale,
  });
}
