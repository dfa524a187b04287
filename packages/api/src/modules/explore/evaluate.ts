/** Evaluating a search on the facet store: the plan of conditions, counts by complement, the rows to visit, the newest visible, top K. */

import { isVisibilityKey, FacetStore, totalsOf } from './store';

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
export interface Plan {
  mask: Int32Array;
  all: number;
  condFacet: number[];
  facetConds: Cond[];
  plain: Cond[];
  /** every plain condition is a visibility one */
  visOnly: boolean;
}

export function plan(st: FacetStore, conds: Cond[]): Plan {
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

export const slotsOf = (st: FacetStore, c: Cond) =>
  c.keys.map((k) => st.slotOf.get(k)).filter((x): x is number => x !== undefined);

/** Adds the per-visibility totals of the visible slots to `counts`; returns how many rows they hold. */
export function addVisibleTotals(st: FacetStore, p: Plan, counts: Int32Array): number {
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
export function candidateRows(st: FacetStore, cands: ArrayLike<number>): Int32Array {
  return rowsOf(st, cands);
}

/**
 * Facet counts of a broad text match without list filters: the visible totals minus the visible rows the text did not
 * match (cheaper than counting the matches when they are most rows).
 */
export function countsByComplement(st: FacetStore, p: Plan, cands: ArrayLike<number>): EvalResult {
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
export function rowsToVisit(st: FacetStore, p: Plan, withCounts: boolean, countsFromTotals: boolean): Int32Array {
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
export function scan(
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
