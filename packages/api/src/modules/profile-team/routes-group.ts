/**
 * SchoolGroupApi: the group, its edit, associated schools, schools with courses (spec platform §7).
 * Split out of index.ts (behaviour unchanged); who may do what: see index.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  localeQuerySchema,
  updateSchoolGroupSchema,
  type AppLocale,
  type AssociatedSchoolDto,
  type SchoolGroupDto,
  type SchoolWithCoursesDto,
  type UserSchoolDto,
} from '@platform/contracts';
import { ApiError } from '../../http/errors';
import { router } from '../../http/route';
import { checkPictureAndLevels, groupLevel, isAdmin, isManager, type Actor } from './access';
import { GROUP, type Ctx } from './routes-context';
import * as store from './group-store';

export function registerGroupRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db, me, loc, levelsOf } = ctx;
  // ---------------------------------------------------------------- school group
  const groupSchools = async (a: Actor, groupId: number): Promise<UserSchoolDto[]> =>
    (await store.groupSchoolRows(db(), groupId)).map((s) => ({
      id: s.id,
      name: s.name,
      avatar: s.avatar,
      current: s.id === a.schoolId,
      canManage: isAdmin(a) || (isManager(a) && s.id === a.schoolId),
    }));
  const groupParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
  async function groupDto(a: Actor, id: number, locale: AppLocale): Promise<SchoolGroupDto> {
    const level = await groupLevel(db(), a, id);
    const g = await store.groupRow(db(), id);
    return {
      id: g.id,
      name: g.name,
      picture: g.picture,
      educationalLevels: await levelsOf('school_group_educational_levels', 'school_group_id', id, locale),
      schools: await groupSchools(a, id),
      canEdit: level === 'admin',
    };
  }
  const api = router(app, { tags: GROUP, auth: true });
  api.get(
    '/SchoolGroupApi/:id',
    {
      summary: 'My school group: name, picture, levels, schools, canEdit (admins)',
      params: groupParam,
      query: localeQuerySchema,
    },
    async (req, input) => {
      const { id } = input.params;
      void input.query; // validated, not read
      return groupDto(await me(req), id, loc(req));
    },
  );
  api.put(
    '/SchoolGroupApi/:id',
    {
      summary:
        'Edits my school group (admins of it): name required (requiredFields), picture uploaded to SchoolGroup/{id}/ first, levels',
      params: groupParam,
      body: updateSchoolGroupSchema,
    },
    async (req, input) => {
      const { id } = input.params;
      const a = await me(req);
      if ((await groupLevel(db(), a, id)) !== 'admin')
        throw ApiError.forbidden('Only the admins of the school group may edit it', 'NOT_GROUP_ADMIN');
      const b = input.body;
      await checkPictureAndLevels(
        db(),
        { field: 'picture', location: b.picture },
        'SchoolGroup',
        id,
        b.educationalLevelIds,
      );
      await store.updateGroup(db(), id, b);
      return groupDto(a, id, loc(req));
    },
  );
  api.get(
    '/SchoolGroupApi/:id/AssociatedSchools',
    { summary: 'The schools of my school group with their team size', params: groupParam, query: localeQuerySchema },
    async (req, input): Promise<AssociatedSchoolDto[]> => {
      const { id } = input.params;
      void input.query; // validated, not read
      await groupLevel(db(), await me(req), id);
      return store.associatedSchools(db(), id);
    },
  );
  api.get(
    '/SchoolGroupApi/:id/SchoolsWithCourses',
    {
      summary: 'The schools of my school group with the academic courses of their country and levels',
      params: groupParam,
      query: localeQuerySchema,
    },
    async (req, input): Promise<SchoolWithCoursesDto[]> => {
      const { id } = input.params;
      void input.query; // validated, not read
      await groupLevel(db(), await me(req), id);
      return store.schoolsWithCourses(db(), id, loc(req));
    },
  );
}
