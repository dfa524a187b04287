/**
 * FolderApi, the minimum the resource page needs (a later folders issue extends it): GetAllByUser, ResourceInFolders/{id},
 * UpdateResourceInFolders, Create. Folder name rules (spec §5): not empty, ≤ 50, not repeated for the user → 400 with
 * FOLDER_NAME_REQUIRED / FOLDER_NAME_TOO_LONG / FOLDER_NAME_REPEATED.
 */
import type { FastifyInstance } from 'fastify';
import { createFolderSchema, idParamSchema, updateResourceInFoldersSchema, EXPLORE_ERROR_CODES, FOLDER_NAME_MAX, type FolderInfo, type FolderWithFlag } from '@platform/contracts';
import { parse } from '../../http/validate';
import { doc } from '../../http/openapi';
import { ApiError } from '../../http/errors';
import type { Db } from '../../db/types';
import { localeOf, userOf } from '../explore/common';
import { visibleResource } from '../resources';

type Perm = 'Owner' | 'Edit' | 'Read';
/** My folders: owned, plus folders shared with me (permission Read / Edit). */
async function myFolders(db: Db, userId: number): Promise<Array<{ id: number; name: string; description: string | null; created_at: string; origin: 1 | 2; permission: Perm; resources: number }>> {
  const { rows } = await db.query<{ id: number; name: string; description: string | null; created_at: string; origin: 1 | 2; permission: Perm; resources: number }>(
    `SELECT f.id, f.name, f.description, f.created_at, f.origin,
            CASE WHEN f.owner_id = $1 THEN 'Owner' ELSE fp.permission END AS permission,
            (SELECT count(*) FROM folder_resources x WHERE x.folder_id = f.id)::integer AS resources
       FROM folders f LEFT JOIN folder_permissions fp ON fp.folder_id = f.id AND fp.user_id = $1
      WHERE f.owner_id = $1 OR fp.user_id = $1
      ORDER BY (f.owner_id = $1) DESC, f.created_at DESC, f.id DESC`, [userId]);
  return rows;
}

export default async function folders(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: app.authenticate };
  const db = () => app.db;

  app.get('/FolderApi/GetAllByUser', { ...auth, config: doc({ summary: 'My folders: owned first, then shared with me, with permission and resource count', tags: ['FolderApi'], auth: true, noInput: true }) }, async (req): Promise<FolderInfo[]> => {
    const user = userOf(req);
    return (await myFolders(db(), user.userId)).map((f) => ({ id: f.id, name: f.name, description: f.description, createdAt: new Date(f.created_at).toISOString(), resourcesCount: f.resources, permission: f.permission, origin: f.origin }));
  });

  app.get('/FolderApi/ResourceInFolders/:id', { ...auth, config: doc({ summary: 'My folders, each flagged with whether the resource is in it', tags: ['FolderApi'], auth: true, params: idParamSchema }) }, async (req): Promise<FolderWithFlag[]> => {
    const user = userOf(req);
    const { id } = parse(idParamSchema, req.params);
    await visibleResource(db(), user, id);
    const list = await myFolders(db(), user.userId);
    const { rows } = await db().query<{ folder_id: number }>('SELECT folder_id FROM folder_resources WHERE resource_id = $1 AND folder_id = ANY($2::int[])', [id, list.map((f) => f.id)]);
    const inside = new Set(rows.map((r) => r.folder_id));
    return list.map((f) => ({ folderId: f.id, folderName: f.name, inFolder: inside.has(f.id), permission: f.permission }));
  });

  /** Adds / removes the resource to / from folders I own or can edit; 403 NO_EDIT_PERMISSION (nothing changed) otherwise. */
  app.put('/FolderApi/UpdateResourceInFolders', { ...auth, config: doc({ summary: 'Adds / removes a resource to / from folders I own or can edit (403 NO_EDIT_PERMISSION otherwise)', tags: ['FolderApi'], auth: true, body: updateResourceInFoldersSchema }) }, async (req): Promise<FolderWithFlag[]> => {
    const user = userOf(req);
    const body = parse(updateResourceInFoldersSchema, req.body);
    await visibleResource(db(), user, body.resourceId);
    const list = await myFolders(db(), user.userId);
    const perms = new Map(list.map((f) => [f.id, f.permission]));
    const ids = [...new Set(body.folders.map((f) => f.folderId))];
    const { rows: existing } = await db().query<{ id: number }>('SELECT id FROM folders WHERE id = ANY($1::int[])', [ids]);
    if (existing.length !== ids.length) throw ApiError.notFound('Folder not found');
    if (ids.some((id) => perms.get(id) !== 'Owner' && perms.get(id) !== 'Edit')) throw ApiError.forbidden("You don't have editing permission", EXPLORE_ERROR_CODES.noEditPermission);
    await db().transaction(async (tx) => {
      for (const f of body.folders) {
        if (f.inFolder) {
          await tx.query(`INSERT INTO folder_resources (folder_id, resource_id, position)
                          VALUES ($1, $2, (SELECT coalesce(max(position), -1) + 1 FROM folder_resources WHERE folder_id = $1)) ON CONFLICT DO NOTHING`, [f.folderId, body.resourceId]);
        } else {
          await tx.query('DELETE FROM folder_resources WHERE folder_id = $1 AND resource_id = $2', [f.folderId, body.resourceId]);
        }
        await tx.query('UPDATE folders SET updated_at = now() WHERE id = $1', [f.folderId]);
      }
    });
    const { rows } = await db().query<{ folder_id: number }>('SELECT folder_id FROM folder_resources WHERE resource_id = $1 AND folder_id = ANY($2::int[])', [body.resourceId, list.map((f) => f.id)]);
    const inside = new Set(rows.map((r) => r.folder_id));
    return list.map((f) => ({ folderId: f.id, folderName: f.name, inFolder: inside.has(f.id), permission: f.permission }));
  });

  app.post('/FolderApi/Create', { ...auth, config: doc({ summary: 'Creates a folder (name required, at most 50 characters, not repeated for the user)', tags: ['FolderApi'], auth: true, body: createFolderSchema, responses: { 201: 'Created: the folder' } }) }, async (req, reply): Promise<FolderInfo> => {
    const user = userOf(req); const locale = localeOf(req);
    const raw = (req.body ?? {}) as Record<string, unknown>;
    const name = typeof raw.name === 'string' ? raw.name.trim() : '';
    if (!name) throw ApiError.badRequest('Please, complete the name', [{ path: 'name', message: 'Please, complete the name' }], EXPLORE_ERROR_CODES.folderNameRequired);
    if (name.length > FOLDER_NAME_MAX) throw ApiError.badRequest('The name must have a maximum of 50 characters.', [{ path: 'name', message: 'The name must have a maximum of 50 characters.' }], EXPLORE_ERROR_CODES.folderNameTooLong);
    const body = parse(createFolderSchema, req.body);
    const { rows: dup } = await db().query('SELECT 1 FROM folders WHERE owner_id = $1 AND lower(name) = lower($2)', [user.userId, body.name]);
    if (dup.length) throw ApiError.badRequest('You have already used that name, try another one.', [{ path: 'name', message: 'You have already used that name, try another one.' }], EXPLORE_ERROR_CODES.folderNameRepeated);
    const f = await db().transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number; created_at: string }>(
        'INSERT INTO folders (owner_id, name, description, locale, origin) VALUES ($1, $2, $3, $4, 1) RETURNING id, created_at', [user.userId, body.name, body.description ?? null, locale]);
      await tx.query(`INSERT INTO folder_permissions (folder_id, user_id, permission) VALUES ($1, $2, 'Owner') ON CONFLICT DO NOTHING`, [rows[0].id, user.userId]);
      return rows[0];
    }).catch((e: { code?: string }) => {
      if (e?.code === '23505') throw ApiError.badRequest('You have already used that name, try another one.', [{ path: 'name', message: 'You have already used that name, try another one.' }], EXPLORE_ERROR_CODES.folderNameRepeated);
      throw e;
    });
    reply.code(201);
    return { id: f.id, name: body.name, description: body.description ?? null, createdAt: new Date(f.created_at).toISOString(), resourcesCount: 0, permission: 'Owner', origin: 1 };
  });
}
