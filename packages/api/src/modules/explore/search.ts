/**
 * Resource search over the denormalised `explore_search` table (migration 0010_explore.sql): one row per
 * (resource, UI locale) holding the language version shown for that locale (its own, else a fallback).
 *  - Text: PostgreSQL full-text on accent-folded (unaccent + lower), language-stemmed tsvectors (spanish / english; catalan
 *    has no PostgreSQL config: `simple` + unaccent), matched through the GIN indexes of the narrow `explore_text` copy
 *    (0011); the last word is a prefix. Ranking: title (+ question) matches first, ordered by ts_rank on the title vector
 *    plus a title-contains boost (the RANK_CAP most viewed title matches are ranked; beyond, by views), then body-only
 *    matches by views.
 *  - Filters, visibility, totals and facet counts (disjunctive, every facet in one pass) run over the in-memory facet
 *    store (store.ts), fed by explore_search.facet_keys and kept in step through explore_search_log.
 *  - Feed lists the store does not cover (Recommended, Custom, exclusions) keep the SQL path over explore_search.
 */
import type { Db } from '../../db/types';
import type { Facets, FacetName, ResourceFilter, ExploreLocale } from '@platform/contracts';
import { EPHEMERIDE_FACET, evaluate, newestVisible, FACET_FACTOR, onStoreChange, parseIds, rowsOf, storeOf, topK, VISIBILITY_FACET, type Cond, type EvalResult, type FacetStore } from './store';

export const FACET_INDEX: Record<FacetName, number> = {
  topics: 1, subtopics: 2, months: 3, skills: 4, ODS: 5, ageRanges: 6, subjects: 7, categories: 8, languages: 9,
  crossAreas: 10, resourceTypes: 11, materialKinds: 12, numberOfClasses: 13, implementations: 14, creations: 15, authors: 16,
};
export const FACET_BY_INDEX: Record<number, FacetName> = Object.fromEntries(Object.entries(FACET_INDEX).map(([k, v]) => [v, k as FacetName]));
export const LANG_CODE: Record<string, number> = { es: 1, en: 2, ca: 3 };
export const IMPL_CODE: Record<string, number> = { online: 1, offline: 2, mix: 3 };
export const CREATION_CODE: Record<string, number> = { provider: 1, krea: 2 };
export { FACET_FACTOR };

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

/** The public filter plus `authorIds` (several authors; `authorId`, the single author of the feed route, is still accepted). */
export type SearchFilter = Partial<ResourceFilter> & { authorIds?: number[] };

/** Authors selected by `authorIds` and / or `authorId`. */
export const authorsOf = (f: SearchFilter): number[] => [...new Set([...(f.authorIds ?? []), ...(f.authorId ? [f.authorId] : [])])];

interface Built { where: string[]; params: unknown[]; rankExpr: string | null; tsParam: number | null; tq: string | null; facetFiltered: boolean; conds: Cond[] }

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

/** The tsquery of a folded query string in every configuration (UI language's stemmer, the others for fallback versions, simple). */
const tsq = (locale: ExploreLocale, qp: string) =>
  `(SELECT ${[...new Set([tsConfigFor(locale), 'spanish', 'english', 'simple'])].map((c) => `to_tsquery('${c}', ${qp})`).join(' || ')})`;

export function buildWhere(f: SearchFilter, locale: ExploreLocale, opts: SearchScope = {}): Built {
  const params: unknown[] = [];
  const p = (v: unknown) => { params.push(v); return `$${params.length}`; };
  // the locale is a validated enum, inlined so the planner picks the partial indexes of that locale
  if (!['es', 'en', 'ca'].includes(locale)) throw new Error('bad locale');
  const where: string[] = [`s.ui_locale = '${locale}'`];
  const conds: Cond[] = [];
  let facetFiltered = false;
  const keys = (facet: number, values: Array<number | string> | undefined, map?: Record<string, number>) => {
    if (!values || !values.length) return;
    const codes = values.map((v) => facet * FACET_FACTOR + (map ? map[String(v)] : Number(v))).filter((c) => Number.isFinite(c));
    where.push(`s.facet_keys && ${p(codes)}::int[]`);
    conds.push({ facet: facet <= 16 ? facet : 0, keys: codes });
    facetFiltered = true;
  };
  // visibility: public resources, plus my school group's network-only ones (undefined = no restriction, benchmarks)
  // (as columns, not facet keys: a count without other filters then runs as an index-only scan)
  if (opts.groupId !== undefined) {
    where.push(opts.groupId ? `(s.school_group_id IS NULL OR s.school_group_id = ${p(opts.groupId)})` : 's.school_group_id IS NULL');
    const vis = VISIBILITY_FACET * FACET_FACTOR;
    conds.push({ facet: 0, keys: opts.groupId ? [vis, vis + opts.groupId] : [vis] });
  }
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
  keys(FACET_INDEX.creations, f.creations, CREATION_CODE); keys(FACET_INDEX.authors, authorsOf(f));
  keys(EPHEMERIDE_FACET, f.ephemerideId ? [f.ephemerideId] : undefined);
  if (f.popular) where.push('s.views > 0');
  let rankExpr: string | null = null; let tsParam: number | null = null; let tqOut: string | null = null;
  const q = f.text ? toTsQuery(f.text) : null;
  if (f.text && !q) where.push('false');
  if (q) {
    const qp = p(q);
    tsParam = params.length;
    // an InitPlan (sub-select) rather than an inline expression: the planner then drives the match from the locale's GIN
    // index of the narrow explore_text table (0011)
    const tq = tsq(locale, qp);
    where.push(`s.resource_id IN (SELECT t.resource_id FROM explore_text t WHERE t.ui_locale = '${locale}' AND t.tsv @@ ${tq})`);
    tqOut = tq;
    rankExpr = `(CASE WHEN s.title_tsv @@ ${tq} THEN 1 + ts_rank(s.title_tsv, ${tq}) + CASE WHEN s.title_folded LIKE $LIKE THEN 1.0 ELSE 0 END ELSE 0 END)`;
  }
  return { where, params, rankExpr, tsParam, tq: tqOut, facetFiltered, conds };
}

export interface SearchRow { resource_id: number; locale: ExploreLocale }

/** Count, facet and text-match caches, per database (tests and benchmarks run several databases in one process). */
let caches = new WeakMap<Db, {
  count: Map<string, { at: number; n: number; capped: boolean }>;
  facet: Map<string, { at: number; value: Map<FacetName, Map<number, number>> }>;
  text: Map<string, { at: number; value: Int32Array }>;
}>();
function cachesOf(db: Db) {
  let c = caches.get(db);
  if (!c) { c = { count: new Map(), facet: new Map(), text: new Map() }; caches.set(db, c); }
  return c;
}

/** The scopes the in-memory store answers (every public search and feed list); the others run in SQL. */
const inMemory = (scope: SearchScope) => !scope.customOnly && !scope.excludeViewedBy && !scope.excludeIds?.length && !scope.onlyIds
  && (scope.order ?? 'relevance') !== 'recommended';

/**
 * Ids of the text matches of one UI locale (any visibility, any filter): `body` = anywhere in the version, `title` = in the
 * title (+ question). One bitmap scan of the narrow explore_text table each; the ids travel as one string (cheap to parse).
 */
async function textMatches(db: Db, q: string, locale: ExploreLocale, kind: 'body' | 'title'): Promise<Int32Array> {
  const key = `${kind}:${locale}:${q}`;
  const cache = cachesOf(db).text;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < FACET_TTL_MS) return hit.value;
  const col = kind === 'body' ? 'tsv' : 'title_tsv';
  const { rows } = await db.query<{ ids: string | null }>(
    `SELECT string_agg(t.resource_id::text, ',') AS ids FROM explore_text t WHERE t.ui_locale = '${locale}' AND t.${col} @@ ${tsq(locale, '$1')}`, [q]);
  const value = parseIds(rows[0]?.ids);
  if (cache.size > 1000) cache.clear();
  cache.set(key, { at: Date.now(), value });
  return value;
}

/** Title matches ranked by ts_rank (title + question) only up to this many (the most viewed first); the rest follow by views. */
export const RANK_CAP = 120;

/**
 * Ids (in display order) + total count of the matching resources. With text: first the matches in the title (+ question),
 * ranked by ts_rank and a title boost, then the other matches by popularity. Without text: newest, views or recommended order.
 */
export async function searchResourceIds(db: Db, f: SearchFilter, locale: ExploreLocale, pageNumber: number, pageSize: number, scope: SearchScope = {}): Promise<{ rows: Array<{ id: number; locale: ExploreLocale }>; totalCount: number; totalCountCapped: boolean }> {
  if (inMemory(scope)) return searchInMemory(db, f, locale, pageNumber, pageSize, scope);
  const b = buildWhere(f, locale, scope);
  const ord = scope.order ?? 'relevance';
  const params: unknown[] = [...b.params];
  const add = (v: unknown) => `$${params.push(v)}`;
  let sql: string;
  const w = b.where.join(' AND ');
  if (b.tq && ord === 'relevance') {
    const order = `${b.rankExpr!.replace('$LIKE', add(likeOf(f.text)))} DESC, s.views DESC, s.resource_id`;
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

const likeOf = (text: string | undefined) => `%${fold(text ?? '').trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rows (store indexes) matching the filter, and the text matches when there is text; null = the text matches nothing. */
async function matchRows(db: Db, f: SearchFilter, locale: ExploreLocale, scope: SearchScope, facets: boolean, rows = true, withTitle = false): Promise<{ st: FacetStore; res: EvalResult; title: Uint8Array | null; q: string | null }> {
  const b = buildWhere(f, locale, scope);
  const q = f.text ? toTsQuery(f.text) : null;
  const [st, body, title] = await Promise.all([storeOf(db), q ? textMatches(db, q, locale, 'body') : Promise.resolve(null),
    q && withTitle ? textMatches(db, q, locale, 'title') : Promise.resolve(null)]);
  const candidates = f.text ? (body ?? new Int32Array(0)) : null;
  let titleRows: Uint8Array | null = null;
  if (title) { titleRows = new Uint8Array(st.ids.length); for (const i of rowsOf(st, title)) titleRows[i] = 1; }
  return { st, res: evaluate(st, b.conds, { candidates, popular: !!f.popular, facets, rows }), title: titleRows, q };
}

async function searchInMemory(db: Db, f: SearchFilter, locale: ExploreLocale, pageNumber: number, pageSize: number, scope: SearchScope) {
  const ord0 = scope.order ?? 'relevance';
  if (!f.text && !f.popular && ord0 !== 'views') {
    // newest first without list filters: walk the rows newest first
    const st = await storeOf(db);
    const hit = newestVisible(st, buildWhere(f, locale, scope).conds, (pageNumber + 1) * pageSize);
    if (hit) return { rows: hit.rows.slice(pageNumber * pageSize).map((i) => ({ id: st.ids[i], locale })), totalCount: hit.total, totalCountCapped: false };
  }
  const { st, res: r0, title: titleIds, q } = await matchRows(db, f, locale, scope, false, true, (scope.order ?? 'relevance') === 'relevance');
  const res = { ...r0, pass: r0.pass ?? [] };
  const { views, pub, ids } = st;
  const ord = scope.order ?? 'relevance';
  const need = (pageNumber + 1) * pageSize;
  const byViews = (a: number, b: number) => views[b] - views[a] || ids[a] - ids[b];
  let ordered: number[];
  if (titleIds && q && ord === 'relevance') {
    // title (+ question) matches first: the RANK_CAP most viewed of them ranked by ts_rank + a title-contains boost,
    // then the other title matches and the body-only matches, by views
    const title: number[] = []; const body: number[] = [];
    for (const i of res.pass) (titleIds[i] ? title : body).push(i);
    const cands = topK(title, RANK_CAP, byViews);
    const score = new Map<number, number>();
    if (cands.length) {
      const { rows } = await db.query<{ resource_id: number; score: number }>(
        `SELECT s.resource_id, ts_rank(s.title_tsv, ${tsq(locale, '$1')}) + CASE WHEN s.title_folded LIKE $3 THEN 1.0 ELSE 0 END AS score
           FROM explore_search s WHERE s.ui_locale = '${locale}' AND s.resource_id = ANY($2::int[])`,
        [q, cands.map((i) => ids[i]), likeOf(f.text)]);
      for (const r of rows) score.set(st.row.get(Number(r.resource_id))!, Number(r.score));
    }
    const ranked = [...cands].sort((a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0) || byViews(a, b));
    ordered = ranked;
    if (ordered.length < need) {
      const inRanked = new Set(cands);
      ordered = ordered.concat(topK(title.filter((i) => !inRanked.has(i)), need - ordered.length, byViews));
    }
    if (ordered.length < need) ordered = ordered.concat(topK(body, need - ordered.length, byViews));
  } else {
    const cmp = ord === 'views' || (ord === 'relevance' && f.popular) ? byViews
      : (a: number, b: number) => pub[b] - pub[a] || ids[b] - ids[a];
    ordered = topK(res.pass, need, cmp);
  }
  const page = ordered.slice(pageNumber * pageSize, need);
  const n = res.total;
  cachesOf(db).count.set(filterKey(f, locale, scope), { at: Date.now(), n, capped: false });
  // the card query reads the shown language version (content_locale) itself
  return { rows: page.map((i) => ({ id: ids[i], locale })), totalCount: n, totalCountCapped: false };
}

export async function countMatchesCapped(db: Db, f: SearchFilter, locale: ExploreLocale, scope: SearchScope = {}): Promise<{ n: number; capped: boolean }> {
  await storeOf(db); // caught up with the change log first: cached answers of an older state are dropped
  const key = filterKey(f, locale, scope);
  const countCache = cachesOf(db).count;
  const hit = countCache.get(key);
  if (hit && Date.now() - hit.at < FACET_TTL_MS) return { n: hit.n, capped: hit.capped };
  let n: number;
  if (inMemory(scope)) {
    n = (await matchRows(db, f, locale, scope, false, false)).res.total;
  } else {
    const b = buildWhere(f, locale, scope);
    const r = await db.query<{ n: string }>(`SELECT count(*) AS n FROM explore_search s WHERE ${b.where.join(' AND ')}`, b.params);
    n = Number(r.rows[0]?.n ?? 0);
  }
  if (countCache.size > 2000) countCache.clear();
  countCache.set(key, { at: Date.now(), n, capped: false });
  return { n, capped: false };
}

function filterKey(f: SearchFilter, locale: string, scope: SearchScope): string {
  const { pageNumber: _a, pageSize: _b, facets: _c, ...rest } = f as ResourceFilter;
  const { order: _o, ...sc } = scope;
  return `${locale}:${JSON.stringify(rest)}:${JSON.stringify(sc)}`;
}

/** Cached counts live 30 s; the index refresh clears them (see ensureFresh in common.ts). */
const FACET_TTL_MS = 30_000;
export function clearSearchCaches(db?: Db): void {
  if (db) { caches.delete(db); return; }
  caches = new WeakMap();
}
onStoreChange((db) => clearSearchCaches(db));

/**
 * Counts of every facet value among the resources matching the filter (paging ignored), disjunctive: a facet with a
 * selection is counted with its own condition removed (its other values keep their counts). One pass for all facets.
 * Also answers the total (rows matching everything).
 */
export async function facetCountsWithTotal(db: Db, f: SearchFilter, locale: ExploreLocale, scope: SearchScope = {}): Promise<{ facets: Map<FacetName, Map<number, number>>; total: number }> {
  await storeOf(db); // caught up with the change log first: cached answers of an older state are dropped
  const key = filterKey(f, locale, scope);
  const facetCache = cachesOf(db).facet;
  const hit = facetCache.get(key);
  const countHit = cachesOf(db).count.get(key);
  if (hit && countHit && Date.now() - hit.at < FACET_TTL_MS) return { facets: hit.value, total: countHit.n };
  const { st, res } = await matchRows(db, f, locale, { ...scope, order: 'relevance', customOnly: undefined, excludeViewedBy: undefined, excludeIds: undefined, onlyIds: undefined }, true, false);
  const out = new Map<FacetName, Map<number, number>>();
  const counts = res.counts!;
  for (let s = 0; s < counts.length; s++) {
    if (!counts[s]) continue;
    const name = FACET_BY_INDEX[st.slotFacet[s]];
    if (!name) continue;
    if (!out.has(name)) out.set(name, new Map());
    out.get(name)!.set(st.slotKey[s] % FACET_FACTOR, counts[s]);
  }
  if (facetCache.size > 500) facetCache.clear();
  facetCache.set(key, { at: Date.now(), value: out });
  cachesOf(db).count.set(key, { at: Date.now(), n: res.total, capped: false });
  return { facets: out, total: res.total };
}

/** Facet counts (disjunctive, see facetCountsWithTotal). */
export async function facetCounts(db: Db, f: SearchFilter, locale: ExploreLocale, scope: SearchScope = {}): Promise<Map<FacetName, Map<number, number>>> {
  return (await facetCountsWithTotal(db, f, locale, scope)).facets;
}

export type { Facets };
