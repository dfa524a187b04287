/** SQL of the sharing groups (SharingGroupApi, spec platform §7): plain functions taking the database first. */
import type { SharingGroupDto } from '@platform/contracts';
import type { Db } from '../../db/types';

/** A sharing group with its members (not deleted), by name; null when it does not exist. */
export async function sharingGroup(db: Db, id: number): Promise<SharingGroupDto | null> {
  const { rows } = await db.query<{ id: number; name: string; owner_id: number }>(
    'SELECT id, name, owner_id FROM sharing_groups WHERE id = $1',
    [id],
  );
  if (!rows[0]) return null;
  const m = await db.query<{
    id: number;
    name: string | null;
    surname: string | null;
    email: string;
    avatar: string | null;
    school_name: string | null;
  }>(
    `SELECT u.id, u.name, u.surname, u.email, u.avatar, s.name AS school_name FROM sharing_group_members gm JOIN users u ON u.id = gm.user_id
       LEFT JOIN schools s ON s.id = u.school_id WHERE gm.group_id = $1 AND u.deleted_at IS NULL ORDER BY lower(coalesce(u.name, u.email)), u.id`,
    [id],
  );
  return {
    id: rows[0].id,
    name: rows[0].name,
    ownerId: rows[0].owner_id,
    userSharingGroups: m.rows.map((u) => ({
      userId: u.id,
      name: [u.name, u.surname].filter(Boolean).join(' ') || u.email,
      email: u.email,
      avatar: u.avatar,
      schoolName: u.school_name,
    })),
  };
}

/** Whether the owner already has a group of that name (case-insensitive), other than `except`. */
export async function nameTaken(db: Db, ownerId: number, name: string, except?: number): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM sharing_groups WHERE owner_id = $1 AND lower(name) = lower($2) AND ($3::int IS NULL OR id <> $3)',
    [ownerId, name, except ?? null],
  );
  return rows.length > 0;
}

/** The ids of the owner's groups, by name. */
export async function groupIdsOf(db: Db, ownerId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM sharing_groups WHERE owner_id = $1 ORDER BY lower(name), id',
    [ownerId],
  );
  return rows.map((r) => r.id);
}

/** Creates a group with its members (one transaction); answers its id. */
export async function createGroup(db: Db, ownerId: number, name: string, userIds: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO sharing_groups (owner_id, name) VALUES ($1, $2) RETURNING id',
      [ownerId, name],
    );
    await addMembers(tx, rows[0].id, userIds);
    return rows[0].id;
  });
}

export async function renameGroup(db: Db, id: number, name: string): Promise<void> {
  await db.query('UPDATE sharing_groups SET name = $2 WHERE id = $1', [id, name]);
}

export async function deleteGroup(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM sharing_groups WHERE id = $1', [id]);
}

export async function addMembers(db: Db, id: number, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  await db.query(
    'INSERT INTO sharing_group_members (group_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [id, userIds],
  );
}

export async function removeMembers(db: Db, id: number, userIds: number[]): Promise<void> {
  await db.query('DELETE FROM sharing_group_members WHERE group_id = $1 AND user_id = ANY($2::int[])', [id, userIds]);
}
