/**
 * Result caches of the search, per database (tests and benchmarks run several databases in one process): totals,
 * facet counts and text matches, 30 s at most; dropped whenever the facet store takes in a change of the index (a
 * change of view counts only keeps them unless one crossed zero: ADR 0042).
 */
import type { Db } from '../../db/types';
import type { FacetName, ResourceFilter } from '@platform/contracts';
import { onStoreChange } from './store';
import type { SearchFilter, SearchScope } from './filter';

export const CACHE_TTL_MS = 30_000;

interface Caches {
  count: Map<string, { at: number; value: number }>;
  facet: Map<string, { at: number; value: Map<FacetName, Map<number, number>> }>;
  text: Map<string, { at: number; value: Int32Array }>;
}
let caches = new WeakMap<Db, Caches>();

export function cachesOf(db: Db): Caches {
  let c = caches.get(db);
  if (!c) {
    c = { count: new Map(), facet: new Map(), text: new Map() };
    caches.set(db, c);
  }
  return c;
}

/** A fresh cached value, or undefined. */
export function fresh<T extends { at: number }>(map: Map<string, T>, key: string): T | undefined {
  const hit = map.get(key);
  return hit && Date.now() - hit.at < CACHE_TTL_MS ? hit : undefined;
}
/** Stores a value, emptying the map first when it grew past `max` entries. */
export function remember<T extends { at: number }>(map: Map<string, T>, key: string, value: T, max: number): void {
  if (map.size > max) map.clear();
  map.set(key, value);
}

/** The value of `key` while it is fresh, else `compute()`'s, remembered (the map emptied first past `max` entries). */
export async function cachedValue<V>(
  map: Map<string, { at: number; value: V }>,
  key: string,
  max: number,
  compute: () => Promise<V>,
): Promise<V> {
  const hit = fresh(map, key);
  if (hit) return hit.value;
  const value = await compute();
  remember(map, key, { at: Date.now(), value }, max);
  return value;
}

/** The cache key of a filter and scope (paging and order do not change totals nor counts). */
export function filterKey(f: SearchFilter, locale: string, scope: SearchScope): string {
  const { pageNumber: _a, pageSize: _b, facets: _c, ...rest } = f as ResourceFilter;
  const { order: _o, ...sc } = scope;
  return `${locale}:${JSON.stringify(rest)}:${JSON.stringify(sc)}`;
}

/** Drops the caches of `db` (or of every database); the index refresh calls it (ensureFresh in common.ts). */
export function clearSearchCaches(db?: Db): void {
  if (db) caches.delete(db);
  else caches = new WeakMap();
}
// totals, facet counts and text matches do not depend on view counts, except the `popular` filter (views > 0): a batch
// of views (views.ts) that moved no count across zero keeps them (ADR 0042), so a flush does not make every search miss
onStoreChange((db, change) => {
  if (change?.viewsOnly && !change.popularMoved) return;
  clearSearchCaches(db);
});
