/**
 * SQL of the provider folders (KimpleFolderApi) and ephemerides: cards of spec §3 (duration, sessions, resources,
 * cross-sectional areas, ages, SDG, novelty), their associated lists, views, and the next dates of the ephemerides.
 */
import type { EphemerideDto, ExploreLocale, Paged, ProviderFolderCard } from '@platform/contracts';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { pickL10n } from '../../http/locale';
import { paged } from '../../http/request';
import { ensureFresh } from '../explore/public';
import { readCacheOf, tablesIn } from '../../http/read-cache';

interface FolderRow {
  id: number;
  cover: string | null;
  novelty: boolean;
  featured: boolean;
  duration_minutes: number | null;
  sessions: number | null;
  age_min: number | null;
  age_max: number | null;
  name: string;
  description: string | null;
  resources: number;
  programs: number;
  areas: Array<{ id: number; name: unknown }>;
  sdgs: Array<{ id: number; name: unknown }>;
  total?: string;
}
const FOLDER_SQL = `
  SELECT f.id, f.cover, f.novelty, f.featured, f.duration_minutes, f.sessions, f.age_min, f.age_max, fl.name, fl.description,
         (SELECT count(*) FROM provider_folder_resources x WHERE x.folder_id = f.id)::integer AS resources,
         (SELECT count(*) FROM provider_folder_programs x WHERE x.folder_id = f.id)::integer AS programs,
         (SELECT coalesce(json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY a.id), '[]'::json) FROM provider_folder_cross_areas x JOIN cross_areas a ON a.id = x.cross_area_id WHERE x.folder_id = f.id) AS areas,
         (SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY s.id), '[]'::json) FROM provider_folder_sdgs x JOIN sdgs s ON s.id = x.sdg_id WHERE x.folder_id = f.id) AS sdgs
    FROM provider_folders f
    JOIN LATERAL (SELECT * FROM provider_folder_locales x WHERE x.folder_id = f.id AND x.status = 1
                   ORDER BY (x.locale = $1) DESC, array_position(ARRAY['es','en','ca'], x.locale) LIMIT 1) fl ON true`;

const toCard = (r: FolderRow, locale: ExploreLocale): ProviderFolderCard => ({
  id: r.id,
  name: r.name,
  description: r.description ?? '',
  cover: r.cover,
  durationMinutes: r.duration_minutes ?? 0,
  sessions: r.sessions ?? 0,
  resourcesCount: r.resources,
  programsCount: r.programs,
  ageMin: r.age_min ?? 0,
  ageMax: r.age_max ?? 0,
  novelty: r.novelty,
  featured: r.featured,
  crossAreas: r.areas.map((a) => ({ id: a.id, name: pickL10n(a.name, locale) })),
  sdgs: r.sdgs.map((s) => ({ id: s.id, name: pickL10n(s.name, locale) })),
});

/** A page of provider folder cards; `where` may use $2… for `params` ($1 is the locale). */
export async function folderCards(
  db: Db,
  locale: ExploreLocale,
  where: string[],
  params: unknown[],
  order: string,
  pageNumber: number,
  pageSize: number,
): Promise<Paged<ProviderFolderCard>> {
  const all = [locale, ...params];
  const w = ['f.deleted_at IS NULL', ...where].join(' AND ');
  const { rows } = await db.query<FolderRow>(
    `${FOLDER_SQL} WHERE ${w} ORDER BY ${order} LIMIT $${all.length + 1} OFFSET $${all.length + 2}`,
    [...all, pageSize, pageNumber * pageSize],
  );
  const c = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM provider_folders f JOIN LATERAL (SELECT * FROM provider_folder_locales x WHERE x.folder_id = f.id AND x.status = 1 ORDER BY (x.locale = $1) DESC LIMIT 1) fl ON true WHERE ${w}`,
    all,
  );
  return paged(
    rows.map((r) => toCard(r, locale)),
    Number(c.rows[0]?.n ?? 0),
    pageNumber,
    pageSize,
  );
}

export interface ProviderFolderFilter {
  text?: string;
  crossAreaIds?: number[];
  ODSIds?: number[];
  ageRangeIds?: number[];
  featured?: boolean;
  pageNumber: number;
  pageSize: number;
}
/** GetAllFiltered: text (accent-insensitive), cross areas, SDGs, age ranges, featured; featured first. */
export async function filteredFolders(
  db: Db,
  locale: ExploreLocale,
  f: ProviderFolderFilter,
): Promise<Paged<ProviderFolderCard>> {
  const where: string[] = [];
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length + 1}`;
  };
  if (f.text) {
    const like = p(
      `%${f.text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    );
    where.push(`(fold_text(fl.name) LIKE ${like} OR fold_text(fl.description) LIKE ${like})`);
  }
  if (f.crossAreaIds?.length)
    where.push(
      `EXISTS (SELECT 1 FROM provider_folder_cross_areas x WHERE x.folder_id = f.id AND x.cross_area_id = ANY(${p(f.crossAreaIds)}::int[]))`,
    );
  if (f.ODSIds?.length)
    where.push(
      `EXISTS (SELECT 1 FROM provider_folder_sdgs x WHERE x.folder_id = f.id AND x.sdg_id = ANY(${p(f.ODSIds)}::int[]))`,
    );
  if (f.ageRangeIds?.length)
    where.push(
      `EXISTS (SELECT 1 FROM age_ranges ar WHERE ar.id = ANY(${p(f.ageRangeIds)}::int[]) AND ar.min_age <= f.age_max AND ar.max_age >= f.age_min)`,
    );
  if (f.featured !== undefined) where.push(`f.featured = ${p(f.featured)}`);
  return folderCards(db, locale, where, params, 'f.featured DESC, f.position, f.id', f.pageNumber, f.pageSize);
}

/** getAllByLocale: the provider folders published in the requested language, in their order. */
export const foldersInLocale = (db: Db, locale: ExploreLocale, pageNumber: number, pageSize: number) =>
  folderCards(
    db,
    locale,
    [`EXISTS (SELECT 1 FROM provider_folder_locales x WHERE x.folder_id = f.id AND x.locale = $1 AND x.status = 1)`],
    [],
    'f.position, f.id',
    pageNumber,
    pageSize,
  );

/** Child folders of a provider folder. */
export const childFolders = (db: Db, locale: ExploreLocale, id: number, pageNumber: number, pageSize: number) =>
  folderCards(
    db,
    locale,
    [`f.id IN (SELECT child_id FROM provider_folder_children WHERE parent_id = $2)`],
    [id],
    'f.position, f.id',
    pageNumber,
    pageSize,
  );

/** 404 unless the provider folder exists (and is not deleted). */
export async function assertExists(db: Db, id: number): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM provider_folders WHERE id = $1 AND deleted_at IS NULL', [id]);
  if (!rows.length) throw ApiError.notFound('Folder not found');
}

/** One provider folder card in `locale` (falls back to another language); records a view by `userId`. */
export async function folderCard(
  db: Db,
  id: number,
  locale: ExploreLocale,
  userId: number,
): Promise<ProviderFolderCard> {
  const { rows } = await db.query<FolderRow>(`${FOLDER_SQL} WHERE f.id = $2 AND f.deleted_at IS NULL`, [locale, id]);
  if (!rows.length) throw ApiError.notFound('Folder not found');
  await db.query('INSERT INTO provider_folder_views (folder_id, user_id) VALUES ($1, $2)', [id, userId]);
  return toCard(rows[0], locale);
}

/** The name of a provider folder in `locale` (fallback), for share emails; 404 when unknown. */
export async function folderName(db: Db, id: number, locale: ExploreLocale): Promise<string> {
  const { rows } = await db.query<FolderRow>(`${FOLDER_SQL} WHERE f.id = $2 AND f.deleted_at IS NULL`, [locale, id]);
  if (!rows.length) throw ApiError.notFound('Folder not found');
  return rows[0].name;
}

/** Ids of the folder's resources shown in `locale` (listed by the search index), in order. */
export async function associatedResourceIds(db: Db, id: number, locale: ExploreLocale): Promise<number[]> {
  await ensureFresh(db);
  const { rows } = await db.query<{ resource_id: number }>(
    `SELECT x.resource_id FROM provider_folder_resources x JOIN explore_search s ON s.resource_id = x.resource_id AND s.ui_locale = $2 AND s.school_group_id IS NULL
      WHERE x.folder_id = $1 ORDER BY x.position, x.resource_id`,
    [id, locale],
  );
  return rows.map((r) => r.resource_id);
}

export async function associatedProgramIds(db: Db, id: number): Promise<number[]> {
  const { rows } = await db.query<{ program_id: number }>(
    'SELECT program_id FROM provider_folder_programs WHERE folder_id = $1',
    [id],
  );
  return rows.map((r) => r.program_id);
}

const MOST_VIEWED_SQL = `${FOLDER_SQL} WHERE f.deleted_at IS NULL
      ORDER BY (SELECT count(*) FROM provider_folder_views v WHERE v.folder_id = f.id) DESC, f.featured DESC, f.position, f.id LIMIT $2`;
/**
 * The most viewed provider folders (the feed's featured folders). The same for every caller: through the read cache
 * (ADR 0035; a folder viewed or edited drops the entry), as every signed-in /feed asks for them (ADR 0053).
 */
export async function mostViewed(db: Db, locale: ExploreLocale, limit: number): Promise<ProviderFolderCard[]> {
  const load = async () => {
    const { rows } = await db.query<FolderRow>(MOST_VIEWED_SQL, [locale, limit]);
    return rows.map((r) => toCard(r, locale));
  };
  const cache = readCacheOf(db);
  const cards = cache
    ? await cache.get(`folders:mostViewed:${locale}:${limit}`, tablesIn(MOST_VIEWED_SQL), load)
    : await load();
  return cards.map((c) => ({ ...c }));
}

// ---------------------------------------------------------------- ephemerides
/**
 * The user's calendar day that `startDate` names, as a UTC midnight (so the UTC date parts below are that day):
 * - a plain date `2026-11-22` (what the client sends) or a local date-time / a date-time with an explicit offset
 *   (`2026-11-22T00:00:00+02:00`) → the date written;
 * - an instant in UTC (`…Z`, e.g. the user's local midnight sent as `toISOString()`) → rounded to the nearest UTC midnight,
 *   so the local midnight of any zone from UTC−11:59 to UTC+12 names its own day (UTC date parts alone gave yesterday
 *   for every zone ahead of UTC);
 * - nothing → today (UTC).
 */
export function startDayOf(startDate: string | undefined, now: Date = new Date()): Date {
  const DAY = 86_400_000;
  if (!startDate) return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const s = startDate.trim();
  const written = /^(\d{4})-(\d{2})-(\d{2})(?:$|T[\d:.]+(?:[+-]\d{2}:?\d{2})?$)/.exec(s);
  if (written) return new Date(Date.UTC(Number(written[1]), Number(written[2]) - 1, Number(written[3])));
  const t = Date.parse(s);
  return new Date(Math.floor((t + DAY / 2) / DAY) * DAY);
}

/** Next occurrence (UTC date) of a month/day on or after the day of `from` (UTC date parts: see startDayOf). */
export function nextOccurrence(month: number, day: number, from: Date): Date {
  const y = from.getUTCFullYear();
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (const yy of [y, y + 1, y + 2, y + 3, y + 4]) {
    const d = new Date(Date.UTC(yy, month - 1, day));
    if (d.getUTCMonth() !== month - 1) continue; // 29 Feb in a non-leap year
    if (d.getTime() >= start) return d;
  }
  return new Date(Date.UTC(y + 1, month - 1, Math.min(day, 28)));
}

const EPHEMERIDES_SQL = `SELECT e.id, e.month, e.day, el.name, el.description, e.folder_id, (SELECT count(*) FROM ephemeride_resources x WHERE x.ephemeride_id = e.id)::integer AS resources
       FROM ephemerides e JOIN LATERAL (SELECT * FROM ephemeride_locales x WHERE x.ephemeride_id = e.id ORDER BY (x.locale = $1) DESC, array_position(ARRAY['es','en','ca'], x.locale) LIMIT 1) el ON true
      ORDER BY e.month, e.day, e.id`;
/**
 * Every ephemeride in `locale` (its day of the year, not yet its next date). The same for every caller: through the
 * read cache (ADR 0035), as every signed-in /feed asks for them (ADR 0053); each caller gets its own copies.
 */
export async function ephemerides(db: Db, locale: ExploreLocale): Promise<Array<Omit<EphemerideDto, 'date'>>> {
  const cache = readCacheOf(db);
  const list = cache
    ? await cache.get(`ephemerides:${locale}`, tablesIn(EPHEMERIDES_SQL), () => loadEphemerides(db, locale))
    : await loadEphemerides(db, locale);
  return list.map((e) => ({ ...e }));
}

async function loadEphemerides(db: Db, locale: ExploreLocale): Promise<Array<Omit<EphemerideDto, 'date'>>> {
  const { rows } = await db.query<{
    id: number;
    month: number;
    day: number;
    name: string;
    description: string | null;
    folder_id: number | null;
    resources: number;
  }>(EPHEMERIDES_SQL, [locale]);
  return rows.map((r) => ({
    id: r.id,
    month: r.month,
    day: r.day,
    name: r.name,
    description: r.description ?? '',
    folderId: r.folder_id,
    resourcesCount: r.resources,
  }));
}
