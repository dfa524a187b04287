import type {
  AppLocale,
  BaseLicenseDto,
  IdName,
  KreaLicenseDto,
  LicenseDto,
  LicenseStatusCode,
  LicenseTypeCode,
  NamedRoleDto,
  UserInfoDto,
  UserProfileDto,
  WhitelabelLicenseDto,
} from '@platform/contracts';
import { trialDaysLeft } from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { l10nSql } from '../../http/locale';
import { cachedRead, registerCachedTables, tablesIn } from '../../http/read-cache';

export const TERMS_VERSION = 'v1';

interface UserRow {
  id: number;
  email: string;
  name: string | null;
  surname: string | null;
  avatar: string | null;
  cell_phone_number: string | null;
  bio: string | null;
  position_id: number | null;
  position_name: string | null;
  school_id: number | null;
  school_name: string | null;
  school_address: string | null;
  school_email: string | null;
  school_avatar: string | null;
  school_group_id: number | null;
  school_group_name: string | null;
  school_group_type: number | null;
  school_group_picture: string | null;
  join_date: Date;
  main_trial: boolean;
  mailing_language: AppLocale;
  navigation_language: AppLocale;
  navigation_tutorial: boolean;
  notification_last_seen: Date | null;
  subjects_label: string | null;
  roles: Array<RoleRow> | null;
  terms_signed_at: Date | null;
}
interface RoleRow {
  id: number;
  name: string;
  kind: 'primary' | 'secondary';
}

/** The AuthUser (token claims) of a user id; null when the user does not exist, is inactive or deleted. */
export async function loadAuthUser(db: Db, userId: number): Promise<AuthUser | null> {
  const { rows } = await db.query<{
    id: number;
    email: string;
    school_id: number | null;
    school_group_id: number | null;
    roles: RoleRow[] | null;
  }>(
    `SELECT u.id, u.email, u.school_id, s.school_group_id,
            (SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'kind', r.kind) ORDER BY r.id)
               FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS roles
       FROM users u LEFT JOIN schools s ON s.id = u.school_id
      WHERE u.id = $1 AND u.active AND u.deleted_at IS NULL`,
    [userId],
  );
  const u = rows[0];
  if (!u) return null;
  const roles = u.roles ?? [];
  return {
    userId: u.id,
    email: u.email,
    primaryRoles: roles.filter((r) => r.kind === 'primary').map((r) => r.name),
    secondaryRoles: roles.filter((r) => r.kind === 'secondary').map((r) => r.name),
    schoolId: u.school_id,
    schoolGroupId: u.school_group_id,
  };
}

const USER_ROW_SQL = `SELECT u.id, u.email, u.name, u.surname, u.avatar, u.cell_phone_number, u.bio, u.position_id,
            ${l10nSql('p.name', '$2')} AS position_name,
            u.school_id, s.name AS school_name, s.address AS school_address, s.email AS school_email, s.avatar AS school_avatar,
            s.school_group_id, g.name AS school_group_name, g.type::int AS school_group_type, g.picture AS school_group_picture,
            u.join_date, u.main_trial, u.mailing_language, u.navigation_language, u.navigation_tutorial,
            u.notification_last_seen, u.subjects_label,
            (SELECT json_agg(json_build_object('id', r.code, 'name', r.name, 'kind', r.kind) ORDER BY r.id)
               FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS roles,
            (SELECT signed_at FROM terms_signatures ts WHERE ts.user_id = u.id AND ts.version = '${TERMS_VERSION}') AS terms_signed_at
       FROM users u
       LEFT JOIN positions p ON p.id = u.position_id
       LEFT JOIN schools s ON s.id = u.school_id
       LEFT JOIN school_groups g ON g.id = s.school_group_id
      WHERE u.id = $1 AND u.active AND u.deleted_at IS NULL`;
async function userRow(db: Db, userId: number, locale: AppLocale): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(USER_ROW_SQL, [userId, locale]);
  return rows[0] ?? null;
}

function splitRoles(rows: RoleRow[]): { primary: NamedRoleDto[]; secondary: NamedRoleDto[] } {
  return {
    primary: rows.filter((r) => r.kind === 'primary').map((r) => ({ id: r.id, name: r.name })),
    secondary: rows.filter((r) => r.kind === 'secondary').map((r) => ({ id: r.id, name: r.name })),
  };
}

async function roles(db: Db, userId: number): Promise<{ primary: NamedRoleDto[]; secondary: NamedRoleDto[] }> {
  const { rows } = await db.query<RoleRow>(
    'SELECT r.code AS id, r.name, r.kind FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY r.id',
    [userId],
  );
  return {
    primary: rows.filter((r) => r.kind === 'primary').map((r) => ({ id: r.id, name: r.name })),
    secondary: rows.filter((r) => r.kind === 'secondary').map((r) => ({ id: r.id, name: r.name })),
  };
}

/** Educational levels of the user, their school and their school group (group table ∪ its schools' levels). */
const LEVELS_SQL = `SELECT 'user' AS scope, l.id, ${l10nSql('l.name', '$4')} AS name, l.position FROM user_educational_levels x JOIN educational_levels l ON l.id = x.educational_level_id WHERE x.user_id = $1
     UNION ALL
     SELECT 'school', l.id, ${l10nSql('l.name', '$4')}, l.position FROM school_educational_levels x JOIN educational_levels l ON l.id = x.educational_level_id WHERE x.school_id = $2
     UNION ALL
     SELECT DISTINCT 'group', l.id, ${l10nSql('l.name', '$4')}, l.position FROM educational_levels l
      WHERE $3::int IS NOT NULL AND (
        l.id IN (SELECT educational_level_id FROM school_group_educational_levels WHERE school_group_id = $3)
        OR l.id IN (SELECT sel.educational_level_id FROM school_educational_levels sel JOIN schools s ON s.id = sel.school_id WHERE s.school_group_id = $3))
     ORDER BY 1, 4, 2`;
async function levels(db: Db, userId: number, schoolId: number | null, groupId: number | null, locale: AppLocale) {
  const { rows } = await db.query<{ scope: 'user' | 'school' | 'group'; id: number; name: string }>(LEVELS_SQL, [
    userId,
    schoolId,
    groupId,
    locale,
  ]);
  const pick = (scope: string): IdName[] =>
    rows.filter((r) => r.scope === scope).map((r) => ({ id: r.id, name: r.name }));
  return { user: pick('user'), school: pick('school'), group: pick('group') };
}

interface LicenseRow {
  id: number;
  kind: 'base' | 'krea' | 'whitelabel';
  type: number | null;
  status: number;
  level: number | null;
  level_name: string | null;
  starts_at: Date | string;
  expires_at: Date | null;
  active: boolean;
  school_small_logo: string | null;
  school_large_logo: string | null;
  group_small_logo: string | null;
  group_large_logo: string | null;
  subdomain: string | null;
  created_at: Date;
}

/** Every licence held by the user, their current school or its group (any status), newest first. */
const LICENSE_ROWS_SQL = `SELECT l.id, l.kind, l.type::int AS type, l.status::int AS status, l.educational_level_id AS level,
            ${l10nSql('el.name', '$2')} AS level_name, l.starts_at, l.expires_at, l.created_at,
            (l.status = 1 AND l.starts_at <= now() AND (l.expires_at IS NULL OR l.expires_at > now())) AS active,
            s.small_logo AS school_small_logo, s.large_logo AS school_large_logo,
            g.small_logo AS group_small_logo, g.large_logo AS group_large_logo,
            coalesce(s.subdomain, g.subdomain) AS subdomain
       FROM users u
       LEFT JOIN schools s ON s.id = u.school_id
       LEFT JOIN school_groups g ON g.id = s.school_group_id
       JOIN licenses l ON l.user_id = u.id OR l.school_id = u.school_id OR (s.school_group_id IS NOT NULL AND l.school_group_id = s.school_group_id)
       LEFT JOIN educational_levels el ON el.id = l.educational_level_id
      WHERE u.id = $1
      ORDER BY l.created_at DESC, l.id DESC`;
async function licenseRows(db: Db, userId: number, locale: AppLocale): Promise<LicenseRow[]> {
  const { rows } = await db.query<LicenseRow>(LICENSE_ROWS_SQL, [userId, locale]);
  return rows;
}

/**
 * Licence rules of spec §6: base licences (types 1-4) that are active count; for a teacher only those whose
 * level is among the teacher's levels (a licence without level applies to all). The effective licence is custom
 * (4) when every counted licence is custom, otherwise the highest base code (campus 3 > programFee 2 > freemium 1).
 */
export function computeLicenses(rows: LicenseRow[], isTeacherOnly: boolean, userLevelIds: number[]) {
  const counted = rows.filter(
    (r) => r.kind === 'base' && r.active && (!isTeacherOnly || r.level === null || userLevelIds.includes(r.level)),
  );
  const base = counted.filter((r) => r.type !== null && r.type >= 1 && r.type <= 3);
  const baseLicenses: BaseLicenseDto[] = base.map((r) => ({
    id: r.id,
    code: r.type as LicenseTypeCode,
    level: r.level,
    levelName: r.level_name,
    expiresAt: r.expires_at ? new Date(r.expires_at).toISOString() : null,
  }));
  let license: LicenseDto | null = null;
  if (counted.length && counted.every((r) => r.type === 4)) {
    license = { id: counted[0].id, code: 4, level: counted[0].level, custom: true };
  } else if (base.length) {
    const best = [...base].sort((a, b) => (b.type ?? 0) - (a.type ?? 0))[0];
    license = { id: best.id, code: best.type as LicenseTypeCode, level: best.level, custom: false };
  }
  const krea = rows.find((r) => r.kind === 'krea' && r.active);
  const activeKreaLicense: KreaLicenseDto | null = krea
    ? {
        id: krea.id,
        status: krea.status as LicenseStatusCode,
        expiresAt: krea.expires_at ? new Date(krea.expires_at).toISOString() : null,
      }
    : null;
  // white-label: the active one if any, else the latest (the client checks status === 1)
  const wl = rows.find((r) => r.kind === 'whitelabel' && r.active) ?? rows.find((r) => r.kind === 'whitelabel');
  const activeWhitelabelLicense: WhitelabelLicenseDto | null = wl
    ? {
        id: wl.id,
        status: (wl.active ? 1 : wl.status === 1 ? 3 : wl.status) as LicenseStatusCode,
        whitelabelLicenseConfiguration: {
          largeLogo: wl.school_large_logo ?? wl.group_large_logo,
          smallLogo: wl.school_small_logo ?? wl.group_small_logo,
          subdomain: wl.subdomain,
        },
      }
    : null;
  return { baseLicenses, license, customLicense: license?.code === 4, activeKreaLicense, activeWhitelabelLicense };
}

export async function termsSigned(db: Db, userId: number): Promise<{ signed: boolean; signedAt: string | null }> {
  const { rows } = await db.query<{ signed_at: Date }>(
    'SELECT signed_at FROM terms_signatures WHERE user_id = $1 AND version = $2',
    [userId, TERMS_VERSION],
  );
  return { signed: rows.length > 0, signedAt: rows[0] ? new Date(rows[0].signed_at).toISOString() : null };
}

const fullName = (u: { name: string | null; surname: string | null }) =>
  [u.name, u.surname].filter(Boolean).join(' ') || null;

/** GET /AccountApi/Me */
/** What Me is built from (userRow, levels, licenseRows): a write to any of these tables drops every cached Me. */
const ME_TABLES = tablesIn(USER_ROW_SQL, LEVELS_SQL, LICENSE_ROWS_SQL);
registerCachedTables(ME_TABLES); // at load, in every process (see read-cache.ts)
const ME_TTL_MS = 60_000;

/**
 * The rows Me is built from, per user and language, through the read cache (ADR 0037): exact on writes (any write to
 * the tables they are read from drops them, in every process with Redis); what depends on the clock (a licence's
 * start or end, trial days left) is computed by the caller on every request from the cached dates.
 */
async function userInfoRows(db: Db, userId: number, locale: AppLocale) {
  return cachedRead(
    db,
    `me:${userId}:${locale}`,
    ME_TABLES,
    async () => {
      const u = await userRow(db, userId, locale);
      if (!u) return null;
      const [lv, lic] = await Promise.all([
        levels(db, userId, u.school_id, u.school_group_id, locale),
        licenseRows(db, userId, locale),
      ]);
      return { u, lv, lic };
    },
    ME_TTL_MS,
  );
}
/** A licence is active (status 1, started, not expired) now: computed per request, the rows may come from the cache. */
function activeNow(l: LicenseRow, now = Date.now()): boolean {
  return (
    l.status === 1 &&
    new Date(l.starts_at).getTime() <= now &&
    (l.expires_at === null || new Date(l.expires_at).getTime() > now)
  );
}

/** Who the user is, as both the user info and the profile open with it. */
function identity(u: UserRow) {
  return { userId: u.id, email: u.email, name: u.name, surname: u.surname, fullName: fullName(u), avatar: u.avatar };
}

export async function buildUserInfo(db: Db, userId: number, locale: AppLocale): Promise<UserInfoDto | null> {
  const rows = await userInfoRows(db, userId, locale);
  if (!rows) return null;
  const { u, lv } = rows;
  const now = Date.now();
  const lic = rows.lic.map((l) => ({ ...l, active: activeNow(l, now) }));
  const r = splitRoles(u.roles ?? []);
  const terms = { signed: u.terms_signed_at !== null };
  const primaryNames = r.primary.map((x) => x.name);
  const secondaryNames = r.secondary.map((x) => x.name);
  const isTeacherOnly =
    primaryNames.includes('Teacher') && !primaryNames.includes('Admin') && !primaryNames.includes('Manager');
  const licenses = computeLicenses(
    lic,
    isTeacherOnly,
    lv.user.map((l) => l.id),
  );
  const isTrial = primaryNames.includes('Trial');
  const kreaAccess =
    !!licenses.activeKreaLicense &&
    (secondaryNames.includes('Author') || secondaryNames.includes('ApprovingAuthor') || primaryNames.includes('Admin'));
  return {
    ...identity(u),
    primaryRoles: r.primary,
    secondaryRoles: r.secondary,
    position: u.position_id ? (u.position_name ?? null) : null,
    positionId: u.position_id,
    educationalLevels: lv.user,
    schoolEducationalLevels: lv.school,
    schoolGroupEducationalLevels: lv.group,
    mainTrial: u.main_trial,
    joinDate: new Date(u.join_date).toISOString(),
    trialDaysLeft: isTrial ? trialDaysLeft(new Date(u.join_date)) : null,
    ...licenses,
    schoolGroupId: u.school_group_id,
    schoolGroupName: u.school_group_name,
    schoolGroupType: u.school_group_type,
    schoolId: u.school_id,
    schoolName: u.school_name,
    languageConfiguration: {
      DefaultMailingLanguage: u.mailing_language,
      DefaultNavigationLanguage: u.navigation_language,
    },
    signedTermsAndCondition: terms.signed,
    navigationTutorial: u.navigation_tutorial,
    notificationLastSeen: u.notification_last_seen ? new Date(u.notification_last_seen).toISOString() : null,
    kreaAccess,
  };
}

/** Profile completion by role (spec §5). */
export function isProfileComplete(
  primary: string[],
  p: {
    bio: string | null;
    cellPhoneNumber: string | null;
    levels: number;
    subjectsLabel: string | null;
    subjects: number;
  },
): boolean {
  const has = (v: string | null) => !!v && v.trim() !== '';
  if (primary.includes('ProviderStaff')) return true;
  if (primary.includes('Admin') || primary.includes('Manager')) return has(p.bio) && has(p.cellPhoneNumber);
  if (primary.includes('Trial')) return has(p.bio) && has(p.cellPhoneNumber) && p.levels > 0;
  return has(p.bio) && has(p.cellPhoneNumber) && p.levels > 0 && (has(p.subjectsLabel) || p.subjects > 0);
}

/** GET /AccountApi/UserProfile */
export async function buildUserProfile(db: Db, userId: number, locale: AppLocale): Promise<UserProfileDto | null> {
  const u = await userRow(db, userId, locale);
  if (!u) return null;
  const [r, lv, subjects] = await Promise.all([
    roles(db, userId),
    levels(db, userId, u.school_id, u.school_group_id, locale),
    db.query<IdName>(
      `SELECT s.id, ${l10nSql('s.name', '$2')} AS name FROM user_subjects us JOIN subjects s ON s.id = us.subject_id WHERE us.user_id = $1 ORDER BY s.id`,
      [userId, locale],
    ),
  ]);
  const subjectsLabel = u.subjects_label ?? (subjects.rows.length ? subjects.rows.map((s) => s.name).join(', ') : null);
  return {
    userProfile: {
      userVO: {
        ...identity(u),
        cellPhoneNumber: u.cell_phone_number,
        bio: u.bio,
        position: u.position_id ? { id: u.position_id, name: u.position_name ?? '' } : null,
        educationalLevels: lv.user,
        subjects: subjects.rows,
        subjectsLabel,
        primaryRoles: r.primary,
        secondaryRoles: r.secondary,
      },
      schoolGroupVO: {
        id: u.school_group_id,
        name: u.school_group_name,
        picture: u.school_group_picture,
        educationalLevels: lv.group,
        currentSchool: u.school_id
          ? {
              id: u.school_id,
              name: u.school_name ?? '',
              address: u.school_address,
              email: u.school_email,
              avatar: u.school_avatar,
              impartedLevels: lv.school,
            }
          : null,
      },
    },
    profileComplete: isProfileComplete(
      r.primary.map((x) => x.name),
      {
        bio: u.bio,
        cellPhoneNumber: u.cell_phone_number,
        levels: lv.user.length,
        subjectsLabel: u.subjects_label,
        subjects: subjects.rows.length,
      },
    ),
  };
}
