/**
 * SQL of the Krea resource editor (krea.md §3-§5, platform.md §3; docs/decisions/0025): who may do what on a
 * resource, read one language, save with a version check (409 with the current state), keep every saved state,
 * restore one, languages, delete, publish with completeness and accessibility checks.
 */
import {
  DOWNLOADABLE_EXTENSIONS,
  IMAGE_EXTENSIONS,
  KREA_ERROR_CODES,
  KREA_MESSAGES as MSG,
  RESOURCE_ERROR_CODES as CODES,
  RESOURCE_LIMITS,
  type ExploreLocale,
  type KreaA11yIssue,
  type KreaAuthor,
  type KreaClassPlan,
  type KreaMaterial,
  type KreaMedia,
  type KreaResource,
  type KreaResourceProgress,
  type KreaResourceState,
  type KreaResourceVersion,
  type KreaResourceVersionDetail,
  type ReviewState,
  type UpdateResourceBody,
  type QuickCheck,
} from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { hasRole } from '../../http/auth';
import { groupOf } from '../../http/request';
import { a11yOfHtml, plainNullable, plainText, sanitizeNullable, sanitizeRich } from '../krea/markup';
import { refreshResourcePrograms } from '../krea/service';
import { checkCustomOptions, customOptionsOf, replaceCustomOptions } from '../krea/custom-fields';

export type ResourceLevel = 'owner' | 'editor' | 'commenter';
export type ResourceNeed = 'read' | 'edit' | 'owner';
const ORDER = `array_position(ARRAY['es','en','ca'], locale)`;
const iso = (d: string | Date) => new Date(d).toISOString();
const fullName = (name: string | null, surname: string | null, email: string | null) =>
  [name, surname].filter(Boolean).join(' ') || email || '';
const bad = (message: string, code: string, path = '') => ApiError.badRequest(message, [{ path, message }], code);
export const notFound = () => ApiError.notFound('Resource not found');

// ---------------------------------------------------------------- access
/**
 * Level of the caller on a Krea resource (docs/decisions/0047):
 *  - owner: its creator;
 *  - editor / commenter: a collaborator of the resource, or of a Krea content that holds it AND whose owner owns the
 *    resource (the resource a content was created with, or one its owner added from their own): a content's
 *    permission never reaches a resource owned by someone else, even when it sits in that content;
 *  - commenter (read-only): an approving author / admin of its school network, or any author of that network when a
 *    language of it is published (a network resource: it can be read and put in one's contents, never edited);
 *  - null = 404.
 */
export async function levelOn(db: Db, user: AuthUser, id: number, lock = false): Promise<ResourceLevel | null> {
  const { rows } = await db.query<{
    owner_user_id: number | null;
    school_group_id: number | null;
    rperm: string | null;
    pperm: string | null;
    published: boolean;
  }>(
    `SELECT r.owner_user_id, r.school_group_id,
            (SELECT c.permission FROM collaborators c WHERE c.resource_id = r.id AND c.user_id = $2) AS rperm,
            (SELECT c.permission FROM program_resources pr
               JOIN programs p ON p.id = pr.program_id AND p.deleted_at IS NULL AND p.origin = 'krea' AND p.owner_user_id = r.owner_user_id
               JOIN collaborators c ON c.program_id = p.id AND c.user_id = $2
              WHERE pr.resource_id = r.id ORDER BY (c.permission = 'owner') DESC, (c.permission = 'editor') DESC LIMIT 1) AS pperm,
            EXISTS (SELECT 1 FROM resource_locales x WHERE x.resource_id = r.id AND x.status = 1) AS published
       FROM resources r WHERE r.id = $1 AND r.deleted_at IS NULL AND r.origin = 'krea'${lock ? ' FOR UPDATE OF r' : ''}`,
    [id, user.userId],
  );
  const r = rows[0];
  if (!r) return null;
  if (r.owner_user_id === user.userId) return 'owner';
  const perms = [r.rperm, r.pperm];
  if (perms.includes('owner') || perms.includes('editor')) return 'editor';
  if (perms.includes('commenter')) return 'commenter';
  if (r.school_group_id === null) return hasRole(user, 'ApprovingAuthor', 'Admin') ? 'commenter' : null;
  if ((r.published || hasRole(user, 'ApprovingAuthor', 'Admin')) && r.school_group_id === (await groupOf(db, user)))
    return 'commenter';
  return null;
}

export async function requireLevel(db: Db, user: AuthUser, id: number, need: ResourceNeed): Promise<ResourceLevel> {
  const level = await levelOn(db, user, id);
  if (!level) throw notFound();
  if (need === 'edit' && level === 'commenter')
    throw new ApiError(403, 'KREA_NO_EDIT_PERMISSION', "You don't have editing permission");
  if (need === 'owner' && level !== 'owner')
    throw new ApiError(403, 'KREA_OWNER_ONLY', 'Only the owner of the resource can do this');
  return level;
}

// ---------------------------------------------------------------- create
export async function createResource(db: Db, user: AuthUser, locale: ExploreLocale, title = ''): Promise<number> {
  const group = await groupOf(db, user);
  return db.transaction(async (tx) => {
    const author =
      (await tx.query<{ id: number }>('SELECT id FROM authors WHERE user_id = $1', [user.userId])).rows[0]?.id ?? null;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO resources (author_id, owner_user_id, modified_by, school_group_id, origin, source_locale) VALUES ($1, $2, $2, $3, 'krea', $4) RETURNING id`,
      [author, user.userId, group, locale],
    );
    const id = rows[0].id;
    await tx.query(`INSERT INTO resource_locales (resource_id, locale, status, title) VALUES ($1, $2, 3, $3)`, [
      id,
      locale,
      plainText(title.trim()),
    ]);
    await tx.query(`INSERT INTO collaborators (resource_id, user_id, permission) VALUES ($1, $2, 'owner')`, [
      id,
      user.userId,
    ]);
    // a new resource starts with one blank class (§4: classes are added as blank plans)
    await tx.query('INSERT INTO class_plans (resource_id, class_number) VALUES ($1, 1)', [id]);
    await snapshot(tx, id, locale, 1, user.userId, null);
    return id;
  });
}

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
    db.query<{
      id: number;
      class_number: number;
      organization_type: string | null;
      secondary_organization_type: string | null;
      class_layout: string | null;
      minutes_duration: number | null;
      start_minutes: number | null;
      development_minutes: number | null;
      closure_minutes: number | null;
      valuation_minutes: number | null;
      teacher_enabled: boolean;
      student_enabled: boolean;
    }>('SELECT * FROM class_plans WHERE resource_id = $1 ORDER BY class_number', [id]),
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

// ---------------------------------------------------------------- validation of a save
const extOf = (u: string) => /\.([a-z0-9]+)(\?[^#]*)?$/i.exec(u)?.[1]?.toLowerCase() ?? '';
/** Downloadable files of a resource live in its own folder of the file store (or the demo files). */
function checkFile(resourceId: number, u: string | null, path: string, exts: readonly string[]): void {
  if (!u) throw bad('Upload a valid file', CODES.badFile, path);
  const ours =
    new RegExp(`^/files/Krea/[^/]+/resources/${resourceId}/[^/?]+(\\?sig=[A-Za-z0-9]+)?$`).test(u) ||
    /^\/files\/demo\/[^?]+$/.test(u);
  if (!ours) throw bad('Upload a valid file', CODES.badFile, path);
  if (!exts.includes(extOf(u))) throw bad(`Upload a valid file (${exts.join(', ')})`, CODES.badFile, path);
}
function checkMaterials(resourceId: number, ms: KreaMaterial[] | undefined, path: string): void {
  ms?.forEach((m, i) => {
    if (m.kind === 3) checkFile(resourceId, m.fileUrl, `${path}.${i}.fileUrl`, DOWNLOADABLE_EXTENSIONS);
    else if (m.fileUrl && !/^https?:\/\//i.test(m.fileUrl))
      throw bad(MSG.invalidUrl, 'VALIDATION_ERROR', `${path}.${i}.fileUrl`);
  });
}
async function checkIds(db: Db, table: string, ids: number[] | undefined, path: string): Promise<void> {
  if (!ids?.length) return;
  const uniq = [...new Set(ids)];
  if (uniq.length !== ids.length) throw bad(`${path}: repeated values`, 'VALIDATION_ERROR', path);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM ${table} WHERE id = ANY($1::int[])`,
    [uniq],
  );
  if (rows[0].n !== uniq.length) throw bad(`${path}: unknown value`, CODES.unknownValue, path);
}

/** §3 topics: 'Other' / 'Institutional identity' alone, or one or two topics, each with one or two of its sub-topics, at most 3 sub-topics. */
async function checkTopics(db: Db, body: UpdateResourceBody): Promise<void> {
  const topics = body.topics;
  if (topics === undefined) return;
  if (topics.length && body.topicSpecial)
    throw bad("Choose topics or 'Other' / 'Institutional identity', not both", CODES.topicRules, 'topics');
  if (new Set(topics.map((t) => t.topicId)).size !== topics.length)
    throw bad('topics: repeated values', CODES.topicRules, 'topics');
  const subs = topics.flatMap((t) => t.subtopicIds);
  if (subs.length > RESOURCE_LIMITS.topicsAndSubtopics)
    throw bad(`At most ${RESOURCE_LIMITS.topicsAndSubtopics} sub-topics`, CODES.topicRules, 'topics');
  if (new Set(subs).size !== subs.length) throw bad('topics: repeated sub-topics', CODES.topicRules, 'topics');
  if (!topics.length) return;
  const { rows } = await db.query<{ id: number; topic_id: number }>(
    'SELECT id, topic_id FROM subtopics WHERE id = ANY($1::int[])',
    [subs],
  );
  await checkIds(
    db,
    'topics',
    topics.map((t) => t.topicId),
    'topics',
  );
  for (const t of topics) {
    for (const s of t.subtopicIds) {
      const r = rows.find((x) => x.id === s);
      if (!r || r.topic_id !== t.topicId)
        throw bad('A sub-topic does not belong to its topic', CODES.topicRules, 'topics');
    }
  }
}

export async function validateBody(db: Db, id: number, body: UpdateResourceBody): Promise<void> {
  if (body.title !== undefined && !body.title.trim()) throw bad(MSG.titleRequired, CODES.titleRequired, 'title');
  if (body.type === null) throw bad('The resource type is required', CODES.typeRequired, 'type');
  if (body.keywords) {
    const norm = body.keywords.map((k) => k.trim().toLowerCase());
    if (new Set(norm).size !== norm.length)
      throw bad('Duplicate keywords are not allowed', CODES.duplicateKeyword, 'keywords');
  }
  if (body.image && !(IMAGE_EXTENSIONS as readonly string[]).includes(extOf(body.image)))
    throw bad('Upload a valid file (png, jpg, jpeg)', CODES.badFile, 'image');
  if (body.image && !/^https:\/\//i.test(body.image)) checkFile(id, body.image, 'image', IMAGE_EXTENSIONS);
  if (body.videoUrl && !/^https?:\/\//i.test(body.videoUrl)) throw bad(MSG.invalidUrl, 'VALIDATION_ERROR', 'videoUrl');
  for (const [k, m] of [
    ['teacherMedia', body.teacherMedia],
    ['studentMedia', body.studentMedia],
  ] as const) {
    if (m?.kind === 2 && !/^https:\/\//i.test(m.url)) checkFile(id, m.url, `${k}.url`, IMAGE_EXTENSIONS);
    if (m?.kind === 1 && !/^https?:\/\//i.test(m.url)) throw bad(MSG.invalidUrl, 'VALIDATION_ERROR', `${k}.url`);
  }
  body.classPlans?.forEach((c, i) => {
    checkMaterials(id, c.teacherMaterials, `classPlans.${i}.teacherMaterials`);
    checkMaterials(id, c.studentMaterials, `classPlans.${i}.studentMaterials`);
  });
  checkMaterials(id, body.globalValuationMaterials, 'globalValuationMaterials');
  await Promise.all([
    checkIds(db, 'skills', body.skillIds, 'skillIds'),
    checkIds(db, 'cross_areas', body.crossAreaIds, 'crossAreaIds'),
    checkIds(db, 'age_ranges', body.ageRangeIds, 'ageRangeIds'),
    checkIds(db, 'sdgs', body.sdgIds, 'sdgIds'),
    checkTopics(db, body),
  ]);
}

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
    const lsets: string[] = [];
    const lp: unknown[] = [id, L];
    const lset = (col: string, v: unknown) => {
      if (v !== undefined) {
        lp.push(v);
        lsets.push(`${col} = $${lp.length}`);
      }
    };
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
    const sets: string[] = [];
    const p: unknown[] = [id, user.userId];
    const set = (col: string, v: unknown) => {
      if (v !== undefined) {
        p.push(v);
        sets.push(`${col} = $${p.length}`);
      }
    };
    set('type', body.type);
    set('implementation', body.implementation);
    set('cover', body.image);
    set('video_url', body.videoUrl);
    if (body.topicSpecial !== undefined || body.topics !== undefined)
      set('topic_special', body.topicSpecial ?? (body.topics?.length ? null : undefined));
    await tx.query(
      `UPDATE resources SET ${[...sets, 'version = version + 1', 'modified_by = $2', 'updated_at = now()'].join(', ')} WHERE id = $1`,
      p,
    );
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
    if (body.ageRangeIds) {
      await tx.query('DELETE FROM resource_age_ranges WHERE resource_id = $1', [id]);
      for (const [i, a] of body.ageRangeIds.entries())
        await tx.query('INSERT INTO resource_age_ranges (resource_id, age_range_id, position) VALUES ($1, $2, $3)', [
          id,
          a,
          i,
        ]);
      await tx.query(
        `UPDATE resources r SET age_min = a1.min_age, age_max = a1.max_age, secondary_age_min = a2.min_age, secondary_age_max = a2.max_age
           FROM (SELECT 1) x LEFT JOIN age_ranges a1 ON a1.id = $2 LEFT JOIN age_ranges a2 ON a2.id = $3 WHERE r.id = $1`,
        [id, body.ageRangeIds[0] ?? null, body.ageRangeIds[1] ?? null],
      );
    }
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
        const kid = (
          await tx.query<{ id: number }>(
            'INSERT INTO keywords (value) VALUES ($1) ON CONFLICT (value) DO UPDATE SET value = EXCLUDED.value RETURNING id',
            [k],
          )
        ).rows[0].id;
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

async function snapshot(
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

// ---------------------------------------------------------------- versions
export async function listVersions(db: Db, id: number, locale: ExploreLocale): Promise<KreaResourceVersion[]> {
  const { rows } = await db.query<{
    id: number;
    version: number;
    locale: ExploreLocale;
    restored_from: number | null;
    created_at: string | Date;
    name: string | null;
    surname: string | null;
    email: string | null;
    title: string | null;
  }>(
    `SELECT v.id, v.version, v.locale, v.restored_from, v.created_at, u.name, u.surname, u.email, v.state->>'title' AS title
       FROM resource_versions v LEFT JOIN users u ON u.id = v.user_id WHERE v.resource_id = $1 AND v.locale = $2 ORDER BY v.id DESC LIMIT 500`,
    [id, locale],
  );
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    locale: r.locale,
    user: fullName(r.name, r.surname, r.email),
    at: iso(r.created_at),
    restoredFrom: r.restored_from,
    title: r.title ?? '',
  }));
}
export async function getVersion(db: Db, id: number, versionId: number): Promise<KreaResourceVersionDetail> {
  const { rows } = await db.query<{
    id: number;
    version: number;
    locale: ExploreLocale;
    restored_from: number | null;
    created_at: string | Date;
    name: string | null;
    surname: string | null;
    email: string | null;
    state: KreaResourceState | string;
  }>(
    `SELECT v.id, v.version, v.locale, v.restored_from, v.created_at, u.name, u.surname, u.email, v.state
       FROM resource_versions v LEFT JOIN users u ON u.id = v.user_id WHERE v.resource_id = $1 AND v.id = $2`,
    [id, versionId],
  );
  const r = rows[0];
  if (!r) throw ApiError.notFound('Version not found', CODES.versionMissing);
  const state = typeof r.state === 'string' ? (JSON.parse(r.state) as KreaResourceState) : r.state;
  return {
    id: r.id,
    version: r.version,
    locale: r.locale,
    user: fullName(r.name, r.surname, r.email),
    at: iso(r.created_at),
    restoredFrom: r.restored_from,
    title: state.title,
    state,
  };
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

// ---------------------------------------------------------------- languages, delete, publish
export async function addLocale(
  db: Db,
  user: AuthUser,
  id: number,
  locale: ExploreLocale,
  copyFrom?: ExploreLocale,
): Promise<void> {
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
}

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

/** The review state of a resource language: published (status 1) is approved whatever the column says (catalogue rows). */
export const reviewStateOf = (l: { status: number; review_state?: string | null }): ReviewState =>
  l.status === 1 ? 'approved' : l.review_state === 'inReview' ? 'inReview' : 'draft';
/** Approving authors and admins publish directly and review the others' resources of their school group. */
export const isApproverOf = (user: AuthUser) => hasRole(user, 'ApprovingAuthor', 'Admin');

/**
 * publish: complete, accessible languages go to review (inReview, not visible) or, for an approving author / admin,
 * straight to approved (visible); unpublish: back to draft. Nothing changes on a refusal. Answers the new state.
 */
export async function setStatus(
  db: Db,
  user: AuthUser,
  id: number,
  status: 'published' | 'unpublished',
  locales: ExploreLocale[],
): Promise<ReviewState> {
  const has = (
    await db.query<{ locale: ExploreLocale }>('SELECT locale FROM resource_locales WHERE resource_id = $1', [id])
  ).rows.map((r) => r.locale);
  const missing = locales.filter((l) => !has.includes(l));
  if (missing.length)
    throw bad(`Languages not in this resource: ${missing.join(', ')}`, CODES.localeMissing, 'locales');
  if (status === 'published') {
    for (const l of locales) {
      const { state } = await stateOf(db, id, l);
      const p = progressOf(state);
      if (p.total < 100)
        throw new ApiError(
          400,
          CODES.notComplete,
          MSG.publishError,
          p.missing.map((m) => ({ path: `${l}.${m}`, message: 'Complete to publish' })),
        );
      const a = a11yOf(state);
      if (a.length)
        throw new ApiError(
          400,
          CODES.accessibility,
          'Fix the accessibility issues before publishing',
          a.map((x) => ({ path: `${l}.${x.field}`, message: x.detail })),
        );
    }
  }
  const state: ReviewState = status === 'unpublished' ? 'draft' : isApproverOf(user) ? 'approved' : 'inReview';
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM resources WHERE id = $1 FOR UPDATE', [id]);
    await tx.query(
      `UPDATE resource_locales SET status = $3, review_state = $4, updated_at = now()
        WHERE resource_id = $1 AND locale = ANY($2::text[])`,
      [id, locales, state === 'approved' ? 1 : 3, state],
    );
    if (state === 'approved')
      await tx.query('UPDATE resources SET published_at = coalesce(published_at, now()) WHERE id = $1', [id]);
    // a reviewer's earlier "sent back" comment is answered by this new submission (the editor stops showing it)
    if (status === 'published')
      await tx.query(
        `UPDATE comments SET resolved_at = now(), resolved_by = $3
          WHERE resource_id = $1 AND locale = ANY($2::text[]) AND anchor = 'review' AND resolved_at IS NULL`,
        [id, locales, user.userId],
      );
    await tx.query('UPDATE resources SET version = version + 1, modified_by = $2, updated_at = now() WHERE id = $1', [
      id,
      user.userId,
    ]);
  });
  await refreshResourcePrograms(db, id); // a content is complete only with a published resource (issue 31)
  return state;
}

/**
 * An approving author / admin of the resource's school group decides on a language waiting for review: approve
 * (published) or send it back to draft with a comment (kept for the authors; the editor shows it). 409 when the
 * language is not waiting for review; nothing changes on a refusal.
 */
export async function review(
  db: Db,
  user: AuthUser,
  id: number,
  locale: ExploreLocale,
  decision: 'approve' | 'return',
  comment?: string,
): Promise<ReviewState> {
  const out = await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM resources WHERE id = $1 FOR UPDATE', [id]);
    const cur = (
      await tx.query<{ status: number; review_state: string }>(
        'SELECT status, review_state FROM resource_locales WHERE resource_id = $1 AND locale = $2',
        [id, locale],
      )
    ).rows[0];
    if (!cur) throw bad('That language does not exist in this resource', CODES.localeMissing, 'locale');
    if (reviewStateOf(cur) !== 'inReview')
      throw new ApiError(409, KREA_ERROR_CODES.notInReview, 'That language is not waiting for review');
    const state: ReviewState = decision === 'approve' ? 'approved' : 'draft';
    await tx.query(
      'UPDATE resource_locales SET status = $3, review_state = $4, updated_at = now() WHERE resource_id = $1 AND locale = $2',
      [id, locale, state === 'approved' ? 1 : 3, state],
    );
    if (state === 'approved')
      await tx.query('UPDATE resources SET published_at = coalesce(published_at, now()) WHERE id = $1', [id]);
    await tx.query('UPDATE resources SET version = version + 1, modified_by = $2, updated_at = now() WHERE id = $1', [
      id,
      user.userId,
    ]);
    if (comment)
      await tx.query(
        `INSERT INTO comments (resource_id, locale, anchor, user_id, body) VALUES ($1, $2, 'review', $3, $4)`,
        [id, locale, user.userId, comment],
      );
    return state;
  });
  await refreshResourcePrograms(db, id); // a content is complete only with a published resource (issue 31)
  return out;
}

/** Who is told about a review step: the approvers of the resource's group (submitted) or its owner and collaborators. */
export async function reviewTargets(
  db: Db,
  id: number,
  event: 'submitted' | 'approved' | 'returned',
  except: number,
): Promise<number[]> {
  const { rows } =
    event === 'submitted'
      ? await db.query<{ id: number }>(
          `SELECT DISTINCT u.id FROM resources r
             JOIN schools s ON s.school_group_id = r.school_group_id
             JOIN users u ON u.school_id = s.id AND u.deleted_at IS NULL AND u.active
             JOIN user_roles ur ON ur.user_id = u.id JOIN roles ro ON ro.id = ur.role_id AND ro.name IN ('ApprovingAuthor', 'Admin')
            WHERE r.id = $1 AND u.id <> $2 ORDER BY u.id`,
          [id, except],
        )
      : await db.query<{ id: number }>(
          `SELECT DISTINCT x.id FROM (
              SELECT user_id AS id FROM collaborators WHERE resource_id = $1 AND permission IN ('owner', 'editor', 'commenter')
              UNION SELECT owner_user_id FROM resources WHERE id = $1 AND owner_user_id IS NOT NULL) x
            WHERE x.id <> $2 ORDER BY x.id`,
          [id, except],
        );
  return rows.map((r) => r.id);
}
export async function resourceTitle(db: Db, id: number, locale: ExploreLocale): Promise<string> {
  const { rows } = await db.query<{ title: string }>(
    'SELECT title FROM resource_locales WHERE resource_id = $1 ORDER BY (locale = $2) DESC LIMIT 1',
    [id, locale],
  );
  return rows[0]?.title ?? '';
}

// ---------------------------------------------------------------- collaborators (krea.md §6 "add collaborators")
/** The collaborators of a resource, owner first (the owner is listed even when no collaborator row was written for them). */
export async function resourceAuthorsOf(db: Db, id: number): Promise<KreaAuthor[]> {
  const { rows } = await db.query<{
    user_id: number;
    permission: KreaAuthor['permission'];
    name: string | null;
    surname: string | null;
    email: string;
  }>(
    `SELECT x.user_id, x.permission, u.name, u.surname, u.email FROM (
        SELECT owner_user_id AS user_id, 'owner' AS permission, NULL::timestamptz AS created_at FROM resources
         WHERE id = $1 AND owner_user_id IS NOT NULL
        UNION ALL
        SELECT c.user_id, c.permission, c.created_at FROM collaborators c JOIN resources r ON r.id = c.resource_id
         WHERE c.resource_id = $1 AND c.user_id IS DISTINCT FROM r.owner_user_id AND c.permission <> 'owner') x
       JOIN users u ON u.id = x.user_id
      ORDER BY (x.permission = 'owner') DESC, x.created_at, x.user_id`,
    [id],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    name: fullName(r.name, r.surname, r.email),
    email: r.email,
    permission: r.permission,
  }));
}

/**
 * Owner only (the route checks it): invites (editor / commenter), changes or removes (none) collaborators of a
 * resource, among the authors of the caller's school network (the same list as a content's). 400 for anyone else or
 * the owner. Answers the users newly added.
 */
export async function setResourceAuthors(
  db: Db,
  allowed: Set<number>,
  id: number,
  authors: Array<{ userId: number; permission: 'editor' | 'commenter' | 'none' }>,
): Promise<number[]> {
  const owner = (await db.query<{ owner_user_id: number }>('SELECT owner_user_id FROM resources WHERE id = $1', [id]))
    .rows[0]?.owner_user_id;
  const wrong = authors.filter((a) => a.userId === owner || !allowed.has(a.userId));
  if (wrong.length)
    throw bad(
      'Collaborators are authors of your school network (not the owner)',
      KREA_ERROR_CODES.unknownUser,
      'authors',
    );
  const added: number[] = [];
  await db.transaction(async (tx) => {
    for (const a of authors) {
      if (a.permission === 'none') {
        await tx.query('DELETE FROM collaborators WHERE resource_id = $1 AND user_id = $2', [id, a.userId]);
        continue;
      }
      const r = await tx.query<{ inserted: boolean }>(
        `INSERT INTO collaborators (resource_id, user_id, permission) VALUES ($1, $2, $3)
         ON CONFLICT (resource_id, user_id) WHERE resource_id IS NOT NULL DO UPDATE SET permission = EXCLUDED.permission
         RETURNING (xmax = 0) AS inserted`,
        [id, a.userId, a.permission],
      );
      if (r.rows[0]?.inserted) added.push(a.userId);
    }
  });
  return added;
}
