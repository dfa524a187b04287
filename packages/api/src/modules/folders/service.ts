import {
  FOLDER_ERROR_CODES as CODES,
  FOLDER_NAME_MAX,
  FOLDER_RESOURCES_MAX,
  type ExploreLocale,
  type FolderDetail,
  type FolderInfo,
  type FolderOrigin,
  type FolderResourceItem,
  type FolderWithFlag,
} from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { hasRole } from '../../http/auth';
import { ensureFresh, loadCards } from '../explore/public';
import { groupOf } from '../../http/request';
import {
  Permission,
  notFound,
  noEditPermission,
  fullName,
  repeated,
  isUniqueViolation,
  permissionOn,
  requireAccess,
} from './access';
export * from './sharing';
export * from './access';

// ---------------------------------------------------------------- lists
interface FolderRow {
  id: number;
  name: string;
  description: string | null;
  created_at: string | Date;
  copied_at: string | Date | null;
  origin: FolderOrigin;
  locale: ExploreLocale;
  permission: Permission;
  resources: number;
  shared: number;
  owner_id: number;
  owner_name: string | null;
  owner_surname: string | null;
  owner_email: string;
  copied_from_provider_folder_id: number | null;
}
const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());
const FOLDER_COLUMNS = `f.id, f.name, f.description, f.created_at, f.copied_at, f.origin, f.locale, f.copied_from_provider_folder_id,
        CASE WHEN f.owner_id = $1 THEN 'Owner' ELSE fp.permission END AS permission,
        (SELECT count(*) FROM folder_resources x WHERE x.folder_id = f.id)::integer AS resources,
        (SELECT count(*) FROM folder_permissions x WHERE x.folder_id = f.id AND x.user_id <> f.owner_id)::integer AS shared,
        f.owner_id, o.name AS owner_name, o.surname AS owner_surname, o.email AS owner_email`;
const toInfo = (f: FolderRow): FolderInfo => ({
  id: f.id,
  name: f.name,
  description: f.description,
  createdAt: iso(f.created_at)!,
  copiedAt: iso(f.copied_at),
  resourcesCount: f.resources,
  permission: f.permission,
  origin: f.origin,
  locale: f.locale,
  sharedCount: f.shared,
  owner: { userId: f.owner_id, name: fullName(f.owner_name, f.owner_surname, f.owner_email) },
});

/** My folders (owned, newest first) then those shared with me (newest share first), a page of them. */
export async function listFolders(db: Db, userId: number, pageNumber = 0, pageSize = 500): Promise<FolderInfo[]> {
  const { rows } = await db.query<FolderRow>(
    `SELECT ${FOLDER_COLUMNS}
       FROM folders f JOIN users o ON o.id = f.owner_id
       LEFT JOIN folder_permissions fp ON fp.folder_id = f.id AND fp.user_id = $1
      WHERE f.owner_id = $1 OR (fp.user_id = $1 AND fp.permission IN ('Read', 'Edit'))
      ORDER BY (f.owner_id = $1) DESC, CASE WHEN f.owner_id = $1 THEN f.created_at ELSE fp.created_at END DESC, f.id DESC
      LIMIT $2 OFFSET $3`,
    [userId, pageSize, pageNumber * pageSize],
  );
  return rows.map(toInfo);
}

async function folderRow(db: Db, userId: number, folderId: number): Promise<FolderRow> {
  const { rows } = await db.query<FolderRow>(
    `SELECT ${FOLDER_COLUMNS} FROM folders f JOIN users o ON o.id = f.owner_id
       LEFT JOIN folder_permissions fp ON fp.folder_id = f.id AND fp.user_id = $1
      WHERE f.id = $2`,
    [userId, folderId],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}
export async function folderInfo(db: Db, userId: number, folderId: number): Promise<FolderInfo> {
  return toInfo(await folderRow(db, userId, folderId));
}

/** The folder with its resources in order (cards in `locale`; null card = no longer available to the caller). */
export async function folderDetail(
  db: Db,
  user: AuthUser,
  folderId: number,
  locale: ExploreLocale,
): Promise<FolderDetail> {
  const permission = await requireAccess(db, user.userId, folderId, 'read');
  const f = await folderRow(db, user.userId, folderId);
  const { rows } = await db.query<{
    resource_id: number;
    position: number;
    added_at: string | Date;
    school_group_id: number | null;
    deleted_at: string | null;
  }>(
    `SELECT x.resource_id, x.position, x.added_at, r.school_group_id, r.deleted_at FROM folder_resources x JOIN resources r ON r.id = x.resource_id
      WHERE x.folder_id = $1 ORDER BY x.position, x.resource_id`,
    [folderId],
  );
  const group = await groupOf(db, user);
  const staff = hasRole(user, 'ProviderStaff');
  const visible = rows
    .filter((r) => !r.deleted_at && (r.school_group_id === null || staff || r.school_group_id === group))
    .map((r) => r.resource_id);
  await ensureFresh(db);
  const cards = new Map((await loadCards(db, visible, locale)).map((c) => [c.id, c]));
  const resources: FolderResourceItem[] = rows.map((r, i) => ({
    resourceId: r.resource_id,
    order: i,
    addedAt: iso(r.added_at)!,
    card: cards.get(r.resource_id) ?? null,
  }));
  return {
    ...toInfo(f),
    permission,
    copiedFromKimpleFolderId: f.copied_from_provider_folder_id,
    canEdit: permission !== 'Read',
    resources,
  };
}

/** My folders flagged with whether `resourceId` is in each. */
export async function resourceFlags(db: Db, userId: number, resourceId: number): Promise<FolderWithFlag[]> {
  const list = await listFolders(db, userId);
  const { rows } = await db.query<{ folder_id: number }>(
    'SELECT folder_id FROM folder_resources WHERE resource_id = $1 AND folder_id = ANY($2::int[])',
    [resourceId, list.map((f) => f.id)],
  );
  const inside = new Set(rows.map((r) => r.folder_id));
  return list.map((f) => ({
    folderId: f.id,
    folderName: f.name,
    inFolder: inside.has(f.id),
    permission: f.permission,
  }));
}

// ---------------------------------------------------------------- create, rename, describe, delete
export async function createFolder(
  db: Db,
  userId: number,
  input: { name: string; description?: string | null; locale: ExploreLocale },
): Promise<FolderInfo> {
  const { rows: dup } = await db.query('SELECT 1 FROM folders WHERE owner_id = $1 AND lower(name) = lower($2)', [
    userId,
    input.name,
  ]);
  if (dup.length) throw repeated();
  const id = await db
    .transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO folders (owner_id, name, description, locale, origin) VALUES ($1, $2, $3, $4, 1) RETURNING id',
        [userId, input.name, input.description || null, input.locale],
      );
      await tx.query(
        `INSERT INTO folder_permissions (folder_id, user_id, permission) VALUES ($1, $2, 'Owner') ON CONFLICT DO NOTHING`,
        [rows[0].id, userId],
      );
      return rows[0].id;
    })
    .catch((e: unknown) => {
      if (isUniqueViolation(e)) throw repeated();
      throw e;
    });
  return folderInfo(db, userId, id);
}

export async function renameFolder(db: Db, userId: number, folderId: number, name: string): Promise<FolderInfo> {
  await requireAccess(db, userId, folderId, 'owner');
  const { rows: dup } = await db.query(
    'SELECT 1 FROM folders WHERE owner_id = $1 AND lower(name) = lower($2) AND id <> $3',
    [userId, name, folderId],
  );
  if (dup.length) throw repeated();
  await db
    .query('UPDATE folders SET name = $2, updated_at = now() WHERE id = $1', [folderId, name])
    .catch((e: unknown) => {
      if (isUniqueViolation(e)) throw repeated();
      throw e;
    });
  return folderInfo(db, userId, folderId);
}

export async function setDescription(
  db: Db,
  userId: number,
  folderId: number,
  description: string,
): Promise<FolderInfo> {
  await requireAccess(db, userId, folderId, 'edit');
  await db.query('UPDATE folders SET description = $2, updated_at = now() WHERE id = $1', [
    folderId,
    description || null,
  ]);
  return folderInfo(db, userId, folderId);
}

export async function deleteFolder(db: Db, userId: number, folderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await requireAccess(tx, userId, folderId, 'owner', true);
    await tx.query('DELETE FROM folders WHERE id = $1', [folderId]);
  });
}

// ---------------------------------------------------------------- resources of a folder
/** Appends a resource at the end (no-op when it is already there). Call inside a transaction holding the folder's lock. */
async function appendResource(tx: Db, folderId: number, resourceId: number): Promise<void> {
  const { rows } = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM folder_resources WHERE folder_id = $1',
    [folderId],
  );
  if (rows[0].n >= FOLDER_RESOURCES_MAX)
    throw ApiError.badRequest(`A folder holds at most ${FOLDER_RESOURCES_MAX} resources`, undefined, CODES.folderFull);
  await tx.query(
    `INSERT INTO folder_resources (folder_id, resource_id, position)
                  VALUES ($1, $2, (SELECT coalesce(max(position), -1) + 1 FROM folder_resources WHERE folder_id = $1))
                  ON CONFLICT (folder_id, resource_id) DO NOTHING`,
    [folderId, resourceId],
  );
}

/**
 * Adds / removes one resource to / from several folders at once. Every folder must be mine or shared with me as editor:
 * 404 when any is unknown to me, 403 NO_EDIT_PERMISSION when any is read-only; nothing changes then.
 */
export async function updateResourceInFolders(
  db: Db,
  userId: number,
  resourceId: number,
  folders: Array<{ folderId: number; inFolder: boolean }>,
): Promise<void> {
  const last = new Map(folders.map((f) => [f.folderId, f.inFolder]));
  const ids = [...last.keys()].sort((a, b) => a - b); // one lock order for every writer
  await db.transaction(async (tx) => {
    const perms = [];
    for (const id of ids) perms.push(await permissionOn(tx, userId, id, true));
    if (perms.some((p) => p === null)) throw notFound();
    if (perms.some((p) => p === 'Read')) throw noEditPermission();
    for (const id of ids) {
      if (last.get(id)) await appendResource(tx, id, resourceId);
      else await tx.query('DELETE FROM folder_resources WHERE folder_id = $1 AND resource_id = $2', [id, resourceId]);
      await tx.query('UPDATE folders SET updated_at = now() WHERE id = $1', [id]);
    }
  });
}

export async function removeResource(db: Db, userId: number, folderId: number, resourceId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await requireAccess(tx, userId, folderId, 'edit', true);
    const { rows } = await tx.query(
      'DELETE FROM folder_resources WHERE folder_id = $1 AND resource_id = $2 RETURNING 1',
      [folderId, resourceId],
    );
    if (!rows.length) throw ApiError.notFound('The resource is not in this folder', CODES.resourceNotInFolder);
    await tx.query('UPDATE folders SET updated_at = now() WHERE id = $1', [folderId]);
  });
}

/** Removes a resource from every folder I own or edit (folders shared with me read-only keep it). */
export async function removeFromAllFolders(db: Db, userId: number, resourceId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows: targets } = await tx.query<{ id: number }>(
      `SELECT f.id FROM folders f JOIN folder_resources x ON x.folder_id = f.id AND x.resource_id = $2
        WHERE f.owner_id = $1 OR EXISTS (SELECT 1 FROM folder_permissions p WHERE p.folder_id = f.id AND p.user_id = $1 AND p.permission = 'Edit')
        ORDER BY f.id FOR UPDATE OF f`,
      [userId, resourceId],
    );
    const ids = targets.map((t) => t.id);
    if (!ids.length) return 0;
    await tx.query('DELETE FROM folder_resources WHERE resource_id = $1 AND folder_id = ANY($2::int[])', [
      resourceId,
      ids,
    ]);
    await tx.query('UPDATE folders SET updated_at = now() WHERE id = ANY($1::int[])', [ids]);
    return ids.length;
  });
}

/**
 * Puts the folder's resources in the order given. The list must be a permutation of the folder's resources as they
 * are when this writer holds the folder's lock (else 400 ORDER_NOT_PERMUTATION and nothing changes), so a reorder based
 * on a stale view (a resource added or removed meanwhile) is refused instead of dropping or duplicating one.
 */
export async function orderResources(db: Db, userId: number, folderId: number, resourceIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await requireAccess(tx, userId, folderId, 'edit', true);
    const { rows } = await tx.query<{ resource_id: number }>(
      'SELECT resource_id FROM folder_resources WHERE folder_id = $1',
      [folderId],
    );
    const current = new Set(rows.map((r) => r.resource_id));
    if (current.size !== resourceIds.length || resourceIds.some((id) => !current.has(id))) {
      const message = 'The order must list every resource of the folder exactly once';
      throw ApiError.badRequest(message, [{ path: 'resourceIds', message }], CODES.orderNotPermutation);
    }
    if (!resourceIds.length) return;
    await tx.query(
      `UPDATE folder_resources fr SET position = x.ord - 1
         FROM unnest($2::int[]) WITH ORDINALITY AS x(resource_id, ord)
        WHERE fr.folder_id = $1 AND fr.resource_id = x.resource_id`,
      [folderId, resourceIds],
    );
    await tx.query('UPDATE folders SET updated_at = now() WHERE id = $1', [folderId]);
  });
}

// ---------------------------------------------------------------- copy a provider folder
/** "Name", "Name (2)", "Name (3)"… within 50 characters, the first one not used by the owner. */
async function freeName(db: Db, ownerId: number, base: string): Promise<string> {
  const clean =
    base
      .replace(/\u0000/g, '')
      .trim()
      .slice(0, FOLDER_NAME_MAX) || 'Folder';
  const { rows } = await db.query<{ name: string }>('SELECT lower(name) AS name FROM folders WHERE owner_id = $1', [
    ownerId,
  ]);
  const taken = new Set(rows.map((r) => r.name));
  if (!taken.has(clean.toLowerCase())) return clean;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${clean.slice(0, FOLDER_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * Copies a provider folder (its name and description in `locale`, falling back; its available resources in order) into
 * my folders: origin copiedFromKimpleFolder 2, copied date now. 404 for an unknown provider folder.
 */
export async function copyProviderFolder(
  db: Db,
  user: AuthUser,
  providerFolderId: number,
  locale: ExploreLocale,
): Promise<FolderInfo> {
  const { rows } = await db.query<{ name: string; description: string | null; locale: ExploreLocale }>(
    `SELECT fl.name, fl.description, fl.locale FROM provider_folders f
       JOIN LATERAL (SELECT * FROM provider_folder_locales x WHERE x.folder_id = f.id AND x.status = 1
                      ORDER BY (x.locale = $2) DESC, array_position(ARRAY['es','en','ca'], x.locale) LIMIT 1) fl ON true
      WHERE f.id = $1 AND f.deleted_at IS NULL`,
    [providerFolderId, locale],
  );
  const src = rows[0];
  if (!src) throw ApiError.notFound('Folder not found');
  const group = await groupOf(db, user);
  const { rows: res } = await db.query<{ resource_id: number }>(
    `SELECT x.resource_id FROM provider_folder_resources x JOIN resources r ON r.id = x.resource_id
      WHERE x.folder_id = $1 AND r.deleted_at IS NULL AND (r.school_group_id IS NULL OR r.school_group_id = $2)
      ORDER BY x.position, x.resource_id LIMIT $3`,
    [providerFolderId, group, FOLDER_RESOURCES_MAX],
  );
  for (let attempt = 0; ; attempt++) {
    try {
      const id = await db.transaction(async (tx) => {
        // one copy of the owner at a time picks the free name (ten copies at once all took "Name (2)" and the
        // retries ran out: 500, issue 26); the owner's row lock serialises them on PostgreSQL and PGlite alike
        await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.userId]);
        const name = await freeName(tx, user.userId, src.name);
        const { rows: ins } = await tx.query<{ id: number }>(
          `INSERT INTO folders (owner_id, name, description, locale, origin, copied_from_provider_folder_id, copied_at)
           VALUES ($1, $2, $3, $4, 2, $5, now()) RETURNING id`,
          [user.userId, name, src.description ? src.description.slice(0, 1000) : null, src.locale, providerFolderId],
        );
        const folderId = ins[0].id;
        await tx.query(
          `INSERT INTO folder_permissions (folder_id, user_id, permission) VALUES ($1, $2, 'Owner') ON CONFLICT DO NOTHING`,
          [folderId, user.userId],
        );
        if (res.length) {
          await tx.query(
            `INSERT INTO folder_resources (folder_id, resource_id, position)
                          SELECT $1, x.id, x.ord - 1 FROM unnest($2::int[]) WITH ORDINALITY AS x(id, ord)`,
            [folderId, res.map((r) => r.resource_id)],
          );
        }
        return folderId;
      });
      return folderInfo(db, user.userId, id);
    } catch (e) {
      if (isUniqueViolation(e) && attempt < 3) continue; // the same name taken meanwhile (a folder renamed): pick the next one
      if (isUniqueViolation(e))
        throw ApiError.conflict('Another copy of this folder was being made: try again', 'BUSY');
      throw e;
    }
  }
}
