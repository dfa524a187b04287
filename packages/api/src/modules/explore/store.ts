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

// ---- the queries of the explore routes (ADR 0020: routes → service → store)

/** The resources a user viewed last in the UI language (of what the index holds), most recent first. */
export async function lastViewedIds(db: Db, userId: number, limit: number, locale: string): Promise<number[]> {
  const { rows } = await db.query<{ resource_id: number }>(
    `SELECT v.resource_id FROM resource_views v
        WHERE v.user_id = $1 AND EXISTS (SELECT 1 FROM explore_search s WHERE s.ui_locale = $3 AND s.resource_id = v.resource_id)
        GROUP BY v.resource_id ORDER BY max(v.created_at) DESC, v.resource_id LIMIT $2`,
    [userId, limit, locale],
  );
  return rows.map((r) => r.resource_id);
}

/** What relates a resource to others (its topics, subtopics and category) in the index of a UI language. */
export interface Relations {
  topic_ids: number[];
  subtopic_ids: number[];
  category_id: number | null;
}

export async function relationsOf(db: Db, id: number, locale: string): Promise<Relations | null> {
  const { rows } = await db.query<Relations>(
    'SELECT topic_ids, subtopic_ids, category_id FROM explore_search WHERE resource_id = $1 AND ui_locale = $2',
    [id, locale],
  );
  return rows[0] ?? null;
}

/** The resources sharing subtopics, topics or the category of resource id, the closest first (public or of groupId). */
export async function associatedIds(
  db: Db,
  id: number,
  own: Relations,
  o: { locale: string; groupId: number; limit: number },
): Promise<number[]> {
  const { rows } = await db.query<{ resource_id: number }>(
    `SELECT s.resource_id FROM explore_search s
        WHERE s.ui_locale = $1 AND s.resource_id <> $2 AND (s.school_group_id IS NULL OR s.school_group_id = $6)
          AND (s.topic_ids && $3::int[] OR s.subtopic_ids && $4::int[] OR s.category_id = $5)
        ORDER BY (SELECT count(*) FROM unnest(s.subtopic_ids) x WHERE x = ANY($4::int[])) * 2
               + (SELECT count(*) FROM unnest(s.topic_ids) x WHERE x = ANY($3::int[])) DESC, s.views DESC, s.resource_id
        LIMIT $7`,
    [o.locale, id, own.topic_ids, own.subtopic_ids, own.category_id, o.groupId, o.limit],
  );
  return rows.map((r) => r.resource_id);
}

/** A suggestion row: its kind, id, text and the total of the list. */
export interface SuggestionRow {
  kind: string;
  id: number;
  text: string;
  total: string;
}

/**
 * Suggestions without text: the topics with most resources, then the most viewed titles (of what exists in the
 * language, issue 31); `name` is a topic's names (JSON) or a title (a JSON string).
 */
export async function topSuggestions(
  db: Db,
  locale: string,
  pageSize: number,
  offset: number,
): Promise<Array<Omit<SuggestionRow, 'text'> & { name: unknown }>> {
  const { rows } = await db.query<Omit<SuggestionRow, 'text'> & { name: unknown }>(
    `WITH t AS (SELECT x AS id, count(*) n FROM explore_search s, unnest(s.topic_ids) x WHERE s.ui_locale = $1 AND s.content_locale = $1 GROUP BY x),
            items AS (
              SELECT 'topic' AS kind, tp.id, tp.name, t.n::float AS score FROM t JOIN topics tp ON tp.id = t.id AND tp.enabled
              UNION ALL
              SELECT 'resource', s.resource_id, to_jsonb(rl.title), s.views::float / 1000 FROM explore_search s
                JOIN resource_locales rl ON rl.resource_id = s.resource_id AND rl.locale = s.content_locale
               WHERE s.ui_locale = $1 AND s.content_locale = $1 AND s.school_group_id IS NULL AND s.views > 0)
       SELECT kind, id, name, count(*) OVER () AS total FROM items ORDER BY score DESC, id LIMIT $2 OFFSET $3`,
    [locale, pageSize, offset],
  );
  return rows;
}

/**
 * Suggestions for a typed text (prefix and contains: LIKE patterns of the folded text): resources, programs, topics and
 * provider folders, public or of groupId; prefix matches first, then the most viewed.
 */
export async function textSuggestions(
  db: Db,
  o: { locale: string; prefix: string; contains: string; pageSize: number; groupId: number; offset: number },
): Promise<SuggestionRow[]> {
  const { rows } = await db.query<SuggestionRow>(
    `WITH items AS (
         SELECT 'resource' AS kind, s.resource_id AS id, rl.title AS text, CASE WHEN s.title_folded LIKE $2 THEN 0 ELSE 1 END AS rank, s.views AS pop
           FROM explore_search s JOIN resource_locales rl ON rl.resource_id = s.resource_id AND rl.locale = s.content_locale
          WHERE s.ui_locale = $1 AND s.content_locale = $1 AND (s.school_group_id IS NULL OR s.school_group_id = $5) AND s.title_folded LIKE $3
         UNION ALL
         SELECT 'program', p.id, pl.title, CASE WHEN fold_text(pl.title) LIKE $2 THEN 0 ELSE 1 END, 0
           FROM programs p JOIN program_locales pl ON pl.program_id = p.id AND pl.locale = $1 AND pl.status = 1
          WHERE p.deleted_at IS NULL AND (p.school_group_id IS NULL OR p.school_group_id = $5) AND fold_text(pl.title) LIKE $3
         UNION ALL
         SELECT 'topic', t.id, coalesce(nullif(t.name->>$1, ''), t.name->>'es'), CASE WHEN fold_text(coalesce(nullif(t.name->>$1, ''), t.name->>'es')) LIKE $2 THEN 0 ELSE 1 END, 1000000
           FROM topics t WHERE t.enabled AND fold_text(coalesce(nullif(t.name->>$1, ''), t.name->>'es')) LIKE $3
         UNION ALL
         SELECT 'folder', f.id, fl.name, CASE WHEN fold_text(fl.name) LIKE $2 THEN 0 ELSE 1 END, 0
           FROM provider_folders f JOIN provider_folder_locales fl ON fl.folder_id = f.id AND fl.locale = $1 AND fl.status = 1
          WHERE f.deleted_at IS NULL AND fold_text(fl.name) LIKE $3)
       SELECT kind, id, text, count(*) OVER () AS total FROM items ORDER BY rank, pop DESC, length(text), id LIMIT $4 OFFSET $6`,
    [o.locale, o.prefix, o.contains, o.pageSize, o.groupId, o.offset],
  );
  return rows;
}
