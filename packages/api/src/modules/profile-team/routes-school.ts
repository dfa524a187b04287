/**
 * SchoolApi: a school, its edit, my schools, the team, RemoveMembers, EditUser (spec platform §7).
 * Split out of index.ts (behaviour unchanged); who may do what: see index.ts.
 */
import type { FastifyInstance } from 'fastify';
import {
  editSchoolUserSchema,
  localeQuerySchema,
  removeMembersSchema,
  schoolExistsQuerySchema,
  schoolIdParamSchema,
  teamQuerySchema,
  updateSchoolSchema,
  TEAM_MESSAGES,
  type AppLocale,
  type SchoolDto,
  type StudentBand,
  type UserSchoolDto,
} from '@platform/contracts';
import { ApiError } from '../../http/errors';
import { router } from '../../http/route';
import { canManageSchool, canReadSchool, checkFile, checkIds, isAdmin, isManager, type Actor } from './access';
import { assertMayActOn, checkSchoolLevels, membersOf, setRoleAndLevels, teamPage } from './team';
import { SCHOOL, type Ctx } from './routes-context';

export function registerSchoolRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db, me, loc, levelsOf } = ctx;
  async function schoolDto(a: Actor, id: number, locale: AppLocale): Promise<SchoolDto> {
    const level = await canReadSchool(db(), a, id);
    const { rows } = await db().query<{
      id: number;
      name: string;
      address: string | null;
      email: string | null;
      centre_key: string | null;
      students_band: number | null;
      network_name: string | null;
      avatar: string | null;
      school_group_id: number | null;
      group_name: string | null;
    }>(
      `SELECT s.id, s.name, s.address, s.email, s.centre_key, s.students_band, coalesce(s.network_name, g.name) AS network_name, s.avatar, s.school_group_id, g.name AS group_name
         FROM schools s LEFT JOIN school_groups g ON g.id = s.school_group_id WHERE s.id = $1`,
      [id],
    );
    const s = rows[0];
    const team = await teamPage(db(), id, locale, 0, 0, 10);
    const mgr = await db().query<{
      id: number;
      name: string | null;
      surname: string | null;
      email: string;
      avatar: string | null;
    }>(
      `SELECT DISTINCT u.id, u.name, u.surname, u.email, u.avatar FROM users u
         JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id AND r.name = 'Manager'
         LEFT JOIN user_schools us ON us.user_id = u.id AND us.school_id = $1
        WHERE u.deleted_at IS NULL AND u.active AND ((u.school_id = $1 AND (us.user_id IS NULL OR us.removed_at IS NULL)) OR (us.removed_at IS NULL AND us.user_id IS NOT NULL))
        ORDER BY u.id`,
      [id],
    );
    return {
      id: s.id,
      name: s.name,
      address: s.address,
      email: s.email,
      centreKey: s.centre_key,
      studentsBand: s.students_band as StudentBand | null,
      educationalLevels: await levelsOf('school_educational_levels', 'school_id', id, locale),
      networkName: s.network_name,
      avatar: s.avatar,
      schoolGroupId: s.school_group_id,
      schoolGroupName: s.group_name,
      managers: mgr.rows.map((m) => ({
        userId: m.id,
        name: [m.name, m.surname].filter(Boolean).join(' ') || m.email,
        email: m.email,
        avatar: m.avatar,
      })),
      teamCount: team.totalCount,
      canEdit: level === 'admin' || level === 'manager',
    };
  }
  const api = router(app, { tags: SCHOOL, auth: true });

  api.get(
    '/SchoolApi/GetUserSchools',
    {
      summary: 'My schools (admins: every school of my group), each with whether I administer it',
      query: localeQuerySchema,
    },
    async (req, input): Promise<UserSchoolDto[]> => {
      void input.query; // validated, not read
      const a = await me(req);
      const { rows } = await db().query<{ id: number; name: string; avatar: string | null; state: number | null }>(
        `SELECT s.id, s.name, s.avatar, us.state FROM schools s
         LEFT JOIN user_schools us ON us.school_id = s.id AND us.user_id = $1 AND us.removed_at IS NULL
        WHERE s.id = $2 OR us.user_id IS NOT NULL OR ($3::boolean AND $4::int IS NOT NULL AND s.school_group_id = $4)
        ORDER BY (s.id = $2) DESC, s.name`,
        [a.userId, a.schoolId, isAdmin(a), a.groupId],
      );
      return rows.map((s) => ({
        id: s.id,
        name: s.name,
        avatar: s.avatar,
        current: s.id === a.schoolId,
        canManage: isAdmin(a) || (isManager(a) && (s.id === a.schoolId || s.state === 2)),
      }));
    },
  );

  api.get(
    '/SchoolApi/SchoolExists',
    {
      summary: 'Is this centre key taken by another school? (empty is free; ?schoolId = the school being edited)',
      query: schoolExistsQuerySchema,
    },
    async (req, input) => {
      const q = input.query;
      if (!q.centreKey) return false;
      const { rows } = await db().query(
        'SELECT 1 FROM schools WHERE lower(centre_key) = lower($1) AND ($2::int IS NULL OR id <> $2)',
        [q.centreKey, q.schoolId ?? null],
      );
      return rows.length > 0;
    },
  );

  api.get(
    '/SchoolApi/:id',
    {
      summary: 'A school I belong to (admins: of my group): data, levels, network, managers, team size, canEdit',
      params: schoolIdParamSchema,
      query: localeQuerySchema,
    },
    async (req, input) => {
      const { id } = input.params;
      void input.query; // validated, not read
      return schoolDto(await me(req), id, loc(req));
    },
  );

  api.put(
    '/SchoolApi/:id',
    {
      summary:
        'Edits a school (its managers, admins of its group): §5 name, address and network name required (requiredFields), email checked, centre key unique (409 CENTRE_KEY_TAKEN)',
      params: schoolIdParamSchema,
      body: updateSchoolSchema,
    },
    async (req, input) => {
      const { id } = input.params;
      const a = await me(req);
      await canManageSchool(db(), a, id);
      const b = input.body;
      checkFile(b.avatar, 'Schools', id, 'avatar');
      await checkIds(db(), 'educational_levels', b.educationalLevelIds, 'educationalLevelIds');
      if (b.centreKey) {
        const clash = await db().query('SELECT 1 FROM schools WHERE lower(centre_key) = lower($1) AND id <> $2', [
          b.centreKey,
          id,
        ]);
        if (clash.rows.length) throw new ApiError(409, 'CENTRE_KEY_TAKEN', 'The centre key is already registered');
      }
      await db().transaction(async (tx) => {
        await tx.query(
          `UPDATE schools SET name = $2, address = $3, network_name = $4, email = $5,
                centre_key = CASE WHEN $6::boolean THEN nullif($7, '') ELSE centre_key END,
                students_band = CASE WHEN $8::boolean THEN $9 ELSE students_band END,
                avatar = CASE WHEN $10::boolean THEN $11 ELSE avatar END, updated_at = now()
          WHERE id = $1`,
          [
            id,
            b.name,
            b.address,
            b.networkName,
            b.email,
            b.centreKey !== undefined,
            b.centreKey ?? '',
            b.studentsBand !== undefined,
            b.studentsBand ?? null,
            b.avatar !== undefined,
            b.avatar ?? null,
          ],
        );
        if (b.educationalLevelIds) {
          await tx.query('DELETE FROM school_educational_levels WHERE school_id = $1', [id]);
          await tx.query(
            'INSERT INTO school_educational_levels (school_id, educational_level_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
            [id, b.educationalLevelIds],
          );
        }
      });
      return schoolDto(a, id, loc(req));
    },
  );

  api.get(
    '/SchoolApi/GetUsersStatusBySchool/:id',
    {
      summary:
        'The team of a school, paged (page sizes 10/20/30), filter none 0 | confirmed 1 | canceled 2 | pending 3; members of the school and admins of its group',
      params: schoolIdParamSchema,
      query: teamQuerySchema,
    },
    async (req, input) => {
      const { id } = input.params;
      const q = input.query;
      await canReadSchool(db(), await me(req), id);
      return teamPage(db(), id, loc(req), q.filter, q.pageNumber, q.pageSize);
    },
  );

  api.put(
    '/SchoolApi/:id/RemoveMembers',
    {
      summary:
        'Removes members from the school (managers: teachers only; admins: all but admins; never yourself); pending invitations are withdrawn',
      params: schoolIdParamSchema,
      body: removeMembersSchema,
    },
    async (req, input) => {
      const { id } = input.params;
      const a = await me(req);
      const level = await canManageSchool(db(), a, id);
      const b = input.body;
      const members = await membersOf(db(), id, b.userIds);
      assertMayActOn(level, a, members.values(), TEAM_MESSAGES.remove);
      await db().transaction(async (tx) => {
        for (const userId of members.keys()) {
          await tx.query(
            `INSERT INTO user_schools (user_id, school_id, state, removed_at) VALUES ($1, $2, 3, now())
                        ON CONFLICT (user_id, school_id) DO UPDATE SET removed_at = now()`,
            [userId, id],
          );
          await tx.query(
            `UPDATE invitations SET status = 'removed' WHERE user_id = $1 AND school_id = $2 AND status = 'pending'`,
            [userId, id],
          );
          // the current school moves to another school of the user, if any; an invitee who never registered is withdrawn
          await tx.query(
            `UPDATE users SET school_id = (SELECT us.school_id FROM user_schools us WHERE us.user_id = $1 AND us.removed_at IS NULL ORDER BY us.joined_at LIMIT 1),
                  deleted_at = CASE WHEN NOT active AND password_hash IS NULL THEN now() ELSE deleted_at END, updated_at = now()
            WHERE id = $1 AND school_id = $2`,
            [userId, id],
          );
        }
      });
      return { removed: [...members.keys()] };
    },
  );

  api.post(
    '/SchoolApi/:id/EditUser',
    {
      summary:
        "Changes the role (Manager | Teacher) and the levels (at least one, among the school's) of a member (managers: teachers only; admins: all but admins)",
      params: schoolIdParamSchema,
      body: editSchoolUserSchema,
    },
    async (req, input) => {
      const { id } = input.params;
      const a = await me(req);
      const level = await canManageSchool(db(), a, id);
      const b = input.body;
      const members = await membersOf(db(), id, [b.userId]);
      assertMayActOn(level, a, members.values(), TEAM_MESSAGES.edit);
      await checkSchoolLevels(db(), id, b.educationalLevelIds);
      // an account of another school invited to move: only its pending invitation changes (issue 31)
      const mover = await db().query(
        `SELECT 1 FROM users u WHERE u.id = $1 AND u.school_id IS DISTINCT FROM $2
            AND NOT EXISTS (SELECT 1 FROM user_schools us WHERE us.user_id = u.id AND us.school_id = $2 AND us.removed_at IS NULL)`,
        [b.userId, id],
      );
      if (mover.rows.length)
        await db().query(
          `UPDATE invitations SET role_name = $3, educational_level_ids = $4::int[] WHERE user_id = $1 AND school_id = $2 AND kind = 'move' AND status = 'pending'`,
          [b.userId, id, b.role, b.educationalLevelIds],
        );
      else await db().transaction((tx) => setRoleAndLevels(tx, b.userId, id, b.role, b.educationalLevelIds));
      const page = await teamPage(db(), id, loc(req), 0, 0, 30);
      return page.data.find((m) => m.userId === b.userId) ?? null;
    },
  );
}
