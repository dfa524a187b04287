/**
 * KimpleFolderApi (provider folders and ephemerides, spec §3 provider folder card, §7): GetAllFiltered, getAllByLocale, GetByLocale/{id},
 * {id}/AssociatedFolders|AssociatedResources|AssociatedEducationalPrograms, GetAllEphemerides, GetEphemerides, GetMostViewedKimpleFolders.
 */
import type { FastifyInstance } from 'fastify';
import {
  localeQuerySchema, providerFolderIdParamSchema as associatedParams, widgetLimitQuerySchema as limitSchema,
  idParamSchema, providerFolderFilterSchema, pagingQuerySchema, ephemeridesQuerySchema, EXPLORE_PAGE_SIZES, type EphemerideDto, type ExploreLocale, type ProviderFolderCard,
} from '@platform/contracts';
import { parse } from '../../http/validate';
import { doc } from '../../http/openapi';
import { ApiError } from '../../http/errors';
import { pickL10n } from '../../http/locale';
import type { Db } from '../../db/types';
import { ensureFresh, groupOf, loadCards, localeOf, paged, userOf } from '../explore/common';
import { listPrograms } from '../programs/data';

interface FolderRow {
  id: number; cover: string | null; novelty: boolean; featured: boolean; duration_minutes: number | null; sessions: number | null; age_min: number | null; age_max: number | null;
  name: string; description: string | null; resources: number; programs: number; areas: Array<{ id: number; name: unknown }>; sdgs: Array<{ id: number; name: unknown }>; total?: string;
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
  id: r.id, name: r.name, description: r.description ?? '', cover: r.cover, durationMinutes: r.duration_minutes ?? 0, sessions: r.sessions ?? 0,
  resourcesCount: r.resources, programsCount: r.programs, ageMin: r.age_min ?? 0, ageMax: r.age_max ?? 0, novelty: r.novelty, featured: r.featured,
  crossAreas: r.areas.map((a) => ({ id: a.id, name: pickL10n(a.name, locale) })), sdgs: r.sdgs.map((s) => ({ id: s.id, name: pickL10n(s.name, locale) })),
});

async function folderCards(db: Db, locale: ExploreLocale, where: string[], params: unknown[], order: string, pageNumber: number, pageSize: number) {
  const all = [locale, ...params];
  const w = ['f.deleted_at IS NULL', ...where].join(' AND ');
  const { rows } = await db.query<FolderRow>(`${FOLDER_SQL} WHERE ${w} ORDER BY ${order} LIMIT $${all.length + 1} OFFSET $${all.length + 2}`, [...all, pageSize, pageNumber * pageSize]);
  const c = await db.query<{ n: string }>(`SELECT count(*) AS n FROM provider_folders f JOIN LATERAL (SELECT * FROM provider_folder_locales x WHERE x.folder_id = f.id AND x.status = 1 ORDER BY (x.locale = $1) DESC LIMIT 1) fl ON true WHERE ${w}`, all);
  return paged(rows.map((r) => toCard(r, locale)), Number(c.rows[0]?.n ?? 0), pageNumber, pageSize);
}

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

async function ephemerides(db: Db, locale: ExploreLocale): Promise<Array<Omit<EphemerideDto, 'date'>>> {
  const { rows } = await db.query<{ id: number; month: number; day: number; name: string; description: string | null; folder_id: number | null; resources: number }>(
    `SELECT e.id, e.month, e.day, el.name, el.description, e.folder_id, (SELECT count(*) FROM ephemeride_resources x WHERE x.ephemeride_id = e.id)::integer AS resources
       FROM ephemerides e JOIN LATERAL (SELECT * FROM ephemeride_locales x WHERE x.ephemeride_id = e.id ORDER BY (x.locale = $1) DESC, array_position(ARRAY['es','en','ca'], x.locale) LIMIT 1) el ON true
      ORDER BY e.month, e.day, e.id`, [locale]);
  return rows.map((r) => ({ id: r.id, month: r.month, day: r.day, name: r.name, description: r.description ?? '', folderId: r.folder_id, resourcesCount: r.resources }));
}

export default async function providerFolders(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: app.authenticate };
  const db = () => app.db;
  const exists = async (id: number) => {
    const { rows } = await db().query('SELECT 1 FROM provider_folders WHERE id = $1 AND deleted_at IS NULL', [id]);
    if (!rows.length) throw ApiError.notFound('Folder not found');
  };

  app.get('/KimpleFolderApi/GetAllFiltered', { ...auth, config: doc({ tags: ['KimpleFolderApi'], auth: true, summary: 'Provider folders, featured first, filtered and paged', query: providerFolderFilterSchema }) }, async (req) => {
    userOf(req); const locale = localeOf(req);
    const f = parse(providerFolderFilterSchema, req.query);
    const where: string[] = []; const params: unknown[] = [];
    const p = (v: unknown) => { params.push(v); return `$${params.length + 1}`; };
    if (f.text) {
      const like = p(`%${f.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(fold_text(fl.name) LIKE ${like} OR fold_text(fl.description) LIKE ${like})`);
    }
    if (f.crossAreaIds?.length) where.push(`EXISTS (SELECT 1 FROM provider_folder_cross_areas x WHERE x.folder_id = f.id AND x.cross_area_id = ANY(${p(f.crossAreaIds)}::int[]))`);
    if (f.ODSIds?.length) where.push(`EXISTS (SELECT 1 FROM provider_folder_sdgs x WHERE x.folder_id = f.id AND x.sdg_id = ANY(${p(f.ODSIds)}::int[]))`);
    if (f.ageRangeIds?.length) where.push(`EXISTS (SELECT 1 FROM age_ranges ar WHERE ar.id = ANY(${p(f.ageRangeIds)}::int[]) AND ar.min_age <= f.age_max AND ar.max_age >= f.age_min)`);
    if (f.featured !== undefined) where.push(`f.featured = ${p(f.featured)}`);
    return folderCards(db(), locale, where, params, 'f.featured DESC, f.position, f.id', f.pageNumber, f.pageSize);
  });
  app.get('/KimpleFolderApi/getAllByLocale', { ...auth, config: doc({ tags: ['KimpleFolderApi'], auth: true, summary: 'Provider folders available in the requested language, paged', query: pagingQuerySchema(EXPLORE_PAGE_SIZES.providerFolders, 500) }) }, async (req) => {
    userOf(req); const locale = localeOf(req);
    const { pageNumber, pageSize } = parse(pagingQuerySchema(EXPLORE_PAGE_SIZES.providerFolders, 500), req.query);
    return folderCards(db(), locale, [`EXISTS (SELECT 1 FROM provider_folder_locales x WHERE x.folder_id = f.id AND x.locale = $1 AND x.status = 1)`], [], 'f.position, f.id', pageNumber, pageSize);
  });
  app.get('/KimpleFolderApi/GetByLocale/:id', { ...auth, config: doc({ tags: ['KimpleFolderApi'], auth: true, summary: 'One provider folder in the requested language (falls back to another); records a view', params: idParamSchema, query: localeQuerySchema }) }, async (req) => {
    userOf(req); const locale = localeOf(req);
    const { id } = parse(idParamSchema, req.params);
    await exists(id);
    const { rows } = await db().query<FolderRow>(`${FOLDER_SQL} WHERE f.id = $2 AND f.deleted_at IS NULL`, [locale, id]);
    if (!rows.length) throw ApiError.notFound('Folder not found');
    await db().query('INSERT INTO provider_folder_views (folder_id, user_id) VALUES ($1, $2)', [id, req.user!.userId]);
    return toCard(rows[0], locale);
  });
  app.get('/KimpleFolderApi/:id/AssociatedFolders', { ...auth, config: doc({ tags: ['KimpleFolderApi'], auth: true, summary: 'Child folders of a provider folder, paged', params: associatedParams, query: pagingQuerySchema(EXPLORE_PAGE_SIZES.resources, 100) }) }, async (req) => {
    userOf(req); const locale = localeOf(req);
    const { id } = parse(associatedParams, req.params);
    const { pageNumber, pageSize } = parse(pagingQuerySchema(EXPLORE_PAGE_SIZES.resources, 100), req.query);
    await exists(id);
    return folderCards(db(), locale, [`f.id IN (SELECT child_id FROM provider_folder_children WHERE parent_id = $2)`], [id], 'f.position, f.id', pageNumber, pageSize);
  });
  app.get('/KimpleFolderApi/:id/AssociatedResources', { ...auth, config: doc({ tags: ['KimpleFolderApi'], auth: true, summary: 'Resources of a provider folder in order, paged', params: associatedParams, query: pagingQuerySchema(EXPLORE_PAGE_SIZES.resources, 100) }) }, async (req) => {
    userOf(req); const locale = localeOf(req);
    const { id } = parse(associatedParams, req.params);
    const { pageNumber, pageSize } = parse(pagingQuerySchema(EXPLORE_PAGE_SIZES.resources, 100), req.query);
    await exists(id);
    await ensureFresh(db());
    const { rows } = await db().query<{ resource_id: number }>(
      `SELECT x.resource_id FROM provider_folder_resources x JOIN explore_search s ON s.resource_id = x.resource_id AND s.ui_locale = $2 AND s.school_group_id IS NULL
        WHERE x.folder_id = $1 ORDER BY x.position, x.resource_id`, [id, locale]);
    const ids = rows.map((r) => r.resource_id);
    return paged(await loadCards(db(), ids.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize), locale), ids.length, pageNumber, pageSize);
  });
  app.get('/KimpleFolderApi/:id/AssociatedEducationalPrograms', { ...auth, config: doc({ tags: ['KimpleFolderApi'], auth: true, summary: 'Programs of a provider folder, paged', params: associatedParams, query: pagingQuerySchema(EXPLORE_PAGE_SIZES.resources, 100) }) }, async (req) => {
    const user = userOf(req); const locale = localeOf(req);
    const { id } = parse(associatedParams, req.params);
    const { pageNumber, pageSize } = parse(pagingQuerySchema(EXPLORE_PAGE_SIZES.resources, 100), req.query);
    await exists(id);
    const { rows } = await db().query<{ program_id: number }>('SELECT program_id FROM provider_folder_programs WHERE folder_id = $1', [id]);
    const { data, totalCount } = await listPrograms(db(), { groupId: await groupOf(db(), user), userId: user.userId, onlyIds: rows.map((r) => r.program_id) }, locale, pageNumber, pageSize);
    return paged(data, totalCount, pageNumber, pageSize);
  });
  app.get('/KimpleFolderApi/GetAllEphemerides', { ...auth, config: doc({ tags: ['KimpleFolderApi'], auth: true, summary: 'Every ephemeride with its next date', query: localeQuerySchema }) }, async (req) => {
    userOf(req); const locale = localeOf(req);
    const now = new Date();
    return (await ephemerides(db(), locale)).map((e) => ({ ...e, date: nextOccurrence(e.month, e.day, now).toISOString().slice(0, 10) }));
  });
  /** The next ephemerides from startDate (default: start of today), soonest first, paged (3 on the home). */
  app.get('/KimpleFolderApi/GetEphemerides', { ...auth, config: doc({ tags: ['KimpleFolderApi'], auth: true, summary: 'The next ephemerides from startDate (default today), soonest first, paged', query: ephemeridesQuerySchema }) }, async (req) => {
    userOf(req); const locale = localeOf(req);
    const { pageNumber, pageSize, startDate } = parse(ephemeridesQuerySchema, req.query);
    const from = startDayOf(startDate);
    const all = (await ephemerides(db(), locale)).map((e) => ({ ...e, when: nextOccurrence(e.month, e.day, from) }))
      .sort((a, b) => a.when.getTime() - b.when.getTime() || a.id - b.id);
    const page = all.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize).map(({ when, ...e }) => ({ ...e, date: when.toISOString().slice(0, 10) }));
    return paged(page, all.length, pageNumber, pageSize);
  });
  app.get('/KimpleFolderApi/GetMostViewedKimpleFolders', { ...auth, config: doc({ tags: ['KimpleFolderApi'], auth: true, summary: 'Most viewed provider folders', query: limitSchema }) }, async (req) => {
    userOf(req); const locale = localeOf(req);
    const { limit } = parse(limitSchema, req.query);
    const { rows } = await db().query<FolderRow>(
      `${FOLDER_SQL} WHERE f.deleted_at IS NULL
        ORDER BY (SELECT count(*) FROM provider_folder_views v WHERE v.folder_id = f.id) DESC, f.featured DESC, f.position, f.id LIMIT $2`, [locale, limit]);
    return rows.map((r) => toCard(r, locale));
  });
}
