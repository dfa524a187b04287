/**
 * Resource search over the denormalised `explore_search` table (migration 0010_explore.sql): one row per
 * (resource, UI locale) holding the language version shown for that locale (its own, else a fallback).
 *  - filter.ts turns a request into conditions; text.ts matches and ranks text in PostgreSQL (explore_text GIN indexes,
 *    the last word a prefix); store.ts evaluates conditions, totals and facet counts in memory; cache.ts keeps results.
 *  - In memory (every public search and feed list): title (+ question) matches first, the RANK_CAP most viewed of them
 *    ordered by ts_rank on the title vector plus a title-contains boost, then the other title matches and the body-only
 *    matches by views; without text newest first, or by views.
 *  - SQL (the lists the store does not cover: Custom, Recommended): a WHERE over explore_search, newest or recommended order.
 */
import type { Db } from '../../db/types';
import { FACET_FACTOR, FACETS, type ExploreLocale, type FacetName } from '@platform/contracts';
import { storeOf, type FacetStore } from './store';
import { evaluate, newestVisible, rowsOf, topK, type EvalResult } from './evaluate';
import { cachedValue, cachesOf, filterKey, fresh, remember } from './cache';
import { sqlWhere, storeConditions, toTsQuery, type SearchFilter, type SearchScope } from './filter';
import { textMatches, titleScores } from './text';

export type { SearchFilter, SearchScope } from './filter';
export { clearSearchCaches } from './cache';
export { fold } from './filter';

/** Title matches ranked by ts_rank (title + question) only up to this many (the most viewed first); the rest follow by views. */
export const RANK_CAP = 120;

export interface SearchPage {
  rows: Array<{ id: number; locale: ExploreLocale }>;
  totalCount: number;
}

const FACET_OF_INDEX = new Map<number, FacetName>(FACETS.map((d) => [d.index, d.name]));

/** The scopes the in-memory store answers (every public search and feed list); the others run in SQL. */
const inMemory = (scope: SearchScope) =>
  !scope.customOnly && !scope.excludeViewedBy && (scope.order ?? 'relevance') !== 'recommended';

/** A page of the matching resource ids (in display order) and their total count. */
type SearchIds = (
  db: Db,
  f: SearchFilter,
  locale: ExploreLocale,
  pageNumber: number,
  pageSize: number,
  scope?: SearchScope,
) => Promise<SearchPage>;

/**
 * Ids (in display order) + total count of the matching resources. With text: first the matches in the title (+ question),
 * ranked by ts_rank and a title boost, then the other matches by popularity. Without text: newest, views or recommended order.
 */
export const searchResourceIds: SearchIds = async (db, f, locale, pageNumber, pageSize, scope = {}) =>
  inMemory(scope)
    ? searchInMemory(db, f, locale, pageNumber, pageSize, scope)
    : searchSql(db, f, locale, pageNumber, pageSize, scope);

/** How many resources match (paging ignored). */
export async function countMatches(
  db: Db,
  f: SearchFilter,
  locale: ExploreLocale,
  scope: SearchScope = {},
): Promise<number> {
  await storeOf(db); // caught up with the change log first: cached answers of an older state are dropped
  return cachedValue(cachesOf(db).count, filterKey(f, locale, scope), 2000, async () => {
    if (inMemory(scope)) return (await matchRows(db, f, locale, scope, { facets: false, rows: false })).res.total;
    const w = sqlWhere(f, locale, scope);
    const r = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM explore_search s WHERE ${w.where.join(' AND ')}`,
      w.params,
    );
    return Number(r.rows[0]?.n ?? 0);
  });
}

/**
 * Counts of every facet value among the resources matching the filter (paging ignored), disjunctive: a facet with a
 * selection is counted with its own condition removed (its other values keep their counts). One pass for all facets.
 * Also answers the total (rows matching everything). Always over the public scope of the caller (visibility only).
 */
export async function facetCountsWithTotal(
  db: Db,
  f: SearchFilter,
  locale: ExploreLocale,
  scope: SearchScope = {},
): Promise<{ facets: Map<FacetName, Map<number, number>>; total: number }> {
  await storeOf(db); // caught up with the change log first: cached answers of an older state are dropped
  const key = filterKey(f, locale, scope);
  const c = cachesOf(db);
  const hit = fresh(c.facet, key);
  const countHit = fresh(c.count, key);
  if (hit && countHit) return { facets: hit.value, total: countHit.value };
  const { st, res } = await matchRows(db, f, locale, { groupId: scope.groupId }, { facets: true, rows: false });
  const out = new Map<FacetName, Map<number, number>>();
  const counts = res.counts!;
  for (let s = 0; s < counts.length; s++) {
    if (!counts[s]) continue;
    const name = FACET_OF_INDEX.get(st.slotFacet[s]);
    if (!name) continue;
    if (!out.has(name)) out.set(name, new Map());
    out.get(name)!.set(st.slotKey[s] % FACET_FACTOR, counts[s]);
  }
  remember(c.facet, key, { at: Date.now(), value: out }, 500);
  c.count.set(key, { at: Date.now(), value: res.total });
  return { facets: out, total: res.total };
}

/** The rows (store indexes) matching the filter in the store, and the title matches (by row) when asked and there is text. */
async function matchRows(
  db: Db,
  f: SearchFilter,
  locale: ExploreLocale,
  scope: SearchScope,
  want: { facets: boolean; rows: boolean; title?: boolean },
): Promise<{ st: FacetStore; res: EvalResult; title: Uint8Array | null; q: string | null }> {
  const q = f.text ? toTsQuery(f.text) : null;
  const [st, body, title] = await Promise.all([
    storeOf(db),
    q ? textMatches(db, q, locale, 'body') : Promise.resolve(null),
    q && want.title ? textMatches(db, q, locale, 'title') : Promise.resolve(null),
  ]);
  // text that folds to no word matches nothing
  const candidates = f.text ? (body ?? new Int32Array(0)) : null;
  let titleRows: Uint8Array | null = null;
  if (title) {
    titleRows = new Uint8Array(st.ids.length);
    for (const i of rowsOf(st, title)) titleRows[i] = 1;
  }
  const res = evaluate(st, storeConditions(f, scope), {
    candidates,
    popular: !!f.popular,
    facets: want.facets,
    rows: want.rows,
  });
  return { st, res, title: titleRows, q };
}

const searchInMemory: SearchIds = async (db, f, locale, pageNumber, pageSize, scope = {}) => {
  const ord = scope.order ?? 'relevance';
  const need = (pageNumber + 1) * pageSize;
  if (!f.text && !f.popular && ord !== 'views') {
    // newest first without list filters: walk the rows newest first
    const st = await storeOf(db);
    const hit = newestVisible(st, storeConditions(f, scope), need);
    if (hit)
      return {
        rows: hit.rows.slice(pageNumber * pageSize).map((i) => ({ id: st.ids[i], locale })),
        totalCount: hit.total,
      };
  }
  const { st, res, title, q } = await matchRows(db, f, locale, scope, {
    facets: false,
    rows: true,
    title: ord === 'relevance',
  });
  const pass = res.pass ?? [];
  const { views, pub, ids } = st;
  const byViews = (a: number, b: number) => views[b] - views[a] || ids[a] - ids[b];
  let ordered: number[];
  if (title && q && ord === 'relevance') {
    ordered = await relevanceOrder(db, st, pass, title, q, f.text ?? '', locale, need, byViews);
  } else {
    const byNewest = (a: number, b: number) => pub[b] - pub[a] || ids[b] - ids[a];
    ordered = topK(pass, need, ord === 'views' || (ord === 'relevance' && f.popular) ? byViews : byNewest);
  }
  cachesOf(db).count.set(filterKey(f, locale, scope), { at: Date.now(), value: res.total });
  // the card query reads the shown language version (content_locale) itself
  return {
    rows: ordered.slice(pageNumber * pageSize, need).map((i) => ({ id: ids[i], locale })),
    totalCount: res.total,
  };
};

/**
 * The first `need` rows by relevance: title (+ question) matches first, the RANK_CAP most viewed of them ranked by
 * ts_rank + a title-contains boost, then the other title matches and the body-only matches, by views.
 */
async function relevanceOrder(
  db: Db,
  st: FacetStore,
  pass: number[],
  titleRows: Uint8Array,
  q: string,
  text: string,
  locale: ExploreLocale,
  need: number,
  byViews: (a: number, b: number) => number,
): Promise<number[]> {
  const title: number[] = [];
  const body: number[] = [];
  for (const i of pass) (titleRows[i] ? title : body).push(i);
  const ranked = topK(title, RANK_CAP, byViews);
  if (ranked.length) {
    const score = await titleScores(
      db,
      q,
      text,
      locale,
      ranked.map((i) => st.ids[i]),
    );
    ranked.sort((a, b) => (score.get(st.ids[b]) ?? 0) - (score.get(st.ids[a]) ?? 0) || byViews(a, b));
  }
  let ordered = ranked;
  if (ordered.length < need) {
    const inRanked = new Set(ranked);
    ordered = ordered.concat(
      topK(
        title.filter((i) => !inRanked.has(i)),
        need - ordered.length,
        byViews,
      ),
    );
  }
  if (ordered.length < need) ordered = ordered.concat(topK(body, need - ordered.length, byViews));
  return ordered;
}

const searchSql: SearchIds = async (db, f, locale, pageNumber, pageSize, scope = {}) => {
  const w = sqlWhere(f, locale, scope);
  const params = [...w.params];
  const add = (v: unknown) => `$${params.push(v)}`;
  const ord = scope.order ?? 'relevance';
  // with list filters the facet_keys GIN must drive the query (then a top-N sort): "+ 0" keeps the planner from
  // walking the order index and filtering, pathological for rare combinations; without filters the index is best
  const z = w.facetFiltered ? ' + 0' : '';
  const order =
    ord === 'views' || (ord === 'relevance' && f.popular)
      ? `s.views${z} DESC, s.resource_id`
      : ord === 'recommended'
        ? 's.novelty DESC, s.views DESC, s.published_at DESC, s.resource_id'
        : w.facetFiltered
          ? `s.published_at + interval '0' DESC, s.resource_id DESC`
          : 's.published_at DESC, s.resource_id DESC';
  const sql = `SELECT s.resource_id, s.content_locale AS locale FROM explore_search s WHERE ${w.where.join(' AND ')}
    ORDER BY ${order} LIMIT ${add(pageSize)} OFFSET ${add(pageNumber * pageSize)}`;
  const [res, totalCount] = await Promise.all([
    db.query<{ resource_id: number; locale: ExploreLocale }>(sql, params),
    countMatches(db, f, locale, scope),
  ]);
  return { rows: res.rows.map((r) => ({ id: Number(r.resource_id), locale: r.locale })), totalCount };
};
