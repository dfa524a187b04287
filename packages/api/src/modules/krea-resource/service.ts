/**
 * SQL of the Krea resource editor (krea.md §3-§5, platform.md §3; docs/decisions/0025): who may do what on a
 * resource, read one language, save with a version check (409 with the current state), keep every saved state,
 * restore one, languages, delete, publish with completeness and accessibility checks.
 */
import { type ExploreLocale } from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { hasRole } from '../../http/auth';
import { groupOf } from '../../http/request';
import { plainText } from '../krea/public';
import { notFound, type ResourceLevel, type ResourceNeed } from './store-common';
import { snapshot } from './state';
export { notFound, reviewStateOf, isApproverOf, type ResourceLevel, type ResourceNeed } from './store-common';
export { stateOf, progressOf, a11yOf, loadResource } from './state';
export * from './validation';
export * from './save';
export * from './versions';
export * from './languages';
export * from './review';
export * from './collaborators';

// ---------------------------------------------------------------- access
/**
 * Level of the caller on a Krea resource (docs/decisions/0047):
 *  - owner: its creator;
 *  - editor / commenter: a collaborator of the resource, or of a Krea content that holds it AND whose owner owns the
 *    resource (the resource a content was created with, or one its owner added from their own): a content's
 *    permission never reaches a resource owned by someone else, even when it sits in that content;
 *  - commenter (read-only): an approving author / admin of its school network, or any author of that network when a
 *    language of it is published (a network resource: it can be read and put in one's contents, never edited);
 *  - null = 404.
 */
export async function levelOn(db: Db, user: AuthUser, id: number, lock = false): Promise<ResourceLevel | null> {
  const { rows } = await db.query<{
    owner_user_id: number | null;
    school_group_id: number | null;
    rperm: string | null;
    pperm: string | null;
    published: boolean;
  }>(
    `SELECT r.owner_user_id, r.school_group_id,
            (SELECT c.permission FROM collaborators c WHERE c.resource_id = r.id AND c.user_id = $2) AS rperm,
            (SELECT c.permission FROM program_resources pr
               JOIN programs p ON p.id = pr.program_id AND p.deleted_at IS NULL AND p.origin = 'krea' AND p.owner_user_id = r.owner_user_id
               JOIN collaborators c ON c.program_id = p.id AND c.user_id = $2
              WHERE pr.resource_id = r.id ORDER BY (c.permission = 'owner') DESC, (c.permission = 'editor') DESC LIMIT 1) AS pperm,
            EXISTS (SELECT 1 FROM resource_locales x WHERE x.resource_id = r.id AND x.status = 1) AS published
       FROM resources r WHERE r.id = $1 AND r.deleted_at IS NULL AND r.origin = 'krea'${lock ? ' FOR UPDATE OF r' : ''}`,
    [id, user.userId],
  );
  const r = rows[0];
  if (!r) return null;
  if (r.owner_user_id === user.userId) return 'owner';
  const perms = [r.rperm, r.pperm];
  if (perms.includes('owner') || perms.includes('editor')) return 'editor';
  if (perms.includes('commenter')) return 'commenter';
  if (r.school_group_id === null) return hasRole(user, 'ApprovingAuthor', 'Admin') ? 'commenter' : null;
  if ((r.published || hasRole(user, 'ApprovingAuthor', 'Admin')) && r.school_group_id === (await groupOf(db, user)))
    return 'commenter';
  return null;
}

export async function requireLevel(db: Db, user: AuthUser, id: number, need: ResourceNeed): Promise<ResourceLevel> {
  const level = await levelOn(db, user, id);
  if (!level) throw notFound();
  if (need === 'edit' && level === 'commenter')
    throw new ApiError(403, 'KREA_NO_EDIT_PERMISSION', "You don't have editing permission");
  if (need === 'owner' && level !== 'owner')
    throw new ApiError(403, 'KREA_OWNER_ONLY', 'Only the owner of the resource can do this');
  return level;
}

// ---------------------------------------------------------------- create
export async function createResource(db: Db, user: AuthUser, locale: ExploreLocale, title = ''): Promise<number> {
  const group = await groupOf(db, user);
  return db.transaction(async (tx) => {
    const author =
      (await tx.query<{ id: number }>('SELECT id FROM authors WHERE user_id = $1', [user.userId])).rows[0]?.id ?? null;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO resources (author_id, owner_user_id, modified_by, school_group_id, origin, source_locale) VALUES ($1, $2, $2, $3, 'krea', $4) RETURNING id`,
      [author, user.userId, group, locale],
    );
    const id = rows[0].id;
    await tx.query(`INSERT INTO resource_locales (resource_id, locale, status, title) VALUES ($1, $2, 3, $3)`, [
      id,
      locale,
      plainText(title.trim()),
    ]);
    await tx.query(`INSERT INTO collaborators (resource_id, user_id, permission) VALUES ($1, $2, 'owner')`, [
      id,
      user.userId,
    ]);
    // a new resource starts with one blank class (§4: classes are added as blank plans)
    await tx.query('INSERT INTO class_plans (resource_id, class_number) VALUES ($1, 1)', [id]);
    await snapshot(tx, id, locale, 1, user.userId, null);
    return id;
  });
}
