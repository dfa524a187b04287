/** Saving a Krea resource language with a version check; each saved state is kept as a version. */
import {
  KREA_MESSAGES as MSG,
  RESOURCE_ERROR_CODES as CODES,
  type KreaMaterial,
  type UpdateResourceBody,
} from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import {
  plainNullable,
  plainText,
  sanitizeNullable,
  sanitizeRich,
  checkCustomOptions,
  keywordId,
  replaceAgeRanges,
  replaceCustomOptions,
  saveShared,
  setList,
} from '../krea/public';
import { bad, notFound } from './store-common';
import { progressOf, snapshot, stateOf } from './state';
import { validateBody } from './validation';

// ---------------------------------------------------------------- save
export class VersionConflict extends Error {
  constructor() {
    super(MSG.versionConflict);
  }
}

/** Saves one language + shared fields if `body.version` is current (else VersionConflict, nothing changed); keeps the new state as a version. */
export async function updateResource(
  db: Db,
  user: AuthUser,
  id: number,
  body: UpdateResourceBody,
  restoredFrom: number | null = null,
): Promise<number> {
  await validateBody(db, id, body);
  await checkCustomOptions(db, user, body.customKreaFieldOptions);
  return db.transaction(async (tx) => {
    const cur = (
      await tx.query<{ version: number }>(
        'SELECT version FROM resources WHERE id = $1 AND deleted_at IS NULL FOR UPDATE',
        [id],
      )
    ).rows[0];
    if (!cur) throw notFound();
    if (cur.version !== body.version) throw new VersionConflict();
    const L = body.locale;
    const exists = await tx.query('SELECT 1 FROM resource_locales WHERE resource_id = $1 AND locale = $2', [id, L]);
    if (!exists.rows.length) throw bad('That language does not exist in this resource', CODES.localeMissing, 'locale');
    // per-language texts
    const lp: unknown[] = [id, L];
    const { sets: lsets, set: lset } = setList(lp);
    // plain text: the request schema refuses markup; a restored older version is stripped here (ADR 0047)
    lset('title', plainNullable(body.title?.trim()));
    lset('benefits', sanitizeNullable(body.benefits));
    lset('image_alt', plainNullable(body.imageAlt));
    lset('trigger_caption', plainNullable(body.caption));
    lset('presentation', sanitizeNullable(body.presentation));
    lset('rhetorical_question', plainNullable(body.rhetoricalQuestion));
    lset('class_plan_description', sanitizeNullable(body.classPlanDescription));
    lset('pedagogical_goal', sanitizeNullable(body.pedagogicalGoal));
    lset('student_pedagogical_goal', sanitizeNullable(body.studentPedagogicalGoal));
    lset('global_valuation_section', sanitizeNullable(body.globalValuationSection));
    await tx.query(
      `UPDATE resource_locales SET ${[...lsets, 'updated_at = now()'].join(', ')} WHERE resource_id = $1 AND locale = $2`,
      lp,
    );
    // shared fields
    const topicsGiven = body.topicSpecial !== undefined || body.topics !== undefined;
    await saveShared(tx, 'resource', id, user.userId, {
      type: body.type,
      implementation: body.implementation,
      cover: body.image,
      video_url: body.videoUrl,
      topic_special: topicsGiven ? (body.topicSpecial ?? (body.topics?.length ? null : undefined)) : undefined,
    });
    const replace = async (table: string, col: string, vals: number[] | undefined) => {
      if (!vals) return;
      await tx.query(`DELETE FROM ${table} WHERE resource_id = $1`, [id]);
      if (vals.length)
        await tx.query(`INSERT INTO ${table} (resource_id, ${col}) SELECT $1, unnest($2::int[])`, [id, vals]);
    };
    await replace('resource_skills', 'skill_id', body.skillIds);
    await replace('resource_cross_areas', 'cross_area_id', body.crossAreaIds);
    await replace('resource_sdgs', 'sdg_id', body.sdgIds);
    await replaceCustomOptions(tx, 'resource', id, body.customKreaFieldOptions);
    if (body.ageRangeIds) await replaceAgeRanges(tx, 'resource', id, body.ageRangeIds);
    if (body.topics) {
      await replace(
        'resource_topics',
        'topic_id',
        body.topics.map((t) => t.topicId),
      );
      await replace(
        'resource_subtopics',
        'subtopic_id',
        body.topics.flatMap((t) => t.subtopicIds),
      );
    }
    if (body.keywords) {
      await tx.query('DELETE FROM resource_keywords WHERE resource_id = $1', [id]);
      for (const k of body.keywords.map((x) => plainText(x.trim().toLowerCase())).filter(Boolean)) {
        const kid = await keywordId(tx, k);
        await tx.query(
          'INSERT INTO resource_keywords (resource_id, keyword_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [id, kid],
        );
      }
    }
    for (const [aud, m] of [
      [2, body.teacherMedia],
      [1, body.studentMedia],
    ] as const) {
      if (m === undefined) continue;
      await tx.query(
        'DELETE FROM media WHERE resource_id = $1 AND locale = $2 AND audience = $3 AND class_plan_id IS NULL',
        [id, L, aud],
      );
      if (m)
        await tx.query(
          'INSERT INTO media (resource_id, locale, audience, kind, url, caption) VALUES ($1, $2, $3, $4, $5, $6)',
          [id, L, aud, m.kind, m.url, plainNullable(m.caption) ?? null],
        );
    }
    const insertMaterials = async (classId: number | null, aud: 1 | 2, ms: KreaMaterial[], global = false) => {
      for (const [i, m] of ms.entries()) {
        await tx.query(
          'INSERT INTO materials (resource_id, class_plan_id, locale, audience, kind, global_valuation, name, file_url, position) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
          [id, classId, L, aud, m.kind, global, plainText(m.name.trim()), m.fileUrl ?? null, i],
        );
      }
    };
    if (body.globalValuationMaterials) {
      await tx.query(
        'DELETE FROM materials WHERE resource_id = $1 AND locale = $2 AND class_plan_id IS NULL AND global_valuation',
        [id, L],
      );
      await insertMaterials(null, 2, body.globalValuationMaterials, true);
    }
    if (body.classPlans) {
      const existing = new Set(
        (await tx.query<{ id: number }>('SELECT id FROM class_plans WHERE resource_id = $1', [id])).rows.map(
          (r) => r.id,
        ),
      );
      const keep: number[] = [];
      for (const [i, c] of body.classPlans.entries()) {
        const vals = [
          c.organizationType,
          c.secondaryOrganizationType,
          c.classLayout,
          c.minutesDuration,
          c.teacherEnabled,
          c.studentEnabled,
          c.startMinutes,
          c.developmentMinutes,
          c.closureMinutes,
          c.valuationMinutes,
        ];
        let cid: number;
        if (c.id && existing.has(c.id) && !keep.includes(c.id)) {
          cid = c.id;
          await tx.query(
            `UPDATE class_plans SET class_number = $2, organization_type = $3, secondary_organization_type = $4, class_layout = $5, minutes_duration = $6,
                            teacher_enabled = $7, student_enabled = $8, start_minutes = $9, development_minutes = $10, closure_minutes = $11,
                            valuation_minutes = $12 WHERE id = $1`,
            [cid, i + 1, ...vals],
          );
        } else {
          // the numbers are unique per resource (deferred): a new class takes a temporary number, renumbered below
          cid = (
            await tx.query<{ id: number }>(
              `INSERT INTO class_plans (resource_id, class_number, organization_type, secondary_organization_type, class_layout, minutes_duration, teacher_enabled, student_enabled,
                                       start_minutes, development_minutes, closure_minutes, valuation_minutes)
                                                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
              [id, 1000 + i, ...vals],
            )
          ).rows[0].id;
        }
        keep.push(cid);
        await tx.query(
          `INSERT INTO class_plan_locales (class_plan_id, locale, name, start_section, development_section, closure_section, valuation_section, evaluation_suggestions, student_statement, quick_checks)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)
           ON CONFLICT (class_plan_id, locale) DO UPDATE SET name = EXCLUDED.name, start_section = EXCLUDED.start_section, development_section = EXCLUDED.development_section,
             closure_section = EXCLUDED.closure_section, valuation_section = EXCLUDED.valuation_section, evaluation_suggestions = EXCLUDED.evaluation_suggestions, student_statement = EXCLUDED.student_statement,
             quick_checks = EXCLUDED.quick_checks`,
          [
            cid,
            L,
            plainText(c.name.trim()),
            sanitizeRich(c.startSection),
            sanitizeRich(c.developmentSection),
            sanitizeRich(c.closureSection),
            sanitizeRich(c.valuationSection),
            sanitizeRich(c.evaluationSuggestions),
            sanitizeRich(c.studentStatement),
            JSON.stringify(c.quickChecks ?? []),
          ],
        );
        await tx.query('DELETE FROM materials WHERE class_plan_id = $1 AND locale = $2', [cid, L]);
        await insertMaterials(cid, 2, c.teacherMaterials);
        await insertMaterials(cid, 1, c.studentMaterials);
      }
      // removed classes go (in every language); the later ones are renumbered
      await tx.query('DELETE FROM class_plans WHERE resource_id = $1 AND NOT (id = ANY($2::int[]))', [id, keep]);
      for (const [i, cid] of keep.entries())
        await tx.query('UPDATE class_plans SET class_number = $2 WHERE id = $1', [cid, i + 1]);
      await tx.query('UPDATE resources SET duration_minutes = NULL WHERE id = $1', [id]);
    }
    const version = cur.version + 1;
    await snapshot(tx, id, L, version, user.userId, restoredFrom);
    await tx.query('UPDATE resources SET completeness = $2 WHERE id = $1', [
      id,
      progressOf((await stateOf(tx, id, L)).state).total,
    ]);
    return version;
  });
}
