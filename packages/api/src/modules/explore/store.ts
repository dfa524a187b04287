import type { Db } from '../../db/types';
import { localWriteEpoch } from '../../http/read-cache';
import { FACET_FACTOR, INDEX_ONLY_KEYS } from '@platform/contracts';

/** facet_keys facet of visibility (0 = public, else the network's school group) */
const VISIBILITY_FACET = INDEX_ONLY_KEYS.visibility;
export const isVisibilityKey = (k: number) => Math.floor(k / FACET_FACTOR) === VISIBILITY_FACET;
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
export function totalsOf(st: FacetStore): Map<number, { n: number; counts: Int32Array }> {
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
