/** SQL of the school group (SchoolGroupApi, spec platform §7): plain functions taking the database first. */
import type { AppLocale, AssociatedSchoolDto, SchoolWithCoursesDto } from '@platform/contracts';
import type { Db } from '../../db/types';
import { l10nSql } from '../../http/locale';
import { replaceLinks } from './school-store';

export async function groupSchoolRows(db: Db, groupId: number) {
  const { rows } = await db.query<{ id: number; name: string; avatar: string | null }>(
    'SELECT id, name, avatar FROM schools WHERE school_group_id = $1 ORDER BY name, id',
    [groupId],
  );
  return rows;
}

export async function groupRow(db: Db, id: number) {
  const { rows } = await db.query<{ id: number; name: string; picture: string | null }>(
    'SELECT id, name, picture FROM school_groups WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** Name, picture (when given) and educational levels (when given) of a group, in one transaction. */
export async function updateGroup(
  db: Db,
  id: number,
  b: { name: string; picture?: string | null; educationalLevelIds?: number[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      'UPDATE school_groups SET name = $2, picture = CASE WHEN $3::boolean THEN $4 ELSE picture END, updated_at = now() WHERE id = $1',
      [id, b.name, b.picture !== undefined, b.picture ?? null],
    );
    if (b.educationalLevelIds) await replaceLinks(tx, 'school_group_educational_levels', id, b.educationalLevelIds);
  });
}

/** The schools of a group with their team size. */
export async function associatedSchools(db: Db, id: number): Promise<AssociatedSchoolDto[]> {
  const { rows } = await db.query<AssociatedSchoolDto>(
    `SELECT s.id, s.name, s.address, s.avatar,
          (SELECT count(DISTINCT u.id)::int FROM users u LEFT JOIN user_schools us ON us.user_id = u.id AND us.school_id = s.id
            WHERE u.deleted_at IS NULL AND ((u.school_id = s.id AND (us.user_id IS NULL OR us.removed_at IS NULL)) OR (us.user_id IS NOT NULL AND us.removed_at IS NULL))) AS "teamCount"
     FROM schools s WHERE s.school_group_id = $1 ORDER BY s.name, s.id`,
    [id],
  );
  return rows;
}

/** The schools of a group with the academic courses of their country and levels, names in `locale`. */
export async function schoolsWithCourses(db: Db, id: number, locale: AppLocale): Promise<SchoolWithCoursesDto[]> {
  const { rows } = await db.query<SchoolWithCoursesDto>(
    `SELECT s.id, s.name,
          coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', ${l10nSql('g.name', '$2')}) ORDER BY g.institutional_order, g.id)
                      FROM academic_grades g WHERE g.country_iso2 = s.country_iso2
                       AND (g.educational_level_id IS NULL OR g.educational_level_id IN (SELECT educational_level_id FROM school_educational_levels WHERE school_id = s.id))), '[]'::json) AS courses
     FROM schools s WHERE s.school_group_id = $1 ORDER BY s.name, s.id`,
    [id, locale],
  );
  return rows;
}
