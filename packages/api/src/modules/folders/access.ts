/** Folder permissions and the §8 answers: who may do what on a folder (Owner / Edit / Read), name rules. */
import { FOLDER_ERROR_CODES as CODES, FOLDER_MESSAGES as MSG, FOLDER_NAME_MAX } from '@platform/contracts';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';

export type Permission = 'Owner' | 'Edit' | 'Read';
export type Need = 'read' | 'edit' | 'owner';

export const notFound = () => ApiError.notFound('Folder not found');
export const noEditPermission = () => ApiError.forbidden(MSG.noEditPermission, CODES.noEditPermission);
export const ownerOnly = () => ApiError.forbidden('Only the owner of the folder can do this', CODES.ownerOnly);
export const nameError = (message: string, code: string) =>
  ApiError.badRequest(message, [{ path: 'name', message }], code);
export const unknownResource = () =>
  ApiError.badRequest('Unknown resource', [{ path: 'resourceId', message: 'Unknown resource' }], CODES.unknownResource);

export const fullName = (name: string | null, surname: string | null, email: string) =>
  [name, surname].filter(Boolean).join(' ') || email;

/** §5 name rules on the raw body value, with the §8 messages and their codes (before the schema, so an empty name is FOLDER_NAME_REQUIRED). */
export function checkName(raw: unknown): void {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!name) throw nameError(MSG.nameRequired, CODES.nameRequired);
  if (name.length > FOLDER_NAME_MAX) throw nameError(MSG.nameTooLong, CODES.nameTooLong);
}
export const repeated = () => nameError(MSG.nameRepeated, CODES.nameRepeated);
export const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

// ---------------------------------------------------------------- access
/** The caller's permission on a folder, or null when the folder does not exist or is not theirs / shared with them. */
export async function permissionOn(db: Db, userId: number, folderId: number, lock = false): Promise<Permission | null> {
  const { rows } = await db.query<{ owner_id: number; permission: Permission | null }>(
    `SELECT f.owner_id, fp.permission FROM folders f
       LEFT JOIN folder_permissions fp ON fp.folder_id = f.id AND fp.user_id = $2
      WHERE f.id = $1${lock ? ' FOR UPDATE OF f' : ''}`,
    [folderId, userId],
  );
  const r = rows[0];
  if (!r) return null;
  if (r.owner_id === userId) return 'Owner';
  return r.permission === 'Owner' ? 'Read' : r.permission; // an Owner row of someone else is never trusted
}

/** Throws 404 (no access: nothing learnt), 403 NO_EDIT_PERMISSION (viewer asked to edit) or 403 FOLDER_OWNER_ONLY; returns the permission. */
export async function requireAccess(
  db: Db,
  userId: number,
  folderId: number,
  need: Need,
  lock = false,
): Promise<Permission> {
  const p = await permissionOn(db, userId, folderId, lock);
  if (!p) throw notFound();
  if (need === 'edit' && p === 'Read') throw noEditPermission();
  if (need === 'owner' && p !== 'Owner') throw ownerOnly();
  return p;
}
