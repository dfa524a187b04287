/** Krea comments, the history of a content and the users of a school group (the comment recipients). */
import { type ExploreLocale, type KreaComment, type KreaEvent, type SchoolGroupUser } from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { groupOf } from '../../http/request';
import { iso, fullName, bad } from './store-common';
import { fold, FOLD_SQL } from './store-common';

// ---------------------------------------------------------------- comments and history
export async function listComments(db: Db, id: number): Promise<KreaComment[]> {
  const { rows } = await db.query<{
    id: number;
    locale: ExploreLocale | null;
    anchor: string | null;
    body: string;
    parent_id: number | null;
    user_id: number | null;
    name: string | null;
    surname: string | null;
    email: string | null;
    created_at: string | Date;
    resolved_at: string | Date | null;
    rname: string | null;
    rsurname: string | null;
    remail: string | null;
  }>(
    `SELECT c.id, c.locale, c.anchor, c.body, c.parent_id, c.user_id, u.name, u.surname, u.email, c.created_at, c.resolved_at, ru.name AS rname, ru.surname AS rsurname, ru.email AS remail
       FROM comments c LEFT JOIN users u ON u.id = c.user_id LEFT JOIN users ru ON ru.id = c.resolved_by
      WHERE c.program_id = $1 ORDER BY c.created_at, c.id`,
    [id],
  );
  return rows.map((r) => ({
    id: r.id,
    locale: r.locale,
    anchor: r.anchor ?? '',
    body: r.body,
    parentId: r.parent_id,
    user: { userId: r.user_id ?? 0, name: fullName(r.name, r.surname, r.email) },
    createdAt: iso(r.created_at)!,
    resolvedAt: iso(r.resolved_at),
    resolvedBy: r.resolved_at ? fullName(r.rname, r.rsurname, r.remail) : null,
  }));
}
export async function addComment(
  db: Db,
  user: AuthUser,
  id: number,
  c: { locale: ExploreLocale; anchor: string; body: string; parentId?: number },
): Promise<number> {
  if (c.parentId) {
    const p = await db.query('SELECT 1 FROM comments WHERE id = $1 AND program_id = $2', [c.parentId, id]);
    if (!p.rows.length) throw bad('Unknown comment', 'VALIDATION_ERROR', 'parentId');
  }
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO comments (program_id, locale, anchor, parent_id, user_id, body) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [id, c.locale, c.anchor, c.parentId ?? null, user.userId, c.body],
  );
  return rows[0].id;
}
export async function resolveComment(db: Db, user: AuthUser, id: number, commentId: number): Promise<void> {
  const { rows } = await db.query(
    'UPDATE comments SET resolved_at = coalesce(resolved_at, now()), resolved_by = coalesce(resolved_by, $3) WHERE id = $2 AND program_id = $1 RETURNING id',
    [id, commentId, user.userId],
  );
  if (!rows.length) throw ApiError.notFound('Comment not found');
}
export async function history(db: Db, id: number): Promise<KreaEvent[]> {
  const { rows } = await db.query<{
    id: number;
    action: string;
    locale: ExploreLocale | null;
    comment: string | null;
    name: string | null;
    surname: string | null;
    email: string | null;
    created_at: string | Date;
  }>(
    `SELECT e.id, e.action, e.locale, e.comment, u.name, u.surname, u.email, e.created_at FROM krea_events e LEFT JOIN users u ON u.id = e.user_id
      WHERE e.program_id = $1 ORDER BY e.created_at DESC, e.id DESC LIMIT 200`,
    [id],
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    locale: r.locale,
    comment: r.comment,
    user: fullName(r.name, r.surname, r.email),
    at: iso(r.created_at)!,
  }));
}

// ---------------------------------------------------------------- AccountApi/GetAllUsersFromSchoolGroup
/**
 * The active users of the caller's school group (every school of it; only the caller's school when it has no group),
 * the caller excluded, at most 200, optionally filtered by name or email. `canCollaborate` marks the ones that may be
 * invited to a content (the same rule as AvailableAuthors and PUT {id}/Authors).
 */
export async function schoolGroupUsers(db: Db, user: AuthUser, text?: string): Promise<SchoolGroupUser[]> {
  const group = await groupOf(db, user);
  const params: unknown[] = [user.userId, group ?? -1, user.schoolId ?? -1];
  let search = '';
  if (text) {
    params.push(`%${fold(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    search = ` AND (${FOLD_SQL("concat_ws(' ', u.name, u.surname)")} LIKE $4 OR ${FOLD_SQL('u.email')} LIKE $4)`;
  }
  const { rows } = await db.query<{
    id: number;
    name: string | null;
    surname: string | null;
    email: string;
    school: string | null;
    can: boolean;
  }>(
    `SELECT u.id, u.name, u.surname, u.email, s.name AS school,
            EXISTS (SELECT 1 FROM user_roles ur JOIN roles ro ON ro.id = ur.role_id
                     WHERE ur.user_id = u.id AND ro.name IN ('Author', 'ApprovingAuthor', 'Admin')) AS can
       FROM users u JOIN schools s ON s.id = u.school_id
      WHERE u.id <> $1 AND u.deleted_at IS NULL AND u.active
        AND (($2::int <> -1 AND s.school_group_id = $2::int) OR s.id = $3::int)${search}
      ORDER BY u.name, u.surname, u.id LIMIT 200`,
    params,
  );
  return rows.map((r) => ({
    userId: r.id,
    name: fullName(r.name, r.surname, r.email),
    email: r.email,
    school: r.school ?? '',
    canCollaborate: r.can,
  }));
}
