/** The kept versions of a Krea resource language: list, read one, restore one. */
import {
  RESOURCE_ERROR_CODES as CODES,
  type ExploreLocale,
  type KreaResourceState,
  type KreaResourceVersion,
  type KreaResourceVersionDetail,
  type UpdateResourceBody,
} from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { fullName, iso } from './store-common';
import { updateResource } from './save';

// ---------------------------------------------------------------- versions
/** A kept state of a language as the queries read it (with the user who saved it). */
interface VersionRow {
  id: number;
  version: number;
  locale: ExploreLocale;
  restored_from: number | null;
  created_at: string | Date;
  name: string | null;
  surname: string | null;
  email: string | null;
}
const versionOf = (r: VersionRow) => ({
  id: r.id,
  version: r.version,
  locale: r.locale,
  user: fullName(r.name, r.surname, r.email),
  at: iso(r.created_at),
  restoredFrom: r.restored_from,
});

export async function listVersions(db: Db, id: number, locale: ExploreLocale): Promise<KreaResourceVersion[]> {
  const { rows } = await db.query<VersionRow & { title: string | null }>(
    `SELECT v.id, v.version, v.locale, v.restored_from, v.created_at, u.name, u.surname, u.email, v.state->>'title' AS title
       FROM resource_versions v LEFT JOIN users u ON u.id = v.user_id WHERE v.resource_id = $1 AND v.locale = $2 ORDER BY v.id DESC LIMIT 500`,
    [id, locale],
  );
  return rows.map((r) => ({ ...versionOf(r), title: r.title ?? '' }));
}
export async function getVersion(db: Db, id: number, versionId: number): Promise<KreaResourceVersionDetail> {
  const { rows } = await db.query<VersionRow & { state: KreaResourceState | string }>(
    `SELECT v.id, v.version, v.locale, v.restored_from, v.created_at, u.name, u.surname, u.email, v.state
       FROM resource_versions v LEFT JOIN users u ON u.id = v.user_id WHERE v.resource_id = $1 AND v.id = $2`,
    [id, versionId],
  );
  const r = rows[0];
  if (!r) throw ApiError.notFound('Version not found', CODES.versionMissing);
  const state = typeof r.state === 'string' ? (JSON.parse(r.state) as KreaResourceState) : r.state;
  return { ...versionOf(r), title: state.title, state };
}
/** Restores a kept state of a language: saved as a new version (nothing is lost; the restore itself can be undone). */
export async function restoreVersion(
  db: Db,
  user: AuthUser,
  id: number,
  versionId: number,
  currentVersion: number,
): Promise<ExploreLocale> {
  const v = await getVersion(db, id, versionId);
  const s = v.state;
  const live = new Set(
    (await db.query<{ id: number }>('SELECT id FROM class_plans WHERE resource_id = $1', [id])).rows.map((r) => r.id),
  );
  await updateResource(
    db,
    user,
    id,
    {
      version: currentVersion,
      locale: v.locale,
      title: s.title || undefined,
      type: (s.type ?? undefined) as UpdateResourceBody['type'],
      implementation: s.implementation as UpdateResourceBody['implementation'],
      skillIds: s.skillIds,
      crossAreaIds: s.crossAreaIds,
      ageRangeIds: s.ageRangeIds,
      sdgIds: s.sdgIds,
      topics: s.topics,
      topicSpecial: s.topicSpecial as UpdateResourceBody['topicSpecial'],
      keywords: s.keywords,
      benefits: s.benefits,
      image: s.image,
      imageAlt: s.imageAlt,
      videoUrl: s.videoUrl,
      caption: s.caption,
      presentation: s.presentation,
      rhetoricalQuestion: s.rhetoricalQuestion,
      teacherMedia: s.teacherMedia,
      studentMedia: s.studentMedia,
      classPlanDescription: s.classPlanDescription,
      pedagogicalGoal: s.pedagogicalGoal,
      studentPedagogicalGoal: s.studentPedagogicalGoal,
      globalValuationSection: s.globalValuationSection,
      globalValuationMaterials: s.globalValuationMaterials,
      classPlans: s.classPlans.map((c) => ({
        ...c,
        id: live.has(c.id) ? c.id : undefined,
      })) as UpdateResourceBody['classPlans'],
    },
    versionId,
  );
  return v.locale;
}
