/**
 * SQL of the Krea contents (krea.md §3-§5; docs/decisions/0021): create, read, update with a version check,
 * completeness (§5), languages, resources, keywords, review states, collaborators, comments and the event log.
 */
import {
  KREA_ERROR_CODES as CODES,
  KREA_MESSAGES as MSG,
  type ContentType,
  type ExploreLocale,
  type KreaAuthor,
  type KreaAvailableAuthor,
  type KreaComment,
  type KreaCompleteness,
  type KreaContent,
  type KreaContentCard,
  type KreaEvent,
  type KreaLocaleState,
  type KreaResourceCard,
  type KreaResourceItem,
  type ReviewState,
  type SchoolGroupUser,
  type UpdateContentBody,
} from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { groupOf } from '../../http/request';
import { goalsHtml, plainNullable, plainText, sanitizeNullable } from './markup';
import { isApprover, type Level } from './access';

const ORDER = `array_position(ARRAY['es','en','ca'], pl.locale)`;
const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());
const fullName = (name: string | null, surname: string | null, email: string | null) =>
  [name, surname].filter(Boolean).join(' ') || email || '';
const bad = (message: string, code: string, path = '') => ApiError.badRequest(message, [{ path, message }], code);

export async function logEvent(
  db: Db,
  programId: number,
  userId: number,
  action: string,
  locale: ExploreLocale | null = null,
  comment: string | null = null,
): Promise<void> {
  await db.query('INSERT INTO krea_events (program_id, locale, user_id, action, comment) VALUES ($1, $2, $3, $4, $5)', [
    programId,
    locale,
    userId,
    action,
    comment,
  ]);
}

// ---------------------------------------------------------------- create
export async function createContent(
  db: Db,
  user: AuthUser,
  locale: ExploreLocale,
  contentType: ContentType,
): Promise<number> {
  const group = await groupOf(db, user);
  return db.transaction(async (tx) => {
    const author =
      (await tx.query<{ id: number }>('SELECT id FROM authors WHERE user_id = $1', [user.userId])).rows[0]?.id ?? null;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO programs (content_type, author_id, owner_user_id, modified_by, school_group_id, origin, source_locale)
       VALUES ($1, $2, $3, $3, $4, 'krea', $5) RETURNING id`,
      [contentType, author, user.userId, group, locale],
    );
    const id = rows[0].id;
    await tx.query(
      `INSERT INTO program_locales (program_id, locale, status, review_state, title) VALUES ($1, $2, 3, 'draft', '')`,
      [id, locale],
    );
    await tx.query(`INSERT INTO collaborators (program_id, user_id, permission) VALUES ($1, $2, 'owner')`, [
      id,
      user.userId,
    ]);
    if (author)
      await tx.query(
        'INSERT INTO program_authors (program_id, author_id, is_main, position) VALUES ($1, $2, true, 0)',
        [id, author],
      );
    // creating content also creates its first resource (§2)
    const r = await tx.query<{ id: number }>(
      `INSERT INTO resources (author_id, owner_user_id, modified_by, school_group_id, origin) VALUES ($1, $2, $2, $3, 'krea') RETURNING id`,
      [author, user.userId, group],
    );
    await tx.query(`INSERT INTO resource_locales (resource_id, locale, status, title) VALUES ($1, $2, 3, '')`, [
      r.rows[0].id,
      locale,
    ]);
    await tx.query(`INSERT INTO collaborators (resource_id, user_id, permission) VALUES ($1, $2, 'owner')`, [
      r.rows[0].id,
      user.userId,
    ]);
    await tx.query('INSERT INTO program_resources (program_id, resource_id, position) VALUES ($1, $2, 0)', [
      id,
      r.rows[0].id,
    ]);
    await logEvent(tx, id, user.userId, 'created', locale);
    return id;
  });
}

// ---------------------------------------------------------------- read
interface LocaleRow {
  locale: ExploreLocale;
  title: string;
  foundation: string | null;
  goals: string[];
  review_state: ReviewState;
  stale: boolean;
  status: number;
}
interface ProgramRow {
  id: number;
  version: number;
  content_type: ContentType;
  cover: string | null;
  video_url: string | null;
  detail_document_url: string | null;
  evaluation_method_id: number | null;
  educational_level_id: number | null;
  grade: string | null;
  owner_user_id: number;
  owner_name: string | null;
  owner_surname: string | null;
  owner_email: string | null;
  modified_by: number | null;
  mod_name: string | null;
  mod_surname: string | null;
  mod_email: string | null;
  updated_at: string | Date;
  source_locale: ExploreLocale | null;
}
interface Shared {
  ages: number[];
  udls: number[];
  sdgs: number[];
  keywords: string[];
  resources: number;
  duration: number;
  /** per language: the resources a teacher can open (that language published, ≥1 class enabled for teachers) */
  openable: Partial<Record<string, number>>;
}

async function programRow(db: Db, id: number): Promise<ProgramRow> {
  const { rows } = await db.query<ProgramRow>(
    `SELECT p.id, p.version, p.content_type, p.cover, p.video_url, p.detail_document_url, p.evaluation_method_id, p.educational_level_id, p.grade,
            p.owner_user_id, o.name AS owner_name, o.surname AS owner_surname, o.email AS owner_email, p.modified_by,
            m.name AS mod_name, m.surname AS mod_surname, m.email AS mod_email, p.updated_at, p.source_locale
       FROM programs p LEFT JOIN users o ON o.id = p.owner_user_id LEFT JOIN users m ON m.id = p.modified_by
      WHERE p.id = $1 AND p.deleted_at IS NULL`,
    [id],
  );
  if (!rows[0]) throw ApiError.notFound('Content not found');
  return rows[0];
}
async function localeRows(db: Db, id: number): Promise<LocaleRow[]> {
  return (
    await db.query<LocaleRow>(
      `SELECT pl.locale, pl.title, pl.foundation, pl.goals, pl.review_state, pl.stale, pl.status FROM program_locales pl WHERE pl.program_id = $1 ORDER BY ${ORDER}`,
      [id],
    )
  ).rows;
}
async function shared(db: Db, id: number): Promise<Shared> {
  const [ages, udls, sdgs, kws, res, open] = await Promise.all([
    db.query<{ id: number }>(
      'SELECT age_range_id AS id FROM program_age_ranges WHERE program_id = $1 ORDER BY position, age_range_id',
      [id],
    ),
    db.query<{ id: number }>('SELECT udl_id AS id FROM program_udls WHERE program_id = $1 ORDER BY udl_id', [id]),
    db.query<{ id: number }>('SELECT sdg_id AS id FROM program_sdgs WHERE program_id = $1 ORDER BY sdg_id', [id]),
    db.query<{ value: string }>(
      'SELECT k.value FROM program_keywords x JOIN keywords k ON k.id = x.keyword_id WHERE x.program_id = $1 ORDER BY k.value',
      [id],
    ),
    db.query<{ n: number; mins: number }>(
      `SELECT count(DISTINCT pr.resource_id)::integer AS n, coalesce(sum(cp.minutes_duration), 0)::integer AS mins
         FROM program_resources pr JOIN resources r ON r.id = pr.resource_id AND r.deleted_at IS NULL
         LEFT JOIN class_plans cp ON cp.resource_id = pr.resource_id AND cp.teacher_enabled WHERE pr.program_id = $1`,
      [id],
    ),
    // issue 31: an empty unpublished draft made a content "complete" (a "1 recursos · 0 clases" program for teachers)
    db.query<{ locale: string; n: number }>(
      `SELECT rl.locale, count(DISTINCT pr.resource_id)::integer AS n
         FROM program_resources pr JOIN resources r ON r.id = pr.resource_id AND r.deleted_at IS NULL
         JOIN resource_locales rl ON rl.resource_id = pr.resource_id AND rl.status = 1
        WHERE pr.program_id = $1
          AND EXISTS (SELECT 1 FROM class_plans cp WHERE cp.resource_id = pr.resource_id AND cp.teacher_enabled)
        GROUP BY rl.locale`,
      [id],
    ),
  ]);
  return {
    ages: ages.rows.map((r) => r.id),
    udls: udls.rows.map((r) => r.id),
    sdgs: sdgs.rows.map((r) => r.id),
    keywords: kws.rows.map((r) => r.value),
    resources: res.rows[0]?.n ?? 0,
    duration: res.rows[0]?.mins ?? 0,
    openable: Object.fromEntries(open.rows.map((r) => [r.locale, r.n])),
  };
}

/** The visible text of a rich-text field (tags and entities out). */
const textOf = (html: string | null) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();

/** §5 completeness of one language version: every rule met → 100 % 'Ready to publish'; `missing` names the rules not met. */
export function completenessOf(
  p: Pick<ProgramRow, 'cover' | 'evaluation_method_id' | 'educational_level_id'>,
  l: Pick<LocaleRow, 'locale' | 'title' | 'foundation' | 'goals'>,
  s: Shared,
): KreaCompleteness {
  const rules: Array<[string, boolean]> = [
    ['title', !!l.title.trim()],
    ['image', !!p.cover],
    ['rationale', !!textOf(l.foundation)],
    // 3 to 5 goals are suggested to the author, not required: one is enough to publish
    ['goals', l.goals.some((g) => g.trim())],
    ['ages', s.ages.length > 0],
    ['evaluationMethod', p.evaluation_method_id !== null],
    ['udl', s.udls.length > 0],
    ['level', p.educational_level_id !== null],
    ['sdgs', s.sdgs.length > 0],
    // a published resource of this language with a class for teachers (issue 31), not any draft
    ['resources', (s.openable[l.locale] ?? 0) > 0],
  ];
  const missing = rules.filter(([, ok]) => !ok).map(([k]) => k);
  const percentage = Math.round(((rules.length - missing.length) / rules.length) * 100);
  return { locale: l.locale, percentage, ready: percentage === 100, missing };
}

export async function completeness(db: Db, id: number, store = false): Promise<KreaCompleteness[]> {
  const [p, ls, s] = await Promise.all([programRow(db, id), localeRows(db, id), shared(db, id)]);
  const out = ls.map((l) => completenessOf(p, l, s));
  if (store)
    await db.query('UPDATE programs SET completeness = $2 WHERE id = $1', [
      id,
      Math.max(0, ...out.map((c) => c.percentage)),
    ]);
  return out;
}

/** The stored completeness of the contents holding a resource, after the resource was published or withdrawn (issue 31). */
export async function refreshResourcePrograms(db: Db, resourceId: number): Promise<void> {
  const { rows } = await db.query<{ program_id: number }>(
    `SELECT pr.program_id FROM program_resources pr JOIN programs p ON p.id = pr.program_id AND p.deleted_at IS NULL
      WHERE pr.resource_id = $1`,
    [resourceId],
  );
  for (const r of rows) await completeness(db, r.program_id, true);
}

export async function loadContent(
  db: Db,
  user: AuthUser,
  id: number,
  level: Level,
  want: ExploreLocale,
): Promise<KreaContent> {
  const [p, ls, s] = await Promise.all([programRow(db, id), localeRows(db, id), shared(db, id)]);
  const l = ls.find((x) => x.locale === want) ?? ls[0];
  if (!l) throw ApiError.notFound('Content not found');
  const states: KreaLocaleState[] = ls.map((x) => ({
    locale: x.locale,
    state: x.review_state,
    stale: x.stale,
    title: x.title,
    completeness: completenessOf(p, x, s).percentage,
  }));
  return {
    id: p.id,
    version: p.version,
    contentType: p.content_type,
    locale: l.locale,
    locales: states,
    title: l.title,
    rationale: l.foundation,
    goals: l.goals,
    image: p.cover,
    videoUrl: p.video_url,
    detailDocumentUrl: p.detail_document_url,
    ageRangeIds: s.ages,
    evaluationMethodId: p.evaluation_method_id,
    udlIds: s.udls,
    educationalLevelId: p.educational_level_id,
    grade: p.grade,
    sdgIds: s.sdgs,
    keywords: s.keywords,
    resourceCount: s.resources,
    duration: s.duration,
    completeness: completenessOf(p, l, s).percentage,
    status: ls.some((x) => x.review_state === 'approved') ? 'published' : 'draft',
    permission: level,
    canEdit: level === 'owner' || level === 'editor',
    canApprove: isApprover(user),
    canComment: true,
    owner: { userId: p.owner_user_id, name: fullName(p.owner_name, p.owner_surname, p.owner_email) },
    modifiedBy: p.modified_by
      ? { userId: p.modified_by, name: fullName(p.mod_name, p.mod_surname, p.mod_email) }
      : null,
    modifiedAt: iso(p.updated_at)!,
  };
}

// ---------------------------------------------------------------- update (version-checked)
async function checkIds(db: Db, table: string, ids: number[] | undefined, path: string): Promise<void> {
  if (!ids?.length) return;
  const uniq = [...new Set(ids)];
  if (uniq.length !== ids.length) throw bad(`${path}: repeated values`, 'VALIDATION_ERROR', path);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM ${table} WHERE id = ANY($1::int[])`,
    [uniq],
  );
  if (rows[0].n !== uniq.length) throw bad(`${path}: unknown value`, 'VALIDATION_ERROR', path);
}

export async function updateContent(db: Db, user: AuthUser, id: number, body: UpdateContentBody): Promise<void> {
  if (body.title !== undefined && !body.title.trim()) throw bad(MSG.titleRequired, CODES.titleRequired, 'title');
  await Promise.all([
    checkIds(db, 'age_ranges', body.ageRangeIds, 'ageRangeIds'),
    checkIds(db, 'udls', body.udlIds, 'udlIds'),
    checkIds(db, 'sdgs', body.sdgIds, 'sdgIds'),
    checkIds(
      db,
      'evaluation_methods',
      body.evaluationMethodId ? [body.evaluationMethodId] : undefined,
      'evaluationMethodId',
    ),
    checkIds(
      db,
      'educational_levels',
      body.educationalLevelId ? [body.educationalLevelId] : undefined,
      'educationalLevelId',
    ),
  ]);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ version: number; source_locale: ExploreLocale | null }>(
      'SELECT version, source_locale FROM programs WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!rows[0]) throw ApiError.notFound('Content not found');
    if (rows[0].version !== body.version) throw new ApiError(409, CODES.versionConflict, MSG.versionConflict);
    const loc = (
      await tx.query<LocaleRow>(
        'SELECT locale, title, foundation, goals, review_state, stale, status FROM program_locales WHERE program_id = $1 AND locale = $2',
        [id, body.locale],
      )
    ).rows[0];
    if (!loc) throw bad('That language does not exist in this content', CODES.localeMissing, 'locale');
    // per-language texts
    // plain text (ADR 0047): the request schema refuses markup; stripped here too (defence in depth)
    const title = body.title === undefined ? loc.title : plainText(body.title);
    // rich text (TipTap HTML): sanitised like the resource editor's fields (ADR 0025); empty → null
    const foundation = body.rationale === undefined ? loc.foundation : sanitizeNullable(body.rationale) || null;
    const goals = body.goals ? body.goals.map(plainText).filter((g) => g.trim()) : loc.goals;
    const textChanged =
      title !== loc.title || foundation !== loc.foundation || JSON.stringify(goals) !== JSON.stringify(loc.goals);
    const stale = body.confirmUpToDate || textChanged ? false : loc.stale;
    await tx.query(
      `UPDATE program_locales SET title = $3, foundation = $4, goals = $5::text[], pedagogical_objective = $6, stale = $7, updated_at = now()
        WHERE program_id = $1 AND locale = $2`,
      // the program page renders the objective as rich text: the goals, escaped, as a list
      [id, body.locale, title, foundation, goals, goalsHtml(goals), stale],
    );
    // the source language of a published content changed: its other languages may be out of date
    if (textChanged && rows[0].source_locale === body.locale) {
      await tx.query(
        `UPDATE program_locales SET stale = true WHERE program_id = $1 AND locale <> $2
                        AND EXISTS (SELECT 1 FROM program_locales a WHERE a.program_id = $1 AND a.review_state = 'approved')`,
        [id, body.locale],
      );
    }
    // shared fields
    const sets: string[] = [];
    const params: unknown[] = [id, user.userId];
    const set = (col: string, v: unknown) => {
      if (v !== undefined) {
        params.push(v);
        sets.push(`${col} = $${params.length}`);
      }
    };
    set('cover', body.image);
    set('video_url', body.videoUrl);
    set('detail_document_url', body.detailDocumentUrl);
    set('evaluation_method_id', body.evaluationMethodId);
    set('educational_level_id', body.educationalLevelId);
    set('grade', plainNullable(body.grade));
    await tx.query(
      `UPDATE programs SET ${[...sets, 'version = version + 1', 'modified_by = $2', 'updated_at = now()'].join(', ')} WHERE id = $1`,
      params,
    );
    if (body.ageRangeIds) {
      await tx.query('DELETE FROM program_age_ranges WHERE program_id = $1', [id]);
      for (const [i, a] of body.ageRangeIds.entries())
        await tx.query('INSERT INTO program_age_ranges (program_id, age_range_id, position) VALUES ($1, $2, $3)', [
          id,
          a,
          i,
        ]);
      // the cards read age_min / age_max (main) and secondary_* (second age)
      await tx.query(
        `UPDATE programs p SET age_min = a1.min_age, age_max = a1.max_age, secondary_age_min = a2.min_age, secondary_age_max = a2.max_age
           FROM (SELECT 1) x LEFT JOIN age_ranges a1 ON a1.id = $2 LEFT JOIN age_ranges a2 ON a2.id = $3 WHERE p.id = $1`,
        [id, body.ageRangeIds[0] ?? null, body.ageRangeIds[1] ?? null],
      );
    }
    if (body.udlIds) {
      await tx.query('DELETE FROM program_udls WHERE program_id = $1', [id]);
      if (body.udlIds.length)
        await tx.query('INSERT INTO program_udls (program_id, udl_id) SELECT $1, unnest($2::int[])', [id, body.udlIds]);
    }
    if (body.sdgIds) {
      await tx.query('DELETE FROM program_sdgs WHERE program_id = $1', [id]);
      if (body.sdgIds.length)
        await tx.query('INSERT INTO program_sdgs (program_id, sdg_id) SELECT $1, unnest($2::int[])', [
          id,
          [...new Set(body.sdgIds)],
        ]);
    }
    const last = (
      await tx.query<{ action: string; user_id: number; locale: string | null; recent: boolean }>(
        `SELECT action, user_id, locale, created_at > now() - interval '10 minutes' AS recent FROM krea_events WHERE program_id = $1 ORDER BY id DESC LIMIT 1`,
        [id],
      )
    ).rows[0];
    if (!(
      last &&
      last.action === 'edited' &&
      last.user_id === user.userId &&
      last.locale === body.locale &&
      last.recent
    ))
      await logEvent(tx, id, user.userId, 'edited', body.locale);
  });
  await completeness(db, id, true);
}

/** Bumps the version and the modifier after a write that is not PUT {id} (so an open editor sees a conflict instead of overwriting). */
async function touch(db: Db, id: number, userId: number): Promise<void> {
  await db.query('UPDATE programs SET version = version + 1, modified_by = $2, updated_at = now() WHERE id = $1', [
    id,
    userId,
  ]);
}

// ---------------------------------------------------------------- keywords, type, languages, delete
export async function setKeywords(db: Db, user: AuthUser, id: number, keywords: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM program_keywords WHERE program_id = $1', [id]);
    for (const k of keywords) {
      const kid = (
        await tx.query<{ id: number }>(
          'INSERT INTO keywords (value) VALUES ($1) ON CONFLICT (value) DO UPDATE SET value = EXCLUDED.value RETURNING id',
          [k],
        )
      ).rows[0].id;
      await tx.query('INSERT INTO program_keywords (program_id, keyword_id) VALUES ($1, $2)', [id, kid]);
    }
    await touch(tx, id, user.userId);
    await logEvent(tx, id, user.userId, 'keywords');
  });
}

export async function setContentType(db: Db, user: AuthUser, id: number, contentType: ContentType): Promise<void> {
  await db.query('UPDATE programs SET content_type = $2 WHERE id = $1', [id, contentType]);
  await touch(db, id, user.userId);
  await logEvent(db, id, user.userId, 'contentType');
}

export async function addLocale(
  db: Db,
  user: AuthUser,
  id: number,
  locale: ExploreLocale,
  copyFrom?: ExploreLocale,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ locale: string }>(
      'SELECT locale FROM program_locales WHERE program_id = $1 FOR UPDATE',
      [id],
    );
    if (rows.some((r) => r.locale === locale))
      throw bad('That language already exists in this content', CODES.localeExists, 'locale');
    if (copyFrom && !rows.some((r) => r.locale === copyFrom))
      throw bad('The language to copy from does not exist in this content', CODES.localeMissing, 'copyFrom');
    if (copyFrom) {
      await tx.query(
        `INSERT INTO program_locales (program_id, locale, status, review_state, title, foundation, goals, pedagogical_objective, grade_label)
                      SELECT program_id, $2, 3, 'draft', title, foundation, goals, pedagogical_objective, grade_label FROM program_locales WHERE program_id = $1 AND locale = $3`,
        [id, locale, copyFrom],
      );
    } else {
      await tx.query(
        `INSERT INTO program_locales (program_id, locale, status, review_state, title) VALUES ($1, $2, 3, 'draft', '')`,
        [id, locale],
      );
    }
    await touch(tx, id, user.userId);
    await logEvent(tx, id, user.userId, 'languageAdded', locale);
  });
}

/** Deletes one language (the last one deletes the content, §4) or the whole content. Answers whether the content is gone. */
export async function deleteContent(db: Db, user: AuthUser, id: number, locale?: ExploreLocale): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (locale) {
      const { rows } = await tx.query<{ locale: string }>(
        'SELECT locale FROM program_locales WHERE program_id = $1 FOR UPDATE',
        [id],
      );
      if (!rows.some((r) => r.locale === locale))
        throw bad('That language does not exist in this content', CODES.localeMissing, 'locale');
      if (rows.length > 1) {
        await tx.query('DELETE FROM program_locales WHERE program_id = $1 AND locale = $2', [id, locale]);
        await touch(tx, id, user.userId);
        await logEvent(tx, id, user.userId, 'languageRemoved', locale);
        return false;
      }
    }
    await tx.query('UPDATE program_locales SET status = 3 WHERE program_id = $1', [id]);
    await tx.query('UPDATE programs SET deleted_at = now(), modified_by = $2 WHERE id = $1', [id, user.userId]);
    await logEvent(tx, id, user.userId, 'deleted');
    return true;
  });
}

// ---------------------------------------------------------------- resources
/**
 * Krea resources the caller may put in a content (the two lists of GET /krea/Resource): their own or shared with them,
 * or published in their school group (network resources); one already in the content may stay.
 */
async function usableResources(db: Db, user: AuthUser, programId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const group = await groupOf(db, user);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM resources r WHERE r.id = ANY($1::int[]) AND r.deleted_at IS NULL AND r.origin = 'krea'
        AND (r.owner_user_id = $2
             OR EXISTS (SELECT 1 FROM collaborators c WHERE c.resource_id = r.id AND c.user_id = $2)
             OR EXISTS (SELECT 1 FROM program_resources pr WHERE pr.program_id = $4 AND pr.resource_id = r.id)
             OR (r.school_group_id = $3 AND EXISTS (SELECT 1 FROM resource_locales x WHERE x.resource_id = r.id AND x.status = 1)))`,
    [[...new Set(ids)], user.userId, group ?? -1, programId],
  );
  if (rows[0].n !== new Set(ids).size) throw bad('Unknown resource', CODES.unknownResource, 'resourceIds');
}

export async function setResources(db: Db, user: AuthUser, id: number, ids: number[]): Promise<void> {
  if (new Set(ids).size !== ids.length) throw bad('A resource appears twice', 'VALIDATION_ERROR', 'resourceIds');
  await usableResources(db, user, id, ids);
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM programs WHERE id = $1 FOR UPDATE', [id]);
    await tx.query('DELETE FROM program_resources WHERE program_id = $1', [id]);
    for (const [i, r] of ids.entries())
      await tx.query('INSERT INTO program_resources (program_id, resource_id, position) VALUES ($1, $2, $3)', [
        id,
        r,
        i,
      ]);
    await touch(tx, id, user.userId);
    await logEvent(tx, id, user.userId, 'resources');
  });
  await completeness(db, id, true);
}

export async function orderResources(db: Db, user: AuthUser, id: number, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM programs WHERE id = $1 FOR UPDATE', [id]);
    const cur = (
      await tx.query<{ resource_id: number }>('SELECT resource_id FROM program_resources WHERE program_id = $1', [id])
    ).rows.map((r) => r.resource_id);
    const same = cur.length === ids.length && new Set(ids).size === ids.length && ids.every((x) => cur.includes(x));
    if (!same)
      throw bad('The order must list every resource of the content once', CODES.orderNotPermutation, 'resourceIds');
    for (const [i, r] of ids.entries())
      await tx.query('UPDATE program_resources SET position = $3 WHERE program_id = $1 AND resource_id = $2', [
        id,
        r,
        i,
      ]);
    await touch(tx, id, user.userId);
    await logEvent(tx, id, user.userId, 'order');
  });
}

export async function pagedResources(
  db: Db,
  id: number,
  locale: ExploreLocale,
  pageNumber: number,
  pageSize: number,
): Promise<{ data: KreaResourceItem[]; totalCount: number }> {
  const { rows } = await db.query<{
    id: number;
    position: number;
    title: string | null;
    locale: ExploreLocale | null;
    classes: number;
    minutes: number;
    available: ExploreLocale[] | null;
    total: string;
  }>(
    `SELECT r.id, pr.position, v.title, v.locale,
            (SELECT count(*) FROM class_plans cp WHERE cp.resource_id = r.id)::integer AS classes,
            (SELECT coalesce(sum(cp.minutes_duration), 0) FROM class_plans cp WHERE cp.resource_id = r.id AND cp.teacher_enabled)::integer AS minutes,
            (SELECT array_agg(x.locale ORDER BY array_position(ARRAY['es','en','ca'], x.locale)) FROM resource_locales x WHERE x.resource_id = r.id AND x.status = 1) AS available,
            count(*) OVER () AS total
       FROM program_resources pr JOIN resources r ON r.id = pr.resource_id AND r.deleted_at IS NULL
       LEFT JOIN LATERAL (SELECT x.title, x.locale FROM resource_locales x WHERE x.resource_id = r.id
                           ORDER BY (x.locale = $2) DESC, array_position(ARRAY['es','en','ca'], x.locale) LIMIT 1) v ON true
      WHERE pr.program_id = $1 ORDER BY pr.position, r.id LIMIT $3 OFFSET $4`,
    [id, locale, pageSize, pageNumber * pageSize],
  );
  return {
    data: rows.map((r) => ({
      id: r.id,
      title: r.title ?? '',
      locale: r.locale,
      classes: r.classes,
      minutes: r.minutes,
      available: r.available ?? [],
      position: r.position,
    })),
    totalCount: Number(rows[0]?.total ?? 0),
  };
}

// ---------------------------------------------------------------- status and review
export interface StatusResult {
  changed: ExploreLocale[];
  state: ReviewState;
}

/** publish: complete languages go to review (or straight to approved for an approver); unpublish: back to draft. Nothing changes on a refusal. */
export async function updateStatus(
  db: Db,
  user: AuthUser,
  id: number,
  status: 'published' | 'unpublished',
  locales: ExploreLocale[],
): Promise<StatusResult> {
  const wanted = [...new Set(locales)];
  const exist = (
    await db.query<{ locale: ExploreLocale }>('SELECT locale FROM program_locales WHERE program_id = $1', [id])
  ).rows.map((r) => r.locale);
  const missing = wanted.filter((l) => !exist.includes(l));
  if (missing.length) throw bad(`Language not in this content: ${missing.join(', ')}`, CODES.localeMissing, 'locales');
  if (status === 'published') {
    const comp = await completeness(db, id);
    const incomplete = comp.filter((c) => wanted.includes(c.locale) && !c.ready);
    if (incomplete.length) {
      throw new ApiError(
        400,
        CODES.notComplete,
        MSG.publishError,
        incomplete.map((c) => ({ path: c.locale, message: `Complete to publish: ${c.missing.join(', ')}` })),
      );
    }
  }
  const state: ReviewState = status === 'unpublished' ? 'draft' : isApprover(user) ? 'approved' : 'inReview';
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM programs WHERE id = $1 FOR UPDATE', [id]);
    await tx.query(
      `UPDATE program_locales SET review_state = $3, status = $4, updated_at = now() WHERE program_id = $1 AND locale = ANY($2::text[])`,
      [id, wanted, state, state === 'approved' ? 1 : 3],
    );
    if (state === 'approved')
      await tx.query('UPDATE programs SET published_at = coalesce(published_at, now()) WHERE id = $1', [id]);
    await touch(tx, id, user.userId);
    for (const l of wanted)
      await logEvent(
        tx,
        id,
        user.userId,
        status === 'unpublished' ? 'unpublished' : state === 'approved' ? 'published' : 'submitted',
        l,
      );
  });
  return { changed: wanted, state };
}

export async function review(
  db: Db,
  user: AuthUser,
  id: number,
  locale: ExploreLocale,
  decision: 'approve' | 'return',
  comment?: string,
): Promise<ReviewState> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM programs WHERE id = $1 FOR UPDATE', [id]);
    const cur = (
      await tx.query<{ review_state: ReviewState }>(
        'SELECT review_state FROM program_locales WHERE program_id = $1 AND locale = $2',
        [id, locale],
      )
    ).rows[0];
    if (!cur) throw bad('That language does not exist in this content', CODES.localeMissing, 'locale');
    if (cur.review_state !== 'inReview')
      throw new ApiError(409, CODES.notInReview, 'That language is not waiting for review');
    const state: ReviewState = decision === 'approve' ? 'approved' : 'draft';
    await tx.query(
      'UPDATE program_locales SET review_state = $3, status = $4, updated_at = now() WHERE program_id = $1 AND locale = $2',
      [id, locale, state, state === 'approved' ? 1 : 3],
    );
    if (state === 'approved')
      await tx.query('UPDATE programs SET published_at = coalesce(published_at, now()) WHERE id = $1', [id]);
    await touch(tx, id, user.userId);
    await logEvent(tx, id, user.userId, decision === 'approve' ? 'approved' : 'returned', locale, comment ?? null);
    if (comment)
      await tx.query('INSERT INTO comments (program_id, locale, anchor, user_id, body) VALUES ($1, $2, $3, $4, $5)', [
        id,
        locale,
        'review',
        user.userId,
        comment,
      ]);
    return state;
  });
}

/** The collaborators of a content (owner, editors, commenters): the ones told about a review decision; not `except`. */
export async function authorsToNotify(db: Db, id: number, except?: number): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT DISTINCT user_id FROM (
        SELECT user_id FROM collaborators WHERE program_id = $1 AND permission IN ('owner', 'editor', 'commenter')
        UNION SELECT owner_user_id FROM programs WHERE id = $1 AND owner_user_id IS NOT NULL) x
      WHERE user_id IS DISTINCT FROM $2::int ORDER BY user_id`,
    [id, except ?? null],
  );
  return rows.map((r) => r.user_id);
}
/** The approving authors and admins of the content's school group (told that a language waits for review); not `except`. */
export async function approversToNotify(db: Db, id: number, except?: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT DISTINCT u.id FROM programs p
       JOIN schools s ON s.school_group_id = p.school_group_id
       JOIN users u ON u.school_id = s.id AND u.deleted_at IS NULL AND u.active
       JOIN user_roles ur ON ur.user_id = u.id JOIN roles ro ON ro.id = ur.role_id AND ro.name IN ('ApprovingAuthor', 'Admin')
      WHERE p.id = $1 AND u.id IS DISTINCT FROM $2::int ORDER BY u.id`,
    [id, except ?? null],
  );
  return rows.map((r) => r.id);
}
export async function titleOf(db: Db, id: number, locale: ExploreLocale): Promise<string> {
  const { rows } = await db.query<{ title: string }>(
    'SELECT title FROM program_locales WHERE program_id = $1 ORDER BY (locale = $2) DESC LIMIT 1',
    [id, locale],
  );
  return rows[0]?.title ?? '';
}

// ---------------------------------------------------------------- lists
export async function listContents(
  db: Db,
  user: AuthUser,
  status: 'approved' | 'hidden' | 'inReview',
  ownership: 'all' | 'own' | 'collaborations',
  locale: ExploreLocale,
  pageNumber: number,
  pageSize: number,
): Promise<{ data: KreaContentCard[]; totalCount: number }> {
  const group = await groupOf(db, user);
  const params: unknown[] = [user.userId, locale, group ?? -1];
  const mine =
    ownership === 'own'
      ? 'p.owner_user_id = $1'
      : ownership === 'collaborations'
        ? `(p.owner_user_id IS DISTINCT FROM $1 AND c.permission IN ('editor', 'commenter'))`
        : `(p.owner_user_id = $1 OR c.permission IN ('editor', 'commenter'))`;
  const reviewer = ` OR ($6::boolean AND (p.school_group_id IS NULL OR p.school_group_id = $3::int))`;
  const state =
    status === 'approved'
      ? `EXISTS (SELECT 1 FROM program_locales x WHERE x.program_id = p.id AND x.review_state = 'approved')`
      : status === 'inReview'
        ? `EXISTS (SELECT 1 FROM program_locales x WHERE x.program_id = p.id AND x.review_state = 'inReview')`
        : `NOT EXISTS (SELECT 1 FROM program_locales x WHERE x.program_id = p.id AND x.review_state <> 'draft')`;
  params.push(pageSize, pageNumber * pageSize, status === 'inReview' && isApprover(user) && ownership === 'all');
  const { rows } = await db.query<{
    id: number;
    content_type: ContentType;
    cover: string | null;
    owner_user_id: number;
    permission: string | null;
    updated_at: string | Date;
    completeness: number;
    title: string;
    locale: ExploreLocale;
    langs: Array<{ l: ExploreLocale; s: ReviewState }>;
    resources: number;
    duration: number;
    owner_name: string | null;
    owner_surname: string | null;
    owner_email: string | null;
    keywords: string[] | null;
    total: string;
  }>(
    `SELECT p.id, p.content_type, p.cover, p.owner_user_id, c.permission, p.updated_at, p.completeness, v.title, v.locale,
            (SELECT json_agg(json_build_object('l', x.locale, 's', x.review_state) ORDER BY array_position(ARRAY['es','en','ca'], x.locale)) FROM program_locales x WHERE x.program_id = p.id) AS langs,
            (SELECT count(*) FROM program_resources pr JOIN resources r ON r.id = pr.resource_id AND r.deleted_at IS NULL WHERE pr.program_id = p.id)::integer AS resources,
            (SELECT coalesce(sum(cp.minutes_duration), 0) FROM program_resources pr JOIN class_plans cp ON cp.resource_id = pr.resource_id AND cp.teacher_enabled WHERE pr.program_id = p.id)::integer AS duration,
            o.name AS owner_name, o.surname AS owner_surname, o.email AS owner_email,
            (SELECT array_agg(k.value ORDER BY k.value) FROM program_keywords pk JOIN keywords k ON k.id = pk.keyword_id WHERE pk.program_id = p.id) AS keywords,
            count(*) OVER () AS total
       FROM programs p
       LEFT JOIN collaborators c ON c.program_id = p.id AND c.user_id = $1
       LEFT JOIN users o ON o.id = p.owner_user_id
       JOIN LATERAL (SELECT x.title, x.locale FROM program_locales x WHERE x.program_id = p.id ORDER BY (x.locale = $2) DESC, array_position(ARRAY['es','en','ca'], x.locale) LIMIT 1) v ON true
      WHERE p.deleted_at IS NULL AND p.origin = 'krea' AND (${mine}${reviewer}) AND ${state}
      ORDER BY p.updated_at DESC, p.id DESC LIMIT $4 OFFSET $5`,
    params,
  );
  const data = rows.map((r): KreaContentCard => ({
    id: r.id,
    title: r.title,
    contentType: r.content_type,
    image: r.cover,
    locale: r.locale,
    activatedLanguages: Object.fromEntries((r.langs ?? []).map((x) => [x.l, x.s])),
    completeness: r.completeness,
    resources: r.resources,
    duration: r.duration,
    own: r.owner_user_id === user.userId,
    permission:
      r.owner_user_id === user.userId ? 'owner' : ((r.permission as 'editor' | 'commenter' | null) ?? 'approver'),
    mainAuthor: fullName(r.owner_name, r.owner_surname, r.owner_email),
    modifiedAt: iso(r.updated_at)!,
    keywords: r.keywords ?? [],
  }));
  return { data, totalCount: Number(rows[0]?.total ?? 0) };
}

export async function listResources(
  db: Db,
  user: AuthUser,
  owner: boolean,
  locale: ExploreLocale,
  pageNumber: number,
  pageSize: number,
  text?: string,
  inReview = false,
): Promise<{ data: KreaResourceCard[]; totalCount: number }> {
  const group = await groupOf(db, user);
  const params: unknown[] = [user.userId, locale, group ?? -1, pageSize, pageNumber * pageSize];
  let search = '';
  if (text) {
    params.push(`%${fold(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    search = ` AND EXISTS (SELECT 1 FROM resource_locales t WHERE t.resource_id = r.id AND ${FOLD_SQL('t.title')} LIKE $${params.length})`;
  }
  const mine =
    '(r.owner_user_id = $1 OR EXISTS (SELECT 1 FROM collaborators c WHERE c.resource_id = r.id AND c.user_id = $1))';
  const where = inReview
    ? `$1::int IS NOT NULL AND $3::int IS NOT NULL AND ${isApprover(user) ? 'r.school_group_id = $3::int' : mine} AND EXISTS (SELECT 1 FROM resource_locales x WHERE x.resource_id = r.id AND x.status <> 1 AND x.review_state = 'inReview')`
    : owner
      ? `${mine} AND $3::int IS NOT NULL`
      : `(r.school_group_id = $3::int AND r.owner_user_id IS DISTINCT FROM $1 AND EXISTS (SELECT 1 FROM resource_locales x WHERE x.resource_id = r.id AND x.status = 1))`;
  const { rows } = await db.query<{
    id: number;
    title: string | null;
    locale: ExploreLocale | null;
    cover: string | null;
    owner_user_id: number | null;
    updated_at: string | Date;
    available: ExploreLocale[] | null;
    in_review: ExploreLocale[] | null;
    total: string;
  }>(
    `SELECT r.id, v.title, v.locale, r.cover, r.owner_user_id, r.updated_at,
            (SELECT array_agg(x.locale ORDER BY array_position(ARRAY['es','en','ca'], x.locale)) FROM resource_locales x WHERE x.resource_id = r.id AND x.status = 1) AS available,
            (SELECT array_agg(x.locale ORDER BY array_position(ARRAY['es','en','ca'], x.locale)) FROM resource_locales x WHERE x.resource_id = r.id AND x.status <> 1 AND x.review_state = 'inReview') AS in_review,
            count(*) OVER () AS total
       FROM resources r
       LEFT JOIN LATERAL (SELECT x.title, x.locale FROM resource_locales x WHERE x.resource_id = r.id ORDER BY (x.locale = $2) DESC, array_position(ARRAY['es','en','ca'], x.locale) LIMIT 1) v ON true
      WHERE r.deleted_at IS NULL AND r.origin = 'krea' AND ${where}${search}
      ORDER BY r.updated_at DESC, r.id DESC LIMIT $4 OFFSET $5`,
    params,
  );
  return {
    data: rows.map((r) => ({
      id: r.id,
      title: r.title ?? '',
      image: r.cover,
      locale: r.locale,
      available: r.available ?? [],
      inReview: r.in_review ?? [],
      own: r.owner_user_id === user.userId,
      modifiedAt: iso(r.updated_at)!,
    })),
    totalCount: Number(rows[0]?.total ?? 0),
  };
}

/** Lower case without accents (the same folding as FOLD_SQL), for searches by title or name. */
const ACCENTED = 'áàäâéèëêíìïîóòöôúùüûñç';
const PLAIN = 'aaaaeeeeiiiioooouuuunc';
export const fold = (s: string) =>
  s
    .toLowerCase()
    .split('')
    .map((c) => (ACCENTED.includes(c) ? PLAIN[ACCENTED.indexOf(c)] : c))
    .join('');
export const FOLD_SQL = (col: string) => `translate(lower(coalesce(${col}, '')), '${ACCENTED}', '${PLAIN}')`;

// ---------------------------------------------------------------- collaborators
export async function availableAuthors(db: Db, user: AuthUser): Promise<KreaAvailableAuthor[]> {
  const group = await groupOf(db, user);
  const { rows } = await db.query<{ id: number; name: string | null; surname: string | null; email: string }>(
    `SELECT DISTINCT u.id, u.name, u.surname, u.email FROM users u
       JOIN schools s ON s.id = u.school_id
       JOIN user_roles ur ON ur.user_id = u.id JOIN roles ro ON ro.id = ur.role_id AND ro.name IN ('Author', 'ApprovingAuthor', 'Admin')
      WHERE u.id <> $1 AND u.deleted_at IS NULL AND u.active AND (s.school_group_id = $2 OR s.id = $3)
      ORDER BY u.name, u.surname, u.id`,
    [user.userId, group ?? -1, user.schoolId ?? -1],
  );
  return rows.map((r) => ({ userId: r.id, name: fullName(r.name, r.surname, r.email), email: r.email }));
}

export async function authorsOf(db: Db, id: number): Promise<KreaAuthor[]> {
  const { rows } = await db.query<{
    user_id: number;
    permission: KreaAuthor['permission'];
    name: string | null;
    surname: string | null;
    email: string;
  }>(
    `SELECT c.user_id, c.permission, u.name, u.surname, u.email FROM collaborators c JOIN users u ON u.id = c.user_id
      WHERE c.program_id = $1 ORDER BY (c.permission = 'owner') DESC, c.created_at, c.user_id`,
    [id],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    name: fullName(r.name, r.surname, r.email),
    email: r.email,
    permission: r.permission,
  }));
}

export async function setAuthors(
  db: Db,
  user: AuthUser,
  id: number,
  authors: Array<{ userId: number; permission: 'editor' | 'commenter' | 'none' }>,
): Promise<number[]> {
  const allowed = new Set((await availableAuthors(db, user)).map((a) => a.userId));
  const owner = (await db.query<{ owner_user_id: number }>('SELECT owner_user_id FROM programs WHERE id = $1', [id]))
    .rows[0]?.owner_user_id;
  const wrong = authors.filter((a) => a.userId === owner || !allowed.has(a.userId));
  if (wrong.length)
    throw bad('Collaborators are authors of your school network (not the owner)', CODES.unknownUser, 'authors');
  const added: number[] = [];
  await db.transaction(async (tx) => {
    for (const a of authors) {
      if (a.permission === 'none') {
        await tx.query('DELETE FROM collaborators WHERE program_id = $1 AND user_id = $2', [id, a.userId]);
        continue;
      }
      const r = await tx.query<{ inserted: boolean }>(
        `INSERT INTO collaborators (program_id, user_id, permission) VALUES ($1, $2, $3)
         ON CONFLICT (program_id, user_id) WHERE program_id IS NOT NULL DO UPDATE SET permission = EXCLUDED.permission RETURNING (xmax = 0) AS inserted`,
        [id, a.userId, a.permission],
      );
      if (r.rows[0]?.inserted) added.push(a.userId);
    }
    await logEvent(tx, id, user.userId, 'collaborators');
  });
  return added;
}

// ---------------------------------------------------------------- comments and history
export async function listComments(db: Db, id: number): Promise<KreaComment[]> {
  const { rows } = await db.query<{
    id: number;
    locale: ExploreLocale | null;
    anchor: string | null;
    body: string;
    parent_id: number | null;
    user_id: number | null;
    name: string | null;
    surname: string | null;
    email: string | null;
    created_at: string | Date;
    resolved_at: string | Date | null;
    rname: string | null;
    rsurname: string | null;
    remail: string | null;
  }>(
    `SELECT c.id, c.locale, c.anchor, c.body, c.parent_id, c.user_id, u.name, u.surname, u.email, c.created_at, c.resolved_at, ru.name AS rname, ru.surname AS rsurname, ru.email AS remail
       FROM comments c LEFT JOIN users u ON u.id = c.user_id LEFT JOIN users ru ON ru.id = c.resolved_by
      WHERE c.program_id = $1 ORDER BY c.created_at, c.id`,
    [id],
  );
  return rows.map((r) => ({
    id: r.id,
    locale: r.locale,
    anchor: r.anchor ?? '',
    body: r.body,
    parentId: r.parent_id,
    user: { userId: r.user_id ?? 0, name: fullName(r.name, r.surname, r.email) },
    createdAt: iso(r.created_at)!,
    resolvedAt: iso(r.resolved_at),
    resolvedBy: r.resolved_at ? fullName(r.rname, r.rsurname, r.remail) : null,
  }));
}
export async function addComment(
  db: Db,
  user: AuthUser,
  id: number,
  c: { locale: ExploreLocale; anchor: string; body: string; parentId?: number },
): Promise<number> {
  if (c.parentId) {
    const p = await db.query('SELECT 1 FROM comments WHERE id = $1 AND program_id = $2', [c.parentId, id]);
    if (!p.rows.length) throw bad('Unknown comment', 'VALIDATION_ERROR', 'parentId');
  }
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO comments (program_id, locale, anchor, parent_id, user_id, body) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [id, c.locale, c.anchor, c.parentId ?? null, user.userId, c.body],
  );
  return rows[0].id;
}
export async function resolveComment(db: Db, user: AuthUser, id: number, commentId: number): Promise<void> {
  const { rows } = await db.query(
    'UPDATE comments SET resolved_at = coalesce(resolved_at, now()), resolved_by = coalesce(resolved_by, $3) WHERE id = $2 AND program_id = $1 RETURNING id',
    [id, commentId, user.userId],
  );
  if (!rows.length) throw ApiError.notFound('Comment not found');
}
export async function history(db: Db, id: number): Promise<KreaEvent[]> {
  const { rows } = await db.query<{
    id: number;
    action: string;
    locale: ExploreLocale | null;
    comment: string | null;
    name: string | null;
    surname: string | null;
    email: string | null;
    created_at: string | Date;
  }>(
    `SELECT e.id, e.action, e.locale, e.comment, u.name, u.surname, u.email, e.created_at FROM krea_events e LEFT JOIN users u ON u.id = e.user_id
      WHERE e.program_id = $1 ORDER BY e.created_at DESC, e.id DESC LIMIT 200`,
    [id],
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    locale: r.locale,
    comment: r.comment,
    user: fullName(r.name, r.surname, r.email),
    at: iso(r.created_at)!,
  }));
}

// ---------------------------------------------------------------- AccountApi/GetAllUsersFromSchoolGroup
/**
 * The active users of the caller's school group (every school of it; only the caller's school when it has no group),
 * the caller excluded, at most 200, optionally filtered by name or email. `canCollaborate` marks the ones that may be
 * invited to a content (the same rule as AvailableAuthors and PUT {id}/Authors).
 */
export async function schoolGroupUsers(db: Db, user: AuthUser, text?: string): Promise<SchoolGroupUser[]> {
  const group = await groupOf(db, user);
  const params: unknown[] = [user.userId, group ?? -1, user.schoolId ?? -1];
  let search = '';
  if (text) {
    params.push(`%${fold(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    search = ` AND (${FOLD_SQL("concat_ws(' ', u.name, u.surname)")} LIKE $4 OR ${FOLD_SQL('u.email')} LIKE $4)`;
  }
  const { rows } = await db.query<{
    id: number;
    name: string | null;
    surname: string | null;
    email: string;
    school: string | null;
    can: boolean;
  }>(
    `SELECT u.id, u.name, u.surname, u.email, s.name AS school,
            EXISTS (SELECT 1 FROM user_roles ur JOIN roles ro ON ro.id = ur.role_id
                     WHERE ur.user_id = u.id AND ro.name IN ('Author', 'ApprovingAuthor', 'Admin')) AS can
       FROM users u JOIN schools s ON s.id = u.school_id
      WHERE u.id <> $1 AND u.deleted_at IS NULL AND u.active
        AND (($2::int <> -1 AND s.school_group_id = $2::int) OR s.id = $3::int)${search}
      ORDER BY u.name, u.surname, u.id LIMIT 200`,
    params,
  );
  return rows.map((r) => ({
    userId: r.id,
    name: fullName(r.name, r.surname, r.email),
    email: r.email,
    school: r.school ?? '',
    canCollaborate: r.can,
  }));
}
