/**
 * Who may do what on a Krea content (krea.md §6; docs/decisions/0021).
 *
 * Gate of every Krea call: an active Krea licence plus the Author / ApprovingAuthor secondary role or the Admin primary
 * role (403 NO_KREA_LICENSE), and signed terms (403 TERMS_NOT_SIGNED).
 *
 * | level on a content | read | comment, resolve | edit (fields, languages, resources, keywords, publish/unpublish) | delete, collaborators, content type | approve / send back |
 * |---|---|---|---|---|---|
 * | owner (creator) | ✓ | ✓ | ✓ | ✓ | only if approver |
 * | editor | ✓ | ✓ | ✓ | 403 KREA_OWNER_ONLY | only if approver |
 * | commenter | ✓ | ✓ | 403 KREA_NO_EDIT_PERMISSION | 403 | 403 |
 * | approver (ApprovingAuthor / Admin of the content's school group, not a collaborator) | ✓ | ✓ | 403 | 403 | ✓ |
 * | anyone else | 404 (as for a content that does not exist) |
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { KREA_ERROR_CODES as CODES, type CollaboratorPermission } from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { hasKreaAccess, hasRole } from '../../http/auth';
import { termsSigned } from '../account/public';
import { groupOf } from '../../http/request';

export type Level = CollaboratorPermission | 'approver';
export type Need = 'read' | 'comment' | 'edit' | 'owner' | 'approve';

export const isApprover = (user: AuthUser) => hasRole(user, 'ApprovingAuthor', 'Admin');

/** preHandler of every Krea content call. */
export function kreaGate(app: FastifyInstance): preHandlerAsyncHookHandler {
  return async function kreaGateHandler(req: FastifyRequest) {
    if (!req.user) throw ApiError.unauthorized();
    if (!(await hasKreaAccess(app.db, req.user)))
      throw new ApiError(403, CODES.noLicense, 'Authoring access requires an active Krea licence and an author role');
    if (!(await termsSigned(app.db, req.user.userId)).signed)
      throw new ApiError(403, CODES.termsNotSigned, 'Sign the Krea terms and conditions first');
  };
}

export const notFound = () => ApiError.notFound('Content not found');

/** The caller's level on a content, or null (no such content, deleted, or nothing to do with it). */
export async function levelOn(db: Db, user: AuthUser, programId: number, lock = false): Promise<Level | null> {
  const { rows } = await db.query<{
    owner_user_id: number | null;
    school_group_id: number | null;
    permission: CollaboratorPermission | null;
  }>(
    `SELECT p.owner_user_id, p.school_group_id, c.permission FROM programs p
       LEFT JOIN collaborators c ON c.program_id = p.id AND c.user_id = $2
      WHERE p.id = $1 AND p.deleted_at IS NULL AND p.origin = 'krea'${lock ? ' FOR UPDATE OF p' : ''}`,
    [programId, user.userId],
  );
  const r = rows[0];
  if (!r) return null;
  if (r.owner_user_id === user.userId) return 'owner';
  if (r.permission && r.permission !== 'owner') return r.permission;
  if (isApprover(user) && (r.school_group_id === null || r.school_group_id === (await groupOf(db, user))))
    return 'approver';
  return null;
}

/** Throws 404 / 403 unless the caller has `need` on the content; answers their level. */
export async function requireLevel(
  db: Db,
  user: AuthUser,
  programId: number,
  need: Need,
  lock = false,
): Promise<Level> {
  const level = await levelOn(db, user, programId, lock);
  if (!level) throw notFound();
  if (need === 'edit' && level !== 'owner' && level !== 'editor')
    throw new ApiError(403, CODES.noEditPermission, "You don't have editing permission");
  if (need === 'owner' && level !== 'owner')
    throw new ApiError(403, CODES.ownerOnly, 'Only the owner of the content can do this');
  if (need === 'approve' && !isApprover(user))
    throw new ApiError(403, CODES.approverOnly, 'Only an approving author or an admin can review');
  return level;
}
