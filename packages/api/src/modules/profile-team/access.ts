/**
 * Who may do what with schools, school groups and teams (spec platform §6). Roles are read from the database on every
 * call (not from the access token), so a member whose role was just changed is judged by the new one.
 *
 * | school level | who |
 * |---|---|
 * | admin   | an Admin whose school group holds the school (or whose own school it is) |
 * | manager | a Manager of that school (current school or an active user_schools row) |
 * | member  | anyone else who belongs to the school (reads it and its team) |
 * | none    | everyone else: 403 (404 when the school does not exist) |
 */
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';

export interface Actor {
  userId: number;
  roles: string[];
  schoolId: number | null;
  groupId: number | null;
  name: string;
  email: string;
}
export type SchoolLevel = 'admin' | 'manager' | 'member' | 'none';

export async function actorOf(db: Db, user: AuthUser | undefined): Promise<Actor> {
  if (!user) throw ApiError.unauthorized();
  const { rows } = await db.query<{
    id: number;
    school_id: number | null;
    group_id: number | null;
    roles: string[] | null;
    name: string | null;
    surname: string | null;
    email: string;
  }>(
    `SELECT u.id, u.school_id, s.school_group_id AS group_id, u.name, u.surname, u.email,
            (SELECT array_agg(r.name ORDER BY r.id) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id AND r.kind = 'primary') AS roles
       FROM users u LEFT JOIN schools s ON s.id = u.school_id WHERE u.id = $1 AND u.active AND u.deleted_at IS NULL`,
    [user.userId],
  );
  const r = rows[0];
  if (!r) throw ApiError.unauthorized('The user no longer exists');
  return {
    userId: r.id,
    roles: r.roles ?? [],
    schoolId: r.school_id,
    groupId: r.group_id,
    name: [r.name, r.surname].filter(Boolean).join(' ') || r.email,
    email: r.email,
  };
}

export const isAdmin = (a: Actor) => a.roles.includes('Admin');
export const isManager = (a: Actor) => a.roles.includes('Manager');

/** The caller's level on a school; 404 when the school does not exist. */
export async function schoolLevel(
  db: Db,
  a: Actor,
  schoolId: number,
): Promise<{ level: SchoolLevel; groupId: number | null }> {
  const { rows } = await db.query<{ group_id: number | null; member: boolean; managed: boolean }>(
    `SELECT s.school_group_id AS group_id,
            ($2::int = s.id OR EXISTS (SELECT 1 FROM user_schools us WHERE us.user_id = $3 AND us.school_id = s.id AND us.removed_at IS NULL)) AS member,
            EXISTS (SELECT 1 FROM user_schools us WHERE us.user_id = $3 AND us.school_id = s.id AND us.removed_at IS NULL AND us.state IN (1, 2)) AS managed
       FROM schools s WHERE s.id = $1`,
    [schoolId, a.schoolId, a.userId],
  );
  const s = rows[0];
  if (!s) throw ApiError.notFound('School not found');
  if (isAdmin(a) && ((a.groupId !== null && s.group_id === a.groupId) || a.schoolId === schoolId))
    return { level: 'admin', groupId: s.group_id };
  if (isManager(a) && (a.schoolId === schoolId || s.managed)) return { level: 'manager', groupId: s.group_id };
  if (s.member) return { level: 'member', groupId: s.group_id };
  return { level: 'none', groupId: s.group_id };
}

/** 403 unless the caller reads the school (member, manager or admin). */
export async function canReadSchool(db: Db, a: Actor, schoolId: number): Promise<SchoolLevel> {
  const { level } = await schoolLevel(db, a, schoolId);
  if (level === 'none') throw ApiError.forbidden('You do not have permission for this school', 'NOT_YOUR_SCHOOL');
  return level;
}
/** 403 unless the caller administers the school (manager of it, or admin of its group). */
export async function canManageSchool(db: Db, a: Actor, schoolId: number): Promise<'admin' | 'manager'> {
  const { level } = await schoolLevel(db, a, schoolId);
  if (level === 'admin' || level === 'manager') return level;
  throw ApiError.forbidden(
    'Only the managers of this school and the admins of its group may do this',
    'NOT_SCHOOL_MANAGER',
  );
}

/** 404 when the group does not exist; 'admin' for an Admin of it, 'member' for someone of one of its schools, else 403. */
export async function groupLevel(db: Db, a: Actor, groupId: number): Promise<'admin' | 'member'> {
  const { rows } = await db.query('SELECT 1 FROM school_groups WHERE id = $1', [groupId]);
  if (!rows.length) throw ApiError.notFound('School group not found');
  if (a.groupId === groupId) return isAdmin(a) ? 'admin' : 'member';
  throw ApiError.forbidden('You do not have permission for this school group', 'NOT_YOUR_GROUP');
}

/** A file location must be one uploaded to the owner's own folder (Users/{id}, Schools/{id}, SchoolGroup/{id}). */
export function checkFile(
  location: string | null | undefined,
  area: 'Users' | 'Schools' | 'SchoolGroup',
  ownerId: number,
  field: string,
): void {
  if (location === undefined || location === null) return;
  if (!location.startsWith(`/files/${area}/${ownerId}/`)) {
    throw ApiError.badRequest(`${field}: upload the image with FileApi/UploadAsBase64 to ${area}/${ownerId}/ first`, [
      { path: field, message: 'Not an uploaded file of this owner' },
    ]);
  }
}

/** 400 when any id is not in the reference table. */
export async function checkIds(
  db: Db,
  table: 'educational_levels' | 'subjects' | 'positions',
  ids: number[] | undefined,
  field: string,
): Promise<void> {
  if (!ids?.length) return;
  const uniq = [...new Set(ids)];
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1::int[])`, [
    uniq,
  ]);
  if (rows[0].n !== uniq.length)
    throw ApiError.badRequest(`${field}: unknown id`, [{ path: field, message: 'unknown id' }]);
}

/**
 * The common checks of an edit of a user, school or group: its picture (`field`) uploaded to its own folder, and its
 * educational levels known (400 otherwise).
 */
export async function checkPictureAndLevels(
  db: Db,
  picture: { field: string; location: string | null | undefined },
  area: 'Users' | 'Schools' | 'SchoolGroup',
  ownerId: number,
  levelIds: number[] | undefined,
): Promise<void> {
  checkFile(picture.location, area, ownerId, picture.field);
  await checkIds(db, 'educational_levels', levelIds, 'educationalLevelIds');
}
