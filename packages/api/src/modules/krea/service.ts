import {
  KREA_ERROR_CODES as CODES,
  KREA_MESSAGES as MSG,
  type ContentType,
  type ExploreLocale,
  type KreaContent,
  type KreaLocaleState,
  type UpdateContentBody,
} from '@platform/contracts';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { groupOf } from '../../http/request';
import { goalsHtml, plainNullable, plainText, sanitizeNullable } from './markup';
import { isApprover, type Level } from './access';
import { iso, fullName, bad, logEvent, touch, checkIds as checkKnownIds } from './store-common';
import { keywordId, replaceAgeRanges, saveShared, type AddLocale } from './store-common';
import { checkCustomOptions, customOptionsOf, replaceCustomOptions } from './custom-fields';
import { LocaleRow, programRow, localeRows, shared, completenessOf, completeness } from './content-state';
export * from './content-resources';
export * from './review';
export * from './lists';
export * from './comments';
export { completeness };

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
  const [p, ls, s, options] = await Promise.all([
    programRow(db, id),
    localeRows(db, id),
    shared(db, id),
    customOptionsOf(db, 'program', id),
  ]);
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
    customKreaFieldOptions: options,
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
const checkIds = (db: Db, table: string, ids: number[] | undefined, path: string) =>
  checkKnownIds(db, table, ids, path, 'VALIDATION_ERROR');

export async function updateContent(db: Db, user: AuthUser, id: number, body: UpdateContentBody): Promise<void> {
  if (body.title !== undefined && !body.title.trim()) throw bad(MSG.titleRequired, CODES.titleRequired, 'title');
  await Promise.all([
    checkIds(db, 'age_ranges', body.ageRangeIds, 'ageRangeIds'),
    checkIds(db, 'udls', body.udlIds, 'udlIds'),
    checkIds(db, 'sdgs', body.sdgIds, 'sdgIds'),
    checkCustomOptions(db, user, body.customKreaFieldOptions),
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
    await saveShared(tx, 'program', id, user.userId, {
      cover: body.image,
      video_url: body.videoUrl,
      detail_document_url: body.detailDocumentUrl,
      evaluation_method_id: body.evaluationMethodId,
      educational_level_id: body.educationalLevelId,
      grade: plainNullable(body.grade),
    });
    if (body.ageRangeIds) await replaceAgeRanges(tx, 'program', id, body.ageRangeIds);
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
    await replaceCustomOptions(tx, 'program', id, body.customKreaFieldOptions);
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

// ---------------------------------------------------------------- keywords, type, languages, delete
export async function setKeywords(db: Db, user: AuthUser, id: number, keywords: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM program_keywords WHERE program_id = $1', [id]);
    for (const k of keywords) {
      await tx.query('INSERT INTO program_keywords (program_id, keyword_id) VALUES ($1, $2)', [
        id,
        await keywordId(tx, k),
      ]);
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

export const addLocale: AddLocale = async (db, user, id, locale, copyFrom) => {
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
};

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
