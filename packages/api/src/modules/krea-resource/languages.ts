/** Languages of a Krea resource: add one (blank or copied), delete one or the whole resource. */
import { RESOURCE_ERROR_CODES as CODES, type ExploreLocale } from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import type { AddLocale } from '../krea/public';
import { bad } from './store-common';
import { snapshot } from './state';

// ---------------------------------------------------------------- languages, delete
export const addLocale: AddLocale = async (db, user, id, locale, copyFrom) => {
  await db.transaction(async (tx) => {
    const cur = (await tx.query<{ version: number }>('SELECT version FROM resources WHERE id = $1 FOR UPDATE', [id]))
      .rows[0];
    const has = (
      await tx.query<{ locale: ExploreLocale }>('SELECT locale FROM resource_locales WHERE resource_id = $1', [id])
    ).rows.map((r) => r.locale);
    if (has.includes(locale))
      throw new ApiError(409, CODES.localeExists, 'That language already exists in this resource');
    if (copyFrom && !has.includes(copyFrom))
      throw bad('The language to copy from does not exist in this resource', CODES.localeMissing, 'copyFrom');
    if (copyFrom) {
      await tx.query(
        `INSERT INTO resource_locales (resource_id, locale, status, title, presentation, rhetorical_question, benefits, class_plan_description, pedagogical_goal,
                        student_pedagogical_goal, media_summary, student_media_summary, trigger_caption, global_valuation_section, image_alt)
                      SELECT resource_id, $3, 3, title, presentation, rhetorical_question, benefits, class_plan_description, pedagogical_goal, student_pedagogical_goal,
                        media_summary, student_media_summary, trigger_caption, global_valuation_section, image_alt FROM resource_locales WHERE resource_id = $1 AND locale = $2`,
        [id, copyFrom, locale],
      );
      await tx.query(
        `INSERT INTO class_plan_locales (class_plan_id, locale, name, start_section, development_section, closure_section, valuation_section, student_statement, evaluation_suggestions)
                      SELECT cl.class_plan_id, $3, cl.name, cl.start_section, cl.development_section, cl.closure_section, cl.valuation_section, cl.student_statement, cl.evaluation_suggestions
                        FROM class_plan_locales cl JOIN class_plans c ON c.id = cl.class_plan_id WHERE c.resource_id = $1 AND cl.locale = $2`,
        [id, copyFrom, locale],
      );
      await tx.query(
        `INSERT INTO materials (resource_id, class_plan_id, locale, audience, kind, global_valuation, name, file_url, position)
                      SELECT resource_id, class_plan_id, $3, audience, kind, global_valuation, name, file_url, position FROM materials WHERE resource_id = $1 AND locale = $2`,
        [id, copyFrom, locale],
      );
      await tx.query(
        `INSERT INTO media (resource_id, class_plan_id, locale, audience, kind, url, caption, position)
                      SELECT resource_id, class_plan_id, $3, audience, kind, url, caption, position FROM media WHERE resource_id = $1 AND locale = $2`,
        [id, copyFrom, locale],
      );
    } else {
      await tx.query(`INSERT INTO resource_locales (resource_id, locale, status, title) VALUES ($1, $2, 3, '')`, [
        id,
        locale,
      ]);
    }
    await tx.query('UPDATE resources SET version = version + 1, modified_by = $2, updated_at = now() WHERE id = $1', [
      id,
      user.userId,
    ]);
    await snapshot(tx, id, locale, cur.version + 1, user.userId, null);
  });
};

/** Deletes the resource (soft), or one language; removing the last language deletes the resource (§4). */
export async function deleteResource(db: Db, user: AuthUser, id: number, locale?: ExploreLocale): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM resources WHERE id = $1 FOR UPDATE', [id]);
    if (locale) {
      const gone = await tx.query(
        'DELETE FROM resource_locales WHERE resource_id = $1 AND locale = $2 RETURNING locale',
        [id, locale],
      );
      if (!gone.rows.length) throw bad('That language does not exist in this resource', CODES.localeMissing, 'locale');
      await tx.query('DELETE FROM materials WHERE resource_id = $1 AND locale = $2', [id, locale]);
      await tx.query('DELETE FROM media WHERE resource_id = $1 AND locale = $2', [id, locale]);
      await tx.query(
        'DELETE FROM class_plan_locales cl USING class_plans c WHERE c.id = cl.class_plan_id AND c.resource_id = $1 AND cl.locale = $2',
        [id, locale],
      );
      const left = await tx.query('SELECT 1 FROM resource_locales WHERE resource_id = $1', [id]);
      if (left.rows.length) {
        await tx.query(
          'UPDATE resources SET version = version + 1, modified_by = $2, updated_at = now() WHERE id = $1',
          [id, user.userId],
        );
        return false;
      }
    }
    await tx.query('UPDATE resources SET deleted_at = now(), modified_by = $2 WHERE id = $1', [id, user.userId]);
    await tx.query('UPDATE resource_locales SET status = 3 WHERE resource_id = $1', [id]);
    return true;
  });
}
