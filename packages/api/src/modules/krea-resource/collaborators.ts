/** Collaborators of a Krea resource (krea.md §6 "add collaborators"). */
import { KREA_ERROR_CODES, type KreaAuthor } from '@platform/contracts';
import type { Db } from '../../db/types';
import { authorOfRow, writeCollaborators, type CollaboratorRow } from '../krea/public';
import { bad } from './store-common';

/** The collaborators of a resource, owner first (the owner is listed even when no collaborator row was written for them). */
export async function resourceAuthorsOf(db: Db, id: number): Promise<KreaAuthor[]> {
  const { rows } = await db.query<CollaboratorRow>(
    `SELECT x.user_id, x.permission, u.name, u.surname, u.email FROM (
        SELECT owner_user_id AS user_id, 'owner' AS permission, NULL::timestamptz AS created_at FROM resources
         WHERE id = $1 AND owner_user_id IS NOT NULL
        UNION ALL
        SELECT c.user_id, c.permission, c.created_at FROM collaborators c JOIN resources r ON r.id = c.resource_id
         WHERE c.resource_id = $1 AND c.user_id IS DISTINCT FROM r.owner_user_id AND c.permission <> 'owner') x
       JOIN users u ON u.id = x.user_id
      ORDER BY (x.permission = 'owner') DESC, x.created_at, x.user_id`,
    [id],
  );
  return rows.map(authorOfRow);
}

/**
 * Owner only (the route checks it): invites (editor / commenter), changes or removes (none) collaborators of a
 * resource, among the authors of the caller's school network (the same list as a content's). 400 for anyone else or
 * the owner. Answers the users newly added.
 */
export async function setResourceAuthors(
  db: Db,
  allowed: Set<number>,
  id: number,
  authors: Array<{ userId: number; permission: 'editor' | 'commenter' | 'none' }>,
): Promise<number[]> {
  const owner = (await db.query<{ owner_user_id: number }>('SELECT owner_user_id FROM resources WHERE id = $1', [id]))
    .rows[0]?.owner_user_id;
  const wrong = authors.filter((a) => a.userId === owner || !allowed.has(a.userId));
  if (wrong.length)
    throw bad(
      'Collaborators are authors of your school network (not the owner)',
      KREA_ERROR_CODES.unknownUser,
      'authors',
    );
  return db.transaction((tx) => writeCollaborators(tx, 'resource_id', id, authors));
}
