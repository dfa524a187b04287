import type { Db } from '../../db/types';
import { hasActiveKreaLicense as coreActiveKreaLicense } from '../../http/auth';
import type { AuthUser } from '../../http/context';
import type { UploadTarget } from './paths';

export type AccessResult = { ok: true } | { ok: false; message: string };
const deny = (message: string): AccessResult => ({ ok: false, message });
const has = (list: string[], role: string) => list.some((r) => r.toLowerCase() === role.toLowerCase());

/**
 * Who may write where:
 *  - Users/{id}: only that user.
 *  - Schools/{id}: a Manager or Admin whose current school it is, or an Admin whose school group holds it.
 *  - SchoolGroup/{id}: an Admin of that school group.
 *  - Krea/{groupId}_...: authoring access (active Krea licence + Author/ApprovingAuthor or Admin) in that
 *    school group (provider staff with authoring access: any group).
 */
export async function canWrite(db: Db, user: AuthUser, target: UploadTarget): Promise<AccessResult> {
  const isAdmin = has(user.primaryRoles, 'Admin');
  const isManager = has(user.primaryRoles, 'Manager');
  switch (target.area) {
    case 'user':
      return target.ownerId === user.userId ? { ok: true } : deny('You can only upload to your own folder');
    case 'school': {
      if ((isAdmin || isManager) && user.schoolId === target.ownerId) return { ok: true };
      if (isAdmin && user.schoolGroupId !== null && (await schoolGroupOf(db, target.ownerId)) === user.schoolGroupId)
        return { ok: true };
      return deny('You cannot upload files for this school');
    }
    case 'schoolGroup':
      return isAdmin && user.schoolGroupId === target.ownerId
        ? { ok: true }
        : deny('You cannot upload files for this school group');
    case 'krea': {
      const author = has(user.secondaryRoles, 'Author') || has(user.secondaryRoles, 'ApprovingAuthor') || isAdmin;
      if (!author) return deny('Authoring access is required');
      if (!(await hasActiveKreaLicense(db, user))) return deny('An active Krea licence is required');
      if (has(user.primaryRoles, 'ProviderStaff')) return { ok: true };
      return user.schoolGroupId === target.groupId
        ? { ok: true }
        : deny('You cannot upload files for this school group');
    }
  }
}

async function schoolGroupOf(db: Db, schoolId: number): Promise<number | null> {
  const { rows } = await db.query<{ g: number | null }>('SELECT school_group_id AS g FROM schools WHERE id = $1', [
    schoolId,
  ]);
  return rows[0]?.g == null ? null : Number(rows[0].g);
}

/** Active Krea licence of the user (through their school or school group). */
export async function hasActiveKreaLicense(db: Db, user: AuthUser): Promise<boolean> {
  return ACTIVE_KREA_LICENSE(db, user);
}

/** The core's check (licenses: kind krea, active, held by the user, their school or school group). */
const coreCheck = (db: Db, user: AuthUser) => coreActiveKreaLicense(db, user.userId);
let ACTIVE_KREA_LICENSE: (db: Db, user: AuthUser) => Promise<boolean> = coreCheck;
/** Overrides the Krea-licence check (null restores the core's). */
export function setKreaLicenseCheck(fn: ((db: Db, user: AuthUser) => Promise<boolean>) | null) {
  ACTIVE_KREA_LICENSE = fn ?? coreCheck;
}
