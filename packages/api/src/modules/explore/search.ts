/**
 * Resource search over the denormalised `explore_search` table (migration 0010_explore.sql): one row per
 * (resource, UI locale) holding the language version shown for that locale (its own, else a fallback). Full-text on an accent-folded,
 * language-stemmed tsvector (spanish / english / simple for catalan), ranked by ts_rank with a title boost;
 * every filter of spec §2 maps to an indexed column; facet counts come from one pass over `facet_keys`.
 */
import type { Db } from '../../db/types';
import type { Facets, FacetName, ResourceFilter, ExploreLocale } from '@platform/contracts';

export const FACET_INDEX: Record<FacetName, number> = {
  topics: 1, subtopics: 2, months: 3, skills: 4, ODS: 5, ageRanges: 6, subjects: 7, categories: 8, languages: 9,
  crossAreas: 10, resourceTypes: 11, materialKinds: 12, numberOfClasses: 13, implementations: 14, creations: 15, authors: 16,
};
export const FACET_BY_INDEX: Record<number, FacetName> = Object.fromEntries(Object.entries(FACET_INDEX).map(([k, v]) => [v, k as FacetName]));
export const LANG_CODE: Record<string, number> = { es: 1, en: 2, ca: 3 };
export const IMPL_CODE: Record<string, number> = { online: 1, offline: 2, mix: 3 };
export const CREATION_CODE: Record<string, number> = { provider: 1, krea: 2 };
export const FACET_FACTOR = 1_000_000;

export const tsConfigFor = (locale: string): string => (locale === 'es' ? 'spanish' : locale === 'en' ? 'english' : 'simple');

/** Same folding as the SQL function explore_fold(): lower case, accents removed. */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/·/g, '').toLowerCase();
}

/** Turns free text into a safe tsquery string: folded words AND-ed, the last one as a prefix. */
export function toTsQuery(text: string): string | null {
  const words = fold(text).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0).slice(0, 12);
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 && w.length >= 2 ? `${w}:*` : w)).join(' & ');
}

interface Built { where: string[]; params: unknown[]; rankExpr: string | null; tsParam: number | null; tq: string | null; facetFiltered: boolean }

/** Who searches and extra restrictions (not part of the public filter). */
export interface SearchScope {
  /** the caller's school group: network-only resources of other groups are never shown (undefined = no restriction, for benchmarks) */
  groupId?: number | null;
  customOnly?: boolean;
  excludeViewedBy?: number;
  excludeIds?: number[];
  onlyIds?: number[];
  order?: 'relevance' | 'newest' | 'views' | 'recommended';
}

export function buildWhere(f: Partial<ResourceFilter>, locale: ExploreLocale, opts: SearchScope = {}): Built {
  const params: unknown[] = [];
  const p = (v: unknown) => { params.push(v); return `$${params.length}`; };
  // the locale is a validated enum, inlined so the planner picks the partial indexes of that locale
  if (!['es', 'en', 'ca'].includes(locale)) throw new Error('bad locale');
  const where: string[] = [`s.ui_locale = '${locale}'`];
  let facetFiltered = false;
  const keys = (facet: number, values: Array<number | string> | undefined, map?: Record<string, number>) => {
    if (!values || !values.length) return;
    const codes = values.map((v) => facet * FACET_FACTOR + (map ? map[String(v)] : Number(v))).filter((c) => Number.isFinite(c));
    where.push(`s.facet_keys && ${p(codes)}::int[]`);
    facetFiltered = true;
  };
  // visibility: public resources, plus my school group's network-only ones (undefined = no restriction, benchmarks)
  // (as columns, not facet keys: a count without other filters then runs as an index-only scan)
  if (opts.groupId !== undefined) where.push(opts.groupId ? `(s.school_group_id IS NULL OR s.school_group_id = ${p(opts.groupId)})` : 's.school_group_id IS NULL');
  if (opts.customOnly) where.push(`s.school_group_id = ${p(opts.groupId ?? -1)}`);
  if (opts.excludeViewedBy) where.push(`NOT EXISTS (SELECT 1 FROM resource_views v WHERE v.user_id = ${p(opts.excludeViewedBy)} AND v.resource_id = s.resource_id)`);
  if (opts.excludeIds?.length) where.push(`NOT (s.resource_id = ANY(${p(opts.excludeIds)}::int[]))`);
  if (opts.onlyIds) where.push(`s.resource_id = ANY(${p(opts.onlyIds)}::int[])`);
  const subtopics = [...(f.subtopicIds ?? []), ...(f.subtopicId ? [f.subtopicId] : [])];
  keys(FACET_INDEX.topics, f.topicIds); keys(FACET_INDEX.subtopics, subtopics); keys(FACET_INDEX.months, f.months);
  keys(FACET_INDEX.skills, f.skillIds); keys(FACET_INDEX.ODS, f.ODSIds); keys(FACET_INDEX.ageRanges, f.ageRangeIds);
  keys(FACET_INDEX.subjects, f.subjectIds); keys(FACET_INDEX.categories, f.categoryIds); keys(FACET_INDEX.languages, f.languages, LANG_CODE);
  keys(FACET_INDEX.crossAreas, f.crossAreaIds); keys(FACET_INDEX.resourceTypes, f.resourceTypes); keys(FACET_INDEX.materialKinds, f.materialKinds);
  keys(FACET_INDEX.numberOfClasses, f.numberOfClasses); keys(FACET_INDEX.implementations, f.implementations, IMPL_CODE);
  keys(FACET_INDEX.creations, f.creations, CREATION_CODE); keys(FACET_INDEX.authors, f.authorId ? [f.authorId] : undefined);
  keys(18, f.ephemerideId ? [f.ephemerideId] : undefined);
  if (f.popular) where.push('s.views > 0');
  let rankExpr: string | null = null; let tsParam: number | null = null; let tqOut: string | null = null;
  const q = f.text ? toTsQuery(f.text) : null;
  if (f.text && !q) where.push('false');
  if (q) {
    // the UI language's stemmer, plus the others for rows shown in a fallback language, plus simple (prefixes of unstemmed words)
    const qp = p(q);
    tsParam = params.length;
    // an InitPlan (sub-select) rather than an inline expression: the planner then costs the match with the generic
    // selectivity and always drives it from the locale's GIN index (inline, prefix ORs are over-estimated → heap scans)
    const tq = `(SELECT to_tsquery('${tsConfigFor(locale)}', ${qp}) || to_tsquery('spanish', ${qp}) || to_tsquery('english', ${qp}) || to_tsquery('simple', ${qp}))`;
    where.push(`s.tsv @@ ${tq}`);
    tqOut = tq;
    // title (+ question) matches first, ranked by ts_rank on the small in-row vector plus a boost when the title contains
    // the text; then the other matches (body only) by popularity. The LIKE parameter is added by the caller that orders.
    rankExpr = `(CASE WHEN s.title_tsv @@ ${tq} THEN 1 + ts_rank(s.title_tsv, ${tq}) + CASE WHEN s.title_folded LIKE $LIKE THEN 1.0 ELSE 0 END ELSE 0 END)`;
  }
  return { where, params, rankExpr, tsParam, tq: tqOut, facetFiltered };
}

export interface SearchRow { resource_id: number; locale: ExploreLocale }

/** Count and facet caches, per database (tests and benchmarks run several databases in one process). */
let caches = new WeakMap<Db, { count: Map<string, { at: number; n: number; capped: boolean }>; facet: Map<string, { at: number; value: Map<FacetName, Map<number, number>> }> }>();
function cachesOf(db: Db) {
  let c = caches.get(db);
  if (!c) { c = { count: new Map(), facet: new Map() }; caches.set(db, c); }
  return c;
}

/** Ids (in display order) + total count of the matching resources. */
/**
 * Ids (in display order) + total count of the matching resources. With text: first the matches in the title (+ question),
 * ranked by ts_rank and a title boost, then the other matches by popularity. Without text: newest, views or recommended order.
 */
export async function searchResourceIds(db: Db, f: Partial<ResourceFilter>, locale: ExploreLocale, pageNumber: number, pageSize: number, scope: SearchScope = {}): Promise<{ rows: Array<{ id: number; locale: ExploreLocale }>; totalCount: number; totalCountCapped: boolean }> {
  const b = buildWhere(f, locale, scope);
  const ord = scope.order ?? 'relevance';
  const params: unknown[] = [...b.params];
  const add = (v: unknown) => `$${params.push(v)}`;
  let sql: string;
  const w = b.where.join(' AND ');
  if (b.tq && ord === 'relevance') {
    // one pass over the matches: title (+ question) matches first, ranked by ts_rank on the small in-row vector plus a
    // boost when the title contains the text; then body-only matches by popularity
    const order = `${b.rankExpr!.replace('$LIKE', add(`%${fold(f.text ?? '').trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`))} DESC, s.views DESC, s.resource_id`;
    sql = `SELECT s.resource_id, s.content_locale AS locale FROM explore_search s WHERE ${w} ORDER BY ${order} LIMIT ${add(pageSize)} OFFSET ${add(pageNumber * pageSize)}`;
  } else {
    // with list filters the facet_keys GIN must drive the query (then a top-N sort): "+ 0" keeps the planner from
    // walking the order index and filtering, pathological for rare combinations; without filters the index is best
    const z = b.facetFiltered ? ' + 0' : '';
    const order = ord === 'views' || (ord === 'relevance' && f.popular) ? `s.views${z} DESC, s.resource_id`
      : ord === 'recommended' ? 's.novelty DESC, s.views DESC, s.published_at DESC, s.resource_id'
      : b.facetFiltered ? `s.published_at + interval '0' DESC, s.resource_id DESC` : 's.published_at DESC, s.resource_id DESC';
    sql = `SELECT s.resource_id, s.content_locale AS locale FROM explore_search s WHERE ${w} ORDER BY ${order} LIMIT ${add(pageSize)} OFFSET ${add(pageNumber * pageSize)}`;
  }
  const [res, total] = await Promise.all([db.query<SearchRow>(sql, params), countMatchesCapped(db, f, locale, scope)]);
  return { rows: res.rows.map((r) => ({ id: Number(r.resource_id), locale: r.locale })), totalCount: total.n, totalCountCapped: total.capped };
}

/** Exact counts stop here: beyond it the answer says `totalCountCapped` (the UI shows "10000+"). */
export const COUNT_CAP = 10_000;

export async function countMatches(db: Db, f: Partial<ResourceFilter>, locale: ExploreLocale, scope: SearchScope = {}): Promise<number> {
  return (await countMatchesCapped(db, f, locale, scope)).n;
}

export async function countMatchesCapped(db: Db, f: Partial<ResourceFilter>, locale: ExploreLocale, scope: SearchScope = {}): Promise<{ n: number; capped: boolean }> {
  const key = filterKey(f, locale, scope);
  const countCache = cachesOf(db).count;
  const hit = countCache.get(key);
  if (hit && Date.now() - hit.at < FACET_TTL_MS) return { n: hit.n, capped: hit.capped };
  const b = buildWhere(f, locale, scope);
  let n: number;
  if (b.where.length === 2 && scope.groupId !== undefined && !scope.customOnly) {
    // no filter: the locale's rows (index-only scan of the primary key) minus other school groups' network rows
    const r = await db.query<{ n: string }>(
      `SELECT (SELECT count(*) FROM explore_search WHERE ui_locale = '${locale}')
            - (SELECT count(*) FROM explore_search WHERE ui_locale = '${locale}' AND school_group_id IS NOT NULL AND school_group_id IS DISTINCT FROM $1::int) AS n`,
      [scope.groupId]);
    n = Number(r.rows[0]?.n ?? 0);
  } else {
    // text matches can be most of the catalogue: count exactly up to COUNT_CAP
    const lim = b.tq ? ` LIMIT ${COUNT_CAP + 1}` : '';
    const r = await db.query<{ n: string }>(`SELECT count(*) AS n FROM (SELECT 1 FROM explore_search s WHERE ${b.where.join(' AND ')}${lim}) x`, b.params);
    n = Number(r.rows[0]?.n ?? 0);
  }
  const capped = !!b.tq && n > COUNT_CAP;
  if (capped) n = COUNT_CAP;
  if (countCache.size > 2000) countCache.clear();
  countCache.set(key, { at: Date.now(), n, capped });
  return { n, capped };
}

function filterKey(f: Partial<ResourceFilter>, locale: string, scope: SearchScope): string {
  const { pageNumber: _a, pageSize: _b, facets: _c, ...rest } = f as ResourceFilter;
  const { order: _o, ...sc } = scope;
  return `${locale}:${JSON.stringify(rest)}:${JSON.stringify(sc)}`;
}

/** Cached counts live 30 s; the index refresh clears them (see refresh.ts). */
const FACET_TTL_MS = 30_000;
export function clearSearchCaches(db?: Db): void {
  if (db) { caches.delete(db); return; }
  caches = new WeakMap();
}

/** Counts of every facet value among the resources matching the filter (paging ignored). */
export async function facetCounts(db: Db, f: Partial<ResourceFilter>, locale: ExploreLocale, scope: SearchScope = {}): Promise<Map<FacetName, Map<number, number>>> {
  const key = filterKey(f, locale, scope);
  const facetCache = cachesOf(db).facet;
  const hit = facetCache.get(key);
  if (hit && Date.now() - hit.at < FACET_TTL_MS) return hit.value;
  const b = buildWhere(f, locale, scope);
  const r = await db.query<{ k: number; n: string }>(
    `SELECT k, count(*) AS n FROM explore_search s, unnest(s.facet_keys) k WHERE ${b.where.join(' AND ')} GROUP BY k`, b.params);
  const out = new Map<FacetName, Map<number, number>>();
  for (const row of r.rows) {
    const k = Number(row.k); const name = FACET_BY_INDEX[Math.floor(k / FACET_FACTOR)];
    if (!name) continue;
    if (!out.has(name)) out.set(name, new Map());
    out.get(name)!.set(k % FACET_FACTOR, Number(row.n));
  }
  if (facetCache.size > 500) facetCache.clear();
  facetCache.set(key, { at: Date.now(), value: out });
  return out;
}

export type { Facets };
