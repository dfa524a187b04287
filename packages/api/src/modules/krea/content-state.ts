/** A Krea content's rows, the parts every language shares and its completeness per language. */
import { type ContentType, type ExploreLocale, type KreaCompleteness, type ReviewState } from '@platform/contracts';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { ORDER } from './store-common';

// ---------------------------------------------------------------- read
export interface LocaleRow {
  locale: ExploreLocale;
  title: string;
  foundation: string | null;
  goals: string[];
  review_state: ReviewState;
  stale: boolean;
  status: number;
}
export interface ProgramRow {
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
export interface Shared {
  ages: number[];
  udls: number[];
  sdgs: number[];
  keywords: string[];
  resources: number;
  duration: number;
  /** per language: the resources a teacher can open (that language published, ≥1 class enabled for teachers) */
  openable: Partial<Record<string, number>>;
}

export async function programRow(db: Db, id: number): Promise<ProgramRow> {
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
export async function localeRows(db: Db, id: number): Promise<LocaleRow[]> {
  return (
    await db.query<LocaleRow>(
      `SELECT pl.locale, pl.title, pl.foundation, pl.goals, pl.review_state, pl.stale, pl.status FROM program_locales pl WHERE pl.program_id = $1 ORDER BY ${ORDER}`,
      [id],
    )
  ).rows;
}
export async function shared(db: Db, id: number): Promise<Shared> {
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
export const textOf = (html: string | null) =>
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
