/** Sharing a folder: who has which permission, who it can be shared with, grants and permission updates. */
import {
  FOLDER_ERROR_CODES as CODES,
  type FolderUser,
  type FolderUserPermission,
  type SharePermission,
} from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { colleaguesOf } from '../resources/public';
import { Permission, fullName, requireAccess } from './access';

// ---------------------------------------------------------------- sharing and permissions
/** Everyone with access to the folder, the owner first. */
export async function userPermissions(db: Db, folderId: number): Promise<FolderUserPermission[]> {
  const { rows } = await db.query<{
    id: number;
    name: string | null;
    surname: string | null;
    email: string;
    permission: Permission;
  }>(
    `SELECT u.id, u.name, u.surname, u.email,
            CASE WHEN u.id = f.owner_id THEN 'Owner' WHEN p.permission = 'Edit' THEN 'Edit' ELSE 'Read' END AS permission
       FROM folders f
       JOIN users u ON u.id = f.owner_id OR u.id IN (SELECT user_id FROM folder_permissions WHERE folder_id = f.id)
       LEFT JOIN folder_permissions p ON p.folder_id = f.id AND p.user_id = u.id
      WHERE f.id = $1
      ORDER BY (u.id = f.owner_id) DESC, u.name, u.surname, u.email`,
    [folderId],
  );
  return rows.map((r) => ({
    user: { userId: r.id, name: fullName(r.name, r.surname, r.email), email: r.email },
    permission: r.permission,
  }));
}

/** Colleagues of my school network (search by name or email), with their permission on `folderId` when given. */
export async function shareableUsers(
  db: Db,
  user: AuthUser,
  folderId?: number,
  search?: string,
): Promise<FolderUser[]> {
  const colleagues = await colleaguesOf(db, user);
  const perms = new Map<number, Permission>();
  if (folderId) for (const p of await userPermissions(db, folderId)) perms.set(p.user.userId, p.permission);
  const q = search
    ?.normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  return colleagues
    .filter((c) => !q || fold(c.name).includes(q) || c.email.includes(q))
    .map((c) => ({
      userId: c.userId,
      name: c.name,
      email: c.email,
      schoolName: c.schoolName,
      permission: perms.get(c.userId) ?? null,
    }));
}

/**
 * Grants each recipient their permission (Read / Edit) on my folder. Recipients must be colleagues of my school network
 * (403 NOT_COLLEAGUE otherwise, nothing written); sharing with myself is a 400. Returns the recipients' emails and languages.
 */
export async function grant(
  db: Db,
  owner: AuthUser,
  folderId: number,
  recipients: Array<{ userId: number; permission: SharePermission }>,
): Promise<Array<{ userId: number; email: string }>> {
  await requireAccess(db, owner.userId, folderId, 'owner');
  if (recipients.some((r) => r.userId === owner.userId)) {
    throw ApiError.badRequest(
      'You already own this folder',
      [{ path: 'recipients', message: 'You already own this folder' }],
      CODES.invalidPermission,
    );
  }
  const colleagues = new Map((await colleaguesOf(db, owner)).map((c) => [c.userId, c]));
  if (recipients.some((r) => !colleagues.has(r.userId)))
    throw ApiError.forbidden('You can only share with colleagues of your school network', CODES.notColleague);
  await db.transaction(async (tx) => {
    await requireAccess(tx, owner.userId, folderId, 'owner', true);
    for (const r of recipients) {
      await tx.query(
        `INSERT INTO folder_permissions (folder_id, user_id, permission) VALUES ($1, $2, $3)
         ON CONFLICT (folder_id, user_id) DO UPDATE SET permission = EXCLUDED.permission`,
        [folderId, r.userId, r.permission],
      );
    }
  });
  return recipients.map((r) => ({ userId: r.userId, email: colleagues.get(r.userId)!.email }));
}

/** Changes (Read ↔ Edit) or removes the access of users the folder is shared with; owner only; all or nothing. */
export async function updatePermissions(
  db: Db,
  ownerId: number,
  folderId: number,
  entries: Array<{ userId: number; permission: Permission }>,
  removed: number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireAccess(tx, ownerId, folderId, 'owner', true);
    const { rows } = await tx.query<{ user_id: number }>(
      'SELECT user_id FROM folder_permissions WHERE folder_id = $1 AND user_id <> $2',
      [folderId, ownerId],
    );
    const shared = new Set(rows.map((r) => r.user_id));
    const bad = (message: string, code: string = CODES.invalidPermission) =>
      ApiError.badRequest(message, [{ path: 'userPermissions', message }], code);
    for (const e of entries) {
      if (e.userId === ownerId) {
        if (e.permission !== 'Owner') throw bad('The owner stays Owner');
        continue;
      }
      if (e.permission === 'Owner') throw bad('A folder has one owner');
      if (!shared.has(e.userId)) throw bad('The folder is not shared with this user', CODES.userNotShared);
    }
    for (const id of removed) {
      if (id === ownerId) throw bad('The owner cannot be removed');
      if (!shared.has(id)) throw bad('The folder is not shared with this user', CODES.userNotShared);
    }
    for (const e of entries) {
      if (e.userId !== ownerId)
        await tx.query('UPDATE folder_permissions SET permission = $3 WHERE folder_id = $1 AND user_id = $2', [
          folderId,
          e.userId,
          e.permission,
        ]);
    }
    if (removed.length)
      await tx.query('DELETE FROM folder_permissions WHERE folder_id = $1 AND user_id = ANY($2::int[])', [
        folderId,
        removed,
      ]);
  });
}
