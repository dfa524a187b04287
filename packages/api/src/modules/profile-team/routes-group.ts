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
import { l10nSql } from '../../http/locale';
import { checkFile, checkIds, groupLevel, isAdmin, isManager, type Actor } from './access';
import { GROUP, type Ctx } from './routes-context';

export function registerGroupRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db, me, loc, levelsOf } = ctx;
  // ---------------------------------------------------------------- school group
  const groupSchools = async (a: Actor, groupId: number): Promise<UserSchoolDto[]> =>
    (
      await db().query<{ id: number; name: string; avatar: string | null }>(
        'SELECT id, name, avatar FROM schools WHERE school_group_id = $1 ORDER BY name, id',
        [groupId],
      )
    ).rows.map((s) => ({
      id: s.id,
      name: s.name,
      avatar: s.avatar,
      current: s.id === a.schoolId,
      canManage: isAdmin(a) || (isManager(a) && s.id === a.schoolId),
    }));
  const groupParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
  async function groupDto(a: Actor, id: number, locale: AppLocale): Promise<SchoolGroupDto> {
    const level = await groupLevel(db(), a, id);
    const g = (
      await db().query<{ id: number; name: string; picture: string | null }>(
        'SELECT id, name, picture FROM school_groups WHERE id = $1',
        [id],
      )
    ).rows[0];
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
      checkFile(b.picture, 'SchoolGroup', id, 'picture');
      await checkIds(db(), 'educational_levels', b.educationalLevelIds, 'educationalLevelIds');
      await db().transaction(async (tx) => {
        await tx.query(
          'UPDATE school_groups SET name = $2, picture = CASE WHEN $3::boolean THEN $4 ELSE picture END, updated_at = now() WHERE id = $1',
          [id, b.name, b.picture !== undefined, b.picture ?? null],
        );
        if (b.educationalLevelIds) {
          await tx.query('DELETE FROM school_group_educational_levels WHERE school_group_id = $1', [id]);
          await tx.query(
            'INSERT INTO school_group_educational_levels (school_group_id, educational_level_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
            [id, b.educationalLevelIds],
          );
        }
      });
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
      const { rows } = await db().query<AssociatedSchoolDto>(
        `SELECT s.id, s.name, s.address, s.avatar,
              (SELECT count(DISTINCT u.id)::int FROM users u LEFT JOIN user_schools us ON us.user_id = u.id AND us.school_id = s.id
                WHERE u.deleted_at IS NULL AND ((u.school_id = s.id AND (us.user_id IS NULL OR us.removed_at IS NULL)) OR (us.user_id IS NOT NULL AND us.removed_at IS NULL))) AS "teamCount"
         FROM schools s WHERE s.school_group_id = $1 ORDER BY s.name, s.id`,
        [id],
      );
      return rows;
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
      const { rows } = await db().query<SchoolWithCoursesDto>(
        `SELECT s.id, s.name,
              coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', ${l10nSql('g.name', '$2')}) ORDER BY g.institutional_order, g.id)
                          FROM academic_grades g WHERE g.country_iso2 = s.country_iso2
                           AND (g.educational_level_id IS NULL OR g.educational_level_id IN (SELECT educational_level_id FROM school_educational_levels WHERE school_id = s.id))), '[]'::json) AS courses
         FROM schools s WHERE s.school_group_id = $1 ORDER BY s.name, s.id`,
        [id, loc(req)],
      );
      return rows;
    },
  );
}
