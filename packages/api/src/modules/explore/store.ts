/**
 * In-memory facet bitmap of the explore index: for every indexed resource its facet keys (explore_search.facet_keys,
 * the same for the three UI locales), views, publication time and novelty. List filters, visibility, facet counts
 * (disjunctive, all facets in one pass) and the non-text orders are evaluated here in a few milliseconds at 100k
 * resources, where PostgreSQL needs one heap visit and one unnest per matching row (hundreds of ms for broad filters).
 * Text matching stays in PostgreSQL (explore_text GIN indexes) and hands the matching ids to this store.
 *
 * Freshness: every change of explore_search rows is logged in explore_search_log (0011_explore_text.sql triggers);
 * each use replays the entries newer than the last seen one (one indexed query), or reloads everything when too far behind.
 */
import type { Db } from '../../db/types';
import { localWriteEpoch } from '../../http/read-cache';
import { FACET_FACTOR, INDEX_ONLY_KEYS } from '@platform/contracts';

/** facet_keys facet of visibility (0 = public, else the network's school group) */
const VISIBILITY_FACET = INDEX_ONLY_KEYS.visibility;
const isVisibilityKey = (k: number) => Math.floor(k / FACET_FACTOR) === VISIBILITY_FACET;
const MAX_LOG_REPLAY = 200;
const MAX_IDS_REPLAY = 20_000;
const DENSE_MAX = 1 << 23;

export interface FacetStore {
  lastSeq: number;
  /** resource id → row */
  row: Map<number, number>;
  /** the same for ids below DENSE_MAX: dense[id] = row + 1 (0 = none), faster than the map for tens of thousands of ids */
  dense: Int32Array;
  ids: number[];
  alive: Uint8Array;
  views: Int32Array;
  pub: Float64Array;
  novelty: Uint8Array;
  /** facet keys of each row, as slots: flat[start[i] .. start[i] + len[i]) (rewritten rows are appended; reload compacts) */
  flat: Int32Array;
  used: number;
  start: Int32Array;
  len: Int32Array;
  slotOf: Map<number, number>;
  slotKey: number[];
  slotFacet: number[];
  aliveCount: number;
  /** postings: the rows holding each slot (built for the first `postSlots` slots), a superset filter only: rows whose keys
   * changed since are in `changed` and always visited */
  postStart: Int32Array;
  postRows: Int32Array;
  postSlots: number;
  changed: Set<number>;
  /** facet counts of every alive row by visibility slot (null = to recompute) */
  totals: Map<number, { n: number; counts: Int32Array }> | null;
  /** alive rows, newest first (null = to recompute) */
  byNewest: Int32Array | null;
}

interface RawRow {
  resource_id: number;
  views: number;
  pub: number | null;
  novelty: boolean;
  k: string;
}

/** `epoch`: PGlite's write count when the store was last caught up (localWriteEpoch; ADR 0037) */
const stores = new WeakMap<Db, { store?: FacetStore; pending?: Promise<FacetStore>; epoch?: number }>();

function slot(st: FacetStore, key: number): number {
  let s = st.slotOf.get(key);
  if (s === undefined) {
    s = st.slotKey.length;
    st.slotOf.set(key, s);
    st.slotKey.push(key);
    st.slotFacet.push(Math.floor(key / FACET_FACTOR));
  }
  return s;
}

function grow(st: FacetStore, n: number): void {
  const g = <T extends Int32Array | Uint8Array | Float64Array>(a: T, make: (n: number) => T): T => {
    const b = make(n);
    b.set(a);
    return b;
  };
  st.alive = g(st.alive, (k) => new Uint8Array(k));
  st.views = g(st.views, (k) => new Int32Array(k));
  st.pub = g(st.pub, (k) => new Float64Array(k));
  st.novelty = g(st.novelty, (k) => new Uint8Array(k));
  st.start = g(st.start, (k) => new Int32Array(k));
  st.len = g(st.len, (k) => new Int32Array(k));
}

/** Stores a row; returns true when anything but its view count changed (a new row, publication, novelty, facet keys). */
function put(st: FacetStore, r: RawRow): boolean {
  const id = Number(r.resource_id);
  let i = st.row.get(id);
  if (i === undefined) {
    i = st.ids.length;
    st.row.set(id, i);
    st.ids.push(id);
    if (id >= 0 && id < DENSE_MAX) {
      if (id >= st.dense.length) {
        const d = new Int32Array(Math.min(DENSE_MAX, Math.max(1024, id * 2)));
        d.set(st.dense);
        st.dense = d;
      }
      st.dense[id] = i + 1;
    }
    if (i >= st.alive.length) grow(st, Math.max(1024, i * 2));
  }
  const wasAlive = st.alive[i] === 1;
  const pub = r.pub === null ? 0 : Number(r.pub);
  let other = !wasAlive || st.pub[i] !== pub || st.novelty[i] !== (r.novelty ? 1 : 0);
  if (!wasAlive || st.pub[i] !== pub) st.byNewest = null;
  if (!wasAlive) {
    st.aliveCount++;
    st.changed.add(i);
    st.totals = null;
  }
  st.alive[i] = 1;
  st.views[i] = Number(r.views);
  st.pub[i] = r.pub === null ? 0 : Number(r.pub);
  st.novelty[i] = r.novelty ? 1 : 0;
  const parts = r.k ? r.k.split(',') : [];
  if (wasAlive && st.len[i] === parts.length) {
    let same = true;
    for (let j = 0; j < parts.length && same; j++) same = st.slotKey[st.flat[st.start[i] + j]] === Number(parts[j]);
    if (same) return other;
  }
  other = true;
  st.changed.add(i);
  st.totals = null;
  if (st.used + parts.length > st.flat.length) {
    const bigger = new Int32Array(Math.max(1024, (st.used + parts.length) * 2));
    bigger.set(st.flat.subarray(0, st.used));
    st.flat = bigger;
  }
  st.start[i] = st.used;
  st.len[i] = parts.length;
  for (let j = 0; j < parts.length; j++) st.flat[st.used++] = slot(st, Number(parts[j]));
  return other;
}

const ROW_SQL = `SELECT resource_id, views, floor(extract(epoch FROM published_at) * 1000)::float8 AS pub, novelty, array_to_string(facet_keys, ',') AS k
  FROM explore_search WHERE ui_locale = 'es'`;

async function loadAll(db: Db): Promise<FacetStore> {
  const seq = await db.query<{ s: string | number }>('SELECT coalesce(max(seq), 0) AS s FROM explore_search_log');
  const st: FacetStore = {
    lastSeq: Number(seq.rows[0].s),
    row: new Map(),
    dense: new Int32Array(0),
    ids: [],
    alive: new Uint8Array(0),
    views: new Int32Array(0),
    pub: new Float64Array(0),
    novelty: new Uint8Array(0),
    flat: new Int32Array(0),
    used: 0,
    start: new Int32Array(0),
    len: new Int32Array(0),
    postStart: new Int32Array(1),
    postRows: new Int32Array(0),
    postSlots: 0,
    changed: new Set(),
    totals: null,
    byNewest: null,
    slotOf: new Map(),
    slotKey: [],
    slotFacet: [],
    aliveCount: 0,
  };
  const { rows } = await db.query<RawRow>(`${ROW_SQL} ORDER BY resource_id`);
  for (const r of rows) put(st, r);
  index(st);
  return st;
}

/**
 * What a catch-up took in. `viewsOnly`: every replayed row kept its publication, novelty, facet keys and liveness, so
 * only view counts moved (the batched view flush, views.ts): `views` holds the new count of each row whose count
 * moved, `popularMoved` whether one crossed zero (the `popular` filter). Null: anything else (or a full reload).
 */
export interface StoreChange {
  viewsOnly: true;
  views: Map<number, number>;
  popularMoved: boolean;
}

async function catchUp(db: Db, st: FacetStore): Promise<{ st: FacetStore; change: StoreChange | null } | null> {
  const { rows } = await db.query<{ seq: string | number; ids: number[]; lo: string | number }>(
    `SELECT l.seq, l.ids, (SELECT min(seq) FROM explore_search_log) AS lo FROM explore_search_log l WHERE l.seq > $1 ORDER BY l.seq LIMIT ${MAX_LOG_REPLAY + 1}`,
    [st.lastSeq],
  );
  if (!rows.length) return { st, change: null };
  if (rows.length > MAX_LOG_REPLAY || Number(rows[0].lo) > st.lastSeq + 1) return null;
  const changed = new Set<number>();
  for (const r of rows) for (const id of r.ids) changed.add(Number(id));
  if (changed.size > MAX_IDS_REPLAY) return null;
  const ids = [...changed];
  const { rows: fresh } = await db.query<RawRow>(`${ROW_SQL} AND resource_id = ANY($1::int[])`, [ids]);
  const seen = new Set<number>();
  let viewsOnly = true;
  let popularMoved = false;
  const views = new Map<number, number>();
  for (const r of fresh) {
    const id = Number(r.resource_id);
    const i = st.row.get(id);
    const before = i === undefined ? -1 : st.views[i];
    if (put(st, r)) viewsOnly = false;
    else if (before !== Number(r.views)) {
      views.set(id, Number(r.views));
      if (before <= 0 !== Number(r.views) <= 0) popularMoved = true;
    }
    seen.add(id);
  }
  for (const id of ids) {
    const i = st.row.get(id);
    if (i !== undefined && !seen.has(id) && st.alive[i]) {
      viewsOnly = false;
      st.alive[i] = 0;
      st.aliveCount--;
      st.totals = null;
      st.byNewest = null;
    }
  }
  st.lastSeq = Number(rows[rows.length - 1].seq);
  if (st.changed.size > 2000) index(st);
  return { st, change: viewsOnly ? { viewsOnly: true, views, popularMoved } : null };
}

/** (Re)builds the postings of every slot (counting sort of the rows by slot), compacting the keys first. */
function index(st: FacetStore): void {
  if (st.used > 0) {
    const flat = new Int32Array(Math.max(1024, Math.ceil(st.used * 1.1)));
    let used = 0;
    for (let i = 0; i < st.ids.length; i++) {
      const a = st.start[i],
        l = st.len[i];
      flat.set(st.flat.subarray(a, a + l), used);
      st.start[i] = used;
      used += l;
    }
    st.flat = flat;
    st.used = used;
  }
  const n = st.slotKey.length;
  const cnt = new Int32Array(n + 1);
  for (let i = 0; i < st.ids.length; i++) {
    if (!st.alive[i]) continue;
    for (let j = st.start[i], b = j + st.len[i]; j < b; j++) cnt[st.flat[j] + 1]++;
  }
  for (let k = 0; k < n; k++) cnt[k + 1] += cnt[k];
  const rows = new Int32Array(cnt[n]);
  const at = cnt.slice(0, n);
  for (let i = 0; i < st.ids.length; i++) {
    if (!st.alive[i]) continue;
    for (let j = st.start[i], b = j + st.len[i]; j < b; j++) rows[at[st.flat[j]]++] = i;
  }
  st.postStart = cnt;
  st.postRows = rows;
  st.postSlots = n;
  st.changed = new Set();
}

/** Facet counts of all alive rows per visibility slot. */
function totalsOf(st: FacetStore): Map<number, { n: number; counts: Int32Array }> {
  if (st.totals) return st.totals;
  const out = new Map<number, { n: number; counts: Int32Array }>();
  const nSlots = st.slotKey.length;
  const { flat, start, len, alive, slotFacet } = st;
  for (let i = 0; i < st.ids.length; i++) {
    if (!alive[i]) continue;
    const a = start[i],
      b = a + len[i];
    let vis = -1;
    for (let j = a; j < b; j++)
      if (slotFacet[flat[j]] === VISIBILITY_FACET) {
        vis = flat[j];
        break;
      }
    let t = out.get(vis);
    if (!t) {
      t = { n: 0, counts: new Int32Array(nSlots) };
      out.set(vis, t);
    }
    t.n++;
    for (let j = a; j < b; j++) t.counts[flat[j]]++;
  }
  st.totals = out;
  return out;
}

const changeListeners: Array<(db: Db, change: StoreChange | null) => void> = [];
/**
 * Called when the store of a database took in changes (result caches built on the old state must go, or, for a change
 * of view counts only, be updated in place: `change`; null = anything may have changed).
 */
export function onStoreChange(fn: (db: Db, change: StoreChange | null) => void): void {
  changeListeners.push(fn);
}

/** The store of `db`, caught up with explore_search (single flight per database). */
export async function storeOf(db: Db): Promise<FacetStore> {
  let e = stores.get(db);
  if (!e) {
    e = {};
    stores.set(db, e);
  }
  if (e.pending) return e.pending;
  // one process on PGlite: explore_search_log grows only by write statements through this handle; none since the
  // last catch-up = nothing to replay, no query
  const epoch = localWriteEpoch(db);
  if (e.store && epoch !== null && e.epoch === epoch) return e.store;
  const entry = e;
  const p = (async () => {
    entry.epoch = epoch ?? undefined;
    const seq = entry.store?.lastSeq;
    const caught = entry.store ? await catchUp(db, entry.store) : null;
    entry.store = caught?.st ?? (await loadAll(db));
    if (entry.store.lastSeq !== seq) for (const fn of changeListeners) fn(db, caught?.change ?? null);
    return entry.store;
  })().finally(() => {
    entry.pending = undefined;
  });
  entry.pending = p;
  return p;
}

/** One filter condition: the row must hold one of `keys`. `facet` (1-16) makes it disjunctive for that facet's counts; 0 = plain. */
export interface Cond {
  facet: number;
  keys: number[];
}

export interface EvalResult {
  /** rows passing every condition, in row order (null when not asked: `rows: false`) */
  pass: number[] | null;
  /** how many rows pass every condition */
  total: number;
  /** facet counts by slot (only when asked): rows passing everything, plus for a facet with a condition the rows failing only that one */
  counts: Int32Array | null;
}

/** The per-call view of the conditions: a bit per condition, the bits each slot satisfies, facet and plain conditions. */
interface Plan {
  mask: Int32Array;
  all: number;
  condFacet: number[];
  facetConds: Cond[];
  plain: Cond[];
  /** every plain condition is a visibility one */
  visOnly: boolean;
}

function plan(st: FacetStore, conds: Cond[]): Plan {
  if (conds.length > 30) throw new Error('too many conditions');
  const mask = new Int32Array(st.slotKey.length);
  const condFacet: number[] = [];
  let all = 0;
  conds.forEach((c, i) => {
    const bit = 1 << i;
    all |= bit;
    condFacet.push(c.facet);
    for (const k of c.keys) {
      const s = st.slotOf.get(k);
      if (s !== undefined) mask[s] |= bit;
    }
  });
  const plain = conds.filter((c) => c.facet === 0);
  return {
    mask,
    all,
    condFacet,
    facetConds: conds.filter((c) => c.facet > 0),
    plain,
    visOnly: plain.every((c) => c.keys.every(isVisibilityKey)),
  };
}

const slotsOf = (st: FacetStore, c: Cond) =>
  c.keys.map((k) => st.slotOf.get(k)).filter((x): x is number => x !== undefined);

/** Adds the per-visibility totals of the visible slots to `counts`; returns how many rows they hold. */
function addVisibleTotals(st: FacetStore, p: Plan, counts: Int32Array): number {
  const totals = totalsOf(st);
  const visSlots = p.plain.length ? slotsOf(st, p.plain[0]) : [...totals.keys()];
  let n = 0;
  for (const v of visSlots) {
    const t = totals.get(v);
    if (!t) continue;
    n += t.n;
    for (let s = 0; s < counts.length; s++) counts[s] += t.counts[s];
  }
  return n;
}

/** Row index of each candidate resource id (unknown ids dropped). */
function candidateRows(st: FacetStore, cands: ArrayLike<number>): Int32Array {
  return rowsOf(st, cands);
}

/**
 * Facet counts of a broad text match without list filters: the visible totals minus the visible rows the text did not
 * match (cheaper than counting the matches when they are most rows).
 */
function countsByComplement(st: FacetStore, p: Plan, cands: ArrayLike<number>): EvalResult {
  const counts = new Int32Array(st.slotKey.length);
  let total = addVisibleTotals(st, p, counts);
  const matched = new Uint8Array(st.ids.length);
  for (const i of candidateRows(st, cands)) matched[i] = 1;
  const { flat, start, len, alive } = st;
  for (let i = 0, n = st.ids.length; i < n; i++) {
    if (matched[i] || alive[i] === 0) continue;
    const a = start[i];
    const b = a + len[i];
    let m = 0;
    for (let j = a; j < b; j++) m |= p.mask[flat[j]];
    if ((p.all & ~m) !== 0) continue;
    total--;
    for (let j = a; j < b; j++) counts[flat[j]]--;
  }
  return { pass: null, total, counts };
}

/**
 * The rows that can matter when no candidates are given: with facet conditions (or a plain non-visibility one) the rows
 * of the postings of the first one or two of them (a row failing two conditions counts nowhere) plus the rows changed
 * since the postings were built; else every row.
 */
function rowsToVisit(st: FacetStore, p: Plan, withCounts: boolean, countsFromTotals: boolean): Int32Array {
  const { facetConds, plain, visOnly } = p;
  if (!(
    facetConds.length >= 2 ||
    (facetConds.length === 1 && (!withCounts || countsFromTotals)) ||
    (plain.length > 0 && !visOnly)
  )) {
    const rows = new Int32Array(st.ids.length);
    for (let i = 0; i < rows.length; i++) rows[i] = i;
    return rows;
  }
  const drivers = !visOnly
    ? plain.filter((c) => !c.keys.every(isVisibilityKey)).slice(0, 1)
    : facetConds.length >= 2 && withCounts
      ? facetConds.slice(0, 2)
      : facetConds.slice(0, 1);
  const mark = new Uint8Array(st.ids.length);
  for (const c of drivers) {
    for (const s of slotsOf(st, c)) {
      if (s >= st.postSlots) continue;
      for (let q = st.postStart[s], e = st.postStart[s + 1]; q < e; q++) mark[st.postRows[q]] = 1;
    }
  }
  for (const i of st.changed) mark[i] = 1;
  let n = 0;
  for (let i = 0; i < mark.length; i++) n += mark[i];
  const rows = new Int32Array(n);
  n = 0;
  for (let i = 0; i < mark.length; i++) if (mark[i]) rows[n++] = i;
  return rows;
}

/**
 * Evaluates the conditions in one pass over the rows that can matter: the candidates (resource ids, e.g. text matches),
 * else the rows of the postings of the first facet conditions, else every row. Facet counts are disjunctive: rows
 * passing everything count for every facet, rows failing one facet condition only count for that facet. Two shortcuts
 * read the per-visibility totals instead: counts without text, `popular` and with at most one facet condition; counts
 * of a text matching most rows without list filters (countsByComplement).
 */
export function evaluate(
  st: FacetStore,
  conds: Cond[],
  opts: { candidates: ArrayLike<number> | null; popular?: boolean; facets?: boolean; rows?: boolean },
): EvalResult {
  const p = plan(st, conds);
  const wantRows = opts.rows !== false;
  const popular = !!opts.popular;
  const countsOnly = !!opts.facets && !wantRows && !popular && p.visOnly && p.plain.length <= 1;
  let counts = opts.facets ? new Int32Array(st.slotKey.length) : null;
  // shortcut: facet counts without text from the totals
  let fromTotals: Cond | null = null;
  if (counts && countsOnly && !opts.candidates && p.facetConds.length <= 1) {
    const visible = addVisibleTotals(st, p, counts);
    if (!p.facetConds.length) return { pass: null, total: visible, counts };
    // one facet condition F: F's values are counted over every visible row (the totals); the other facets over the rows of F
    fromTotals = p.facetConds[0];
    const fSlots = new Int32Array(counts.length);
    for (let s = 0; s < counts.length; s++) if (st.slotFacet[s] === fromTotals.facet) fSlots[s] = counts[s];
    counts = fSlots;
  }
  if (counts && countsOnly && opts.candidates && opts.candidates.length * 2 > st.aliveCount && !p.facetConds.length) {
    return countsByComplement(st, p, opts.candidates);
  }
  const rows = opts.candidates
    ? candidateRows(st, opts.candidates)
    : rowsToVisit(st, p, counts !== null, fromTotals !== null);
  return scan(st, p, rows, {
    popular,
    pass: wantRows ? [] : null,
    counts,
    skipFacet: fromTotals ? fromTotals.facet : -1,
  });
}

/** The one pass: rows passing every condition (total, `pass`, counts of every facet but `skipFacet`), rows failing one facet condition (that facet's counts). */
function scan(
  st: FacetStore,
  p: Plan,
  rows: Int32Array,
  o: { popular: boolean; pass: number[] | null; counts: Int32Array | null; skipFacet: number },
): EvalResult {
  const { flat, start, len, views, alive } = st;
  const slotFacet = new Int32Array(st.slotFacet);
  const { mask, all, condFacet } = p;
  const { pass, counts, popular, skipFacet } = o;
  let total = 0;
  for (let r = 0, nr = rows.length; r < nr; r++) {
    const i = rows[r];
    if (alive[i] === 0 || (popular && views[i] <= 0)) continue;
    const a = start[i];
    const b = a + len[i];
    let m = 0;
    for (let j = a; j < b; j++) m |= mask[flat[j]];
    const miss = all & ~m;
    if (miss === 0) {
      total++;
      if (pass !== null) pass.push(i);
      if (counts !== null) {
        for (let j = a; j < b; j++) {
          const x = flat[j];
          if (slotFacet[x] !== skipFacet) counts[x]++;
        }
      }
    } else if (counts !== null && skipFacet < 0 && (miss & (miss - 1)) === 0) {
      const f = condFacet[31 - Math.clz32(miss)];
      if (f > 0) {
        for (let j = a; j < b; j++) {
          const x = flat[j];
          if (slotFacet[x] === f) counts[x]++;
        }
      }
    }
  }
  return { pass, total, counts };
}

/**
 * Without facet conditions, text or `popular`: the `k` newest rows passing the (visibility) conditions, walking the
 * rows newest first, and their total from the per-visibility totals.
 */
export function newestVisible(st: FacetStore, conds: Cond[], k: number): { rows: number[]; total: number } | null {
  if (conds.some((c) => c.facet > 0 || !c.keys.every(isVisibilityKey)) || conds.length > 1) return null;
  if (!st.byNewest) {
    const rows: number[] = [];
    for (let i = 0; i < st.ids.length; i++) if (st.alive[i]) rows.push(i);
    rows.sort((a, b) => st.pub[b] - st.pub[a] || st.ids[b] - st.ids[a]);
    st.byNewest = Int32Array.from(rows);
  }
  const totals = totalsOf(st);
  const vis = conds.length ? new Set(conds[0].keys.map((x) => st.slotOf.get(x)).filter((x) => x !== undefined)) : null;
  let total = 0;
  for (const [v, t] of totals) if (!vis || vis.has(v)) total += t.n;
  const out: number[] = [];
  for (let r = 0; r < st.byNewest.length && out.length < k; r++) {
    const i = st.byNewest[r];
    if (!st.alive[i]) continue;
    if (vis) {
      let ok = false;
      for (let j = st.start[i], b = j + st.len[i]; j < b && !ok; j++) ok = vis.has(st.flat[j]);
      if (!ok) continue;
    }
    out.push(i);
  }
  return { rows: out, total };
}

/** Parses "1,2,3" (ids joined by string_agg) into an Int32Array without intermediate strings. */
export function parseIds(s: string | null | undefined): Int32Array {
  if (!s) return new Int32Array(0);
  let n = 1;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 44) n++;
  const out = new Int32Array(n);
  let k = 0,
    v = 0,
    neg = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 44) {
      out[k++] = neg ? -v : v;
      v = 0;
      neg = false;
    } else if (c === 45) neg = true;
    else v = v * 10 + (c - 48);
  }
  out[k] = neg ? -v : v;
  return out;
}

/** Row indexes of resource ids (unknown ids skipped). */
export function rowsOf(st: FacetStore, ids: ArrayLike<number>): Int32Array {
  const out = new Int32Array(ids.length);
  let n = 0;
  const dense = st.dense;
  const dl = dense.length;
  for (let c = 0; c < ids.length; c++) {
    const id = ids[c];
    const i = id >= 0 && id < dl ? dense[id] - 1 : (st.row.get(id) ?? -1);
    if (i >= 0) out[n++] = i;
  }
  return out.subarray(0, n);
}

/** The `k` first rows of `rows` in `cmp` order (partial selection: n log k). */
export function topK(rows: number[], k: number, cmp: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  if (k * 8 >= rows.length) return [...rows].sort(cmp).slice(0, k);
  const buf: number[] = [];
  for (const r of rows) {
    if (buf.length === k && cmp(r, buf[k - 1]) >= 0) continue;
    let lo = 0,
      hi = buf.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(buf[mid], r) <= 0) lo = mid + 1;
      else hi = mid;
    }
    buf.splice(lo, 0, r);
    if (buf.length > k) buf.pop();
  }
  return buf;
}
