/** The editable state of a Krea resource language (what a version keeps), its progress, accessibility and the editor's read. */
import {
  RESOURCE_ERROR_CODES as CODES,
  type ExploreLocale,
  type KreaA11yIssue,
  type KreaClassPlan,
  type KreaMaterial,
  type KreaMedia,
  type KreaResource,
  type KreaResourceProgress,
  type KreaResourceState,
  type QuickCheck,
} from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import type { ClassPlanRow } from '../resources/public';
import { a11yOfHtml, customOptionsOf } from '../krea/public';
import { ORDER, bad, fullName, iso, isApproverOf, notFound, reviewStateOf, type ResourceLevel } from './store-common';

// ---------------------------------------------------------------- read
interface ResRow {
  id: number;
  version: number;
  type: number | null;
  implementation: string | null;
  cover: string | null;
  video_url: string | null;
  topic_special: string | null;
  owner_user_id: number | null;
  school_group_id: number | null;
  group_name: string | null;
  modified_by: number | null;
  mod_name: string | null;
  mod_surname: string | null;
  mod_email: string | null;
  updated_at: string | Date;
}
type LocRow = Record<string, string | null> & { locale: ExploreLocale; status: number };

async function resRow(db: Db, id: number): Promise<ResRow> {
  const { rows } = await db.query<ResRow>(
    `SELECT r.id, r.version, r.type, r.implementation, r.cover, r.video_url, r.topic_special, r.owner_user_id, r.school_group_id, g.name AS group_name,
            r.modified_by, m.name AS mod_name, m.surname AS mod_surname, m.email AS mod_email, r.updated_at
       FROM resources r LEFT JOIN school_groups g ON g.id = r.school_group_id LEFT JOIN users m ON m.id = r.modified_by
      WHERE r.id = $1 AND r.deleted_at IS NULL`,
    [id],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The editable state of one language (what a version keeps). */
export async function stateOf(
  db: Db,
  id: number,
  locale: ExploreLocale,
): Promise<{ row: ResRow; locs: LocRow[]; state: KreaResourceState }> {
  const row = await resRow(db, id);
  const [locs, refs, topics, kws, classes, classLocs, materials, media, options] = await Promise.all([
    db.query<LocRow>(`SELECT * FROM resource_locales WHERE resource_id = $1 ORDER BY ${ORDER}`, [id]),
    db.query<{ kind: string; id: number }>(
      `SELECT 'skills' AS kind, skill_id AS id, 0 AS pos FROM resource_skills WHERE resource_id = $1
       UNION ALL SELECT 'cross', cross_area_id, 0 FROM resource_cross_areas WHERE resource_id = $1
       UNION ALL SELECT 'ages', age_range_id, position FROM resource_age_ranges WHERE resource_id = $1
       UNION ALL SELECT 'sdgs', sdg_id, 0 FROM resource_sdgs WHERE resource_id = $1 ORDER BY 1, 3, 2`,
      [id],
    ),
    db.query<{ topic_id: number; subs: number[] | null }>(
      `SELECT t.topic_id, (SELECT array_agg(s.id ORDER BY s.id) FROM resource_subtopics rs JOIN subtopics s ON s.id = rs.subtopic_id WHERE rs.resource_id = $1 AND s.topic_id = t.topic_id) AS subs
         FROM resource_topics t WHERE t.resource_id = $1 ORDER BY t.topic_id`,
      [id],
    ),
    db.query<{ value: string }>(
      'SELECT k.value FROM resource_keywords x JOIN keywords k ON k.id = x.keyword_id WHERE x.resource_id = $1 ORDER BY k.value',
      [id],
    ),
    db.query<
      ClassPlanRow & {
        start_minutes: number | null;
        development_minutes: number | null;
        closure_minutes: number | null;
        valuation_minutes: number | null;
      }
    >('SELECT * FROM class_plans WHERE resource_id = $1 ORDER BY class_number', [id]),
    db.query<Record<string, string | null> & { class_plan_id: number }>(
      'SELECT cl.* FROM class_plan_locales cl JOIN class_plans c ON c.id = cl.class_plan_id WHERE c.resource_id = $1 AND cl.locale = $2',
      [id, locale],
    ),
    db.query<{
      class_plan_id: number | null;
      audience: number;
      kind: 1 | 2 | 3;
      global_valuation: boolean;
      name: string;
      file_url: string | null;
    }>('SELECT * FROM materials WHERE resource_id = $1 AND locale = $2 ORDER BY position, id', [id, locale]),
    db.query<{ audience: number; kind: 1 | 2; url: string; caption: string | null }>(
      'SELECT * FROM media WHERE resource_id = $1 AND locale = $2 AND class_plan_id IS NULL ORDER BY position, id',
      [id, locale],
    ),
    customOptionsOf(db, 'resource', id),
  ]);
  const l = locs.rows.find((x) => x.locale === locale);
  if (!l) throw bad('That language does not exist in this resource', CODES.localeMissing, 'locale');
  const refIds = (k: string) => refs.rows.filter((x) => x.kind === k).map((x) => Number(x.id));
  const mat = (m: { kind: 1 | 2 | 3; name: string; file_url: string | null }): KreaMaterial => ({
    kind: m.kind,
    name: m.name,
    fileUrl: m.file_url,
  });
  const med = (aud: number): KreaMedia | null => {
    const m = media.rows.find((x) => x.audience === aud);
    return m ? { kind: m.kind, url: m.url, caption: m.caption } : null;
  };
  const classPlans: KreaClassPlan[] = classes.rows.map((c) => {
    const t = classLocs.rows.find((x) => x.class_plan_id === c.id) ?? ({} as Record<string, string | null>);
    return {
      id: c.id,
      classNumber: c.class_number,
      name: t.name ?? '',
      organizationType: c.organization_type,
      secondaryOrganizationType: c.secondary_organization_type,
      classLayout: c.class_layout,
      minutesDuration: c.minutes_duration,
      startMinutes: c.start_minutes,
      developmentMinutes: c.development_minutes,
      closureMinutes: c.closure_minutes,
      valuationMinutes: c.valuation_minutes,
      teacherEnabled: c.teacher_enabled,
      studentEnabled: c.student_enabled,
      startSection: t.start_section ?? '',
      developmentSection: t.development_section ?? '',
      closureSection: t.closure_section ?? '',
      valuationSection: t.valuation_section ?? '',
      evaluationSuggestions: t.evaluation_suggestions ?? '',
      studentStatement: t.student_statement ?? '',
      teacherMaterials: materials.rows.filter((m) => m.class_plan_id === c.id && m.audience === 2).map(mat),
      studentMaterials: materials.rows.filter((m) => m.class_plan_id === c.id && m.audience === 1).map(mat),
      quickChecks: (t as { quick_checks?: QuickCheck[] }).quick_checks ?? [],
    };
  });
  const state: KreaResourceState = {
    locale,
    title: l.title ?? '',
    type: row.type,
    implementation: row.implementation,
    skillIds: refIds('skills'),
    crossAreaIds: refIds('cross'),
    ageRangeIds: refIds('ages'),
    sdgIds: refIds('sdgs'),
    topics: topics.rows.map((t) => ({ topicId: t.topic_id, subtopicIds: t.subs ?? [] })),
    topicSpecial: row.topic_special,
    customKreaFieldOptions: options,
    keywords: kws.rows.map((k) => k.value),
    benefits: l.benefits,
    image: row.cover,
    imageAlt: l.image_alt,
    videoUrl: row.video_url,
    caption: l.trigger_caption,
    presentation: l.presentation,
    rhetoricalQuestion: l.rhetorical_question,
    teacherMedia: med(2),
    studentMedia: med(1),
    classPlanDescription: l.class_plan_description,
    pedagogicalGoal: l.pedagogical_goal,
    studentPedagogicalGoal: l.student_pedagogical_goal,
    classPlans,
    globalValuationSection: l.global_valuation_section,
    globalValuationMaterials: materials.rows.filter((m) => m.class_plan_id === null && m.global_valuation).map(mat),
  };
  return { row, locs: locs.rows, state };
}

const filled = (v: string | null | undefined) =>
  !!(v ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** Completeness of the four steps (§5 rules); `missing` names what is not done. */
export function progressOf(s: KreaResourceState): KreaResourceProgress {
  const steps: Record<'general' | 'intro' | 'triggers' | 'classes', Array<[string, boolean]>> = {
    general: [
      ['title', filled(s.title)],
      ['type', s.type !== null],
      ['skills', s.skillIds.length > 0],
      ['crossAreas', s.crossAreaIds.length > 0],
      ['ages', s.ageRangeIds.length > 0],
      ['sdgs', s.sdgIds.length > 0],
      ['topics', s.topicSpecial !== null || s.topics.length > 0],
    ],
    intro: [
      ['media', !!(s.image || s.videoUrl)],
      ['presentation', filled(s.presentation)],
      ['rhetoricalQuestion', filled(s.rhetoricalQuestion)],
    ],
    triggers: [
      ['classPlanDescription', filled(s.classPlanDescription)],
      ['pedagogicalGoal', filled(s.pedagogicalGoal)],
      ['studentPedagogicalGoal', filled(s.studentPedagogicalGoal)],
    ],
    classes: s.classPlans.length
      ? s.classPlans.flatMap((c, i): Array<[string, boolean]> => [
          [`class${i + 1}.organizationType`, !c.teacherEnabled || c.organizationType !== null],
          [`class${i + 1}.classLayout`, !c.teacherEnabled || c.classLayout !== null],
          [
            `class${i + 1}.content`,
            (c.teacherEnabled && filled(c.developmentSection)) ||
              (!c.teacherEnabled && c.studentEnabled && filled(c.studentStatement)),
          ],
        ])
      : [['classes', false]],
  };
  const pct = (rules: Array<[string, boolean]>) =>
    Math.round((rules.filter(([, ok]) => ok).length / rules.length) * 100);
  const all = Object.values(steps).flat();
  return {
    general: pct(steps.general),
    intro: pct(steps.intro),
    triggers: pct(steps.triggers),
    classes: pct(steps.classes),
    total: pct(all),
    missing: all.filter(([, ok]) => !ok).map(([k]) => k),
  };
}

export async function loadResource(
  db: Db,
  user: AuthUser,
  id: number,
  level: ResourceLevel,
  want?: ExploreLocale,
): Promise<KreaResource> {
  const locs = (
    await db.query<{ locale: ExploreLocale }>(
      `SELECT locale FROM resource_locales WHERE resource_id = $1 ORDER BY ${ORDER}`,
      [id],
    )
  ).rows;
  if (!locs.length) throw notFound();
  const locale = want && locs.some((l) => l.locale === want) ? want : locs[0].locale;
  const { row, locs: all, state } = await stateOf(db, id, locale);
  const returned = await db.query<{ body: string }>(
    `SELECT body FROM comments WHERE resource_id = $1 AND locale = $2 AND anchor = 'review' AND resolved_at IS NULL ORDER BY id DESC LIMIT 1`,
    [id, locale],
  );
  const current = all.find((l) => l.locale === locale);
  return {
    ...state,
    id,
    version: row.version,
    locales: all.map((l) => ({
      locale: l.locale,
      title: l.title ?? '',
      available: l.status === 1,
      reviewState: reviewStateOf(l),
    })),
    reviewComment: current && reviewStateOf(current) === 'draft' ? (returned.rows[0]?.body ?? null) : null,
    canApprove: isApproverOf(user),
    availableLanguages: Object.fromEntries(all.map((l) => [l.locale, l.status === 1])),
    progress: progressOf(state),
    permission: level,
    canEdit: level !== 'commenter',
    own: row.owner_user_id === user.userId,
    groupId: row.school_group_id,
    groupName: row.group_name,
    modifiedBy: row.modified_by
      ? { userId: row.modified_by, name: fullName(row.mod_name, row.mod_surname, row.mod_email) }
      : null,
    modifiedAt: iso(row.updated_at),
  };
}

export async function snapshot(
  db: Db,
  id: number,
  locale: ExploreLocale,
  version: number,
  userId: number,
  restoredFrom: number | null,
): Promise<void> {
  const { state } = await stateOf(db, id, locale);
  await db.query(
    'INSERT INTO resource_versions (resource_id, locale, version, user_id, restored_from, state) VALUES ($1, $2, $3, $4, $5, $6::jsonb)',
    [id, locale, version, userId, restoredFrom, JSON.stringify(state)],
  );
}

/** The accessibility findings of a language version (beyond the spec; ADR 0025). */
export function a11yOf(s: KreaResourceState): KreaA11yIssue[] {
  const out: KreaA11yIssue[] = [];
  if (s.image && !filled(s.imageAlt))
    out.push({ field: 'imageAlt', rule: 'imageAlt', detail: 'The presentation image has no alternative text' });
  if ((s.image || s.videoUrl) && !filled(s.caption))
    out.push({ field: 'caption', rule: 'missingCaption', detail: 'The presentation media has no caption' });
  for (const [k, m] of [
    ['teacherMedia', s.teacherMedia],
    ['studentMedia', s.studentMedia],
  ] as const) {
    if (m && !filled(m.caption))
      out.push({ field: `${k}.caption`, rule: 'missingCaption', detail: 'The trigger media has no caption' });
  }
  const html: Array<[string, string | null]> = [
    ['presentation', s.presentation],
    ['benefits', s.benefits],
    ['classPlanDescription', s.classPlanDescription],
    ['pedagogicalGoal', s.pedagogicalGoal],
    ['studentPedagogicalGoal', s.studentPedagogicalGoal],
    ['globalValuationSection', s.globalValuationSection],
  ];
  s.classPlans.forEach((c, i) => {
    for (const f of [
      'startSection',
      'developmentSection',
      'closureSection',
      'valuationSection',
      'evaluationSuggestions',
      'studentStatement',
    ] as const)
      html.push([`classPlans.${i}.${f}`, c[f]]);
  });
  for (const [f, h] of html) out.push(...a11yOfHtml(f, h));
  return out;
}
