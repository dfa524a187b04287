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
import { canManageSchool, canReadSchool, checkPictureAndLevels, isAdmin, isManager, type Actor } from './access';
import { checkSchoolLevels, membersToActOn, setRoleAndLevels, teamPage } from './team';
import { SCHOOL, type Ctx } from './routes-context';
import * as store from './school-store';

export function registerSchoolRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db, me, loc, levelsOf } = ctx;
  async function schoolDto(a: Actor, id: number, locale: AppLocale): Promise<SchoolDto> {
    const level = await canReadSchool(db(), a, id);
    const s = await store.schoolRow(db(), id);
    const team = await teamPage(db(), id, locale, 0, 0, 10);
    const managers = await store.schoolManagers(db(), id);
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
      managers: managers.map((m) => ({
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
      const rows = await store.userSchoolRows(db(), a, isAdmin(a));
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
      return store.centreKeyUsed(db(), q.centreKey, q.schoolId ?? null);
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
      await checkPictureAndLevels(db(), { field: 'avatar', location: b.avatar }, 'Schools', id, b.educationalLevelIds);
      if (b.centreKey) {
        if (await store.centreKeyClash(db(), b.centreKey, id))
          throw new ApiError(409, 'CENTRE_KEY_TAKEN', 'The centre key is already registered');
      }
      await db().transaction((tx) => store.updateSchool(tx, id, b));
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
      const members = await membersToActOn(db(), await me(req), id, () => input.body.userIds, TEAM_MESSAGES.remove);
      await db().transaction(async (tx) => {
        for (const userId of members.keys()) await store.removeMember(tx, userId, id);
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
      await membersToActOn(db(), await me(req), id, () => [input.body.userId], TEAM_MESSAGES.edit);
      const b = input.body;
      await checkSchoolLevels(db(), id, b.educationalLevelIds);
      // an account of another school invited to move: only its pending invitation changes (issue 31)
      if (await store.isMoverTo(db(), b.userId, id))
        await store.updateMoveInvitation(db(), b.userId, id, b.role, b.educationalLevelIds);
      else await db().transaction((tx) => setRoleAndLevels(tx, b.userId, id, b.role, b.educationalLevelIds));
      const page = await teamPage(db(), id, loc(req), 0, 0, 30);
      return page.data.find((m) => m.userId === b.userId) ?? null;
    },
  );
}
