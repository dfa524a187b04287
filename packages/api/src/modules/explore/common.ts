/** Shared pieces of the explore modules: index freshness, resource cards, facet names, scope. */
import type { Db } from '../../db/types';
import type { AuthUser } from '../../http/context';
import { pickL10n } from '../../http/locale';
import { groupOf, paged } from '../../http/request';
import {
  FACET,
  FACETS,
  EXPLORE_LOCALES,
  facetCodeValue,
  facetValueCode,
  type ExploreLocale,
  type FacetCount,
  type FacetName,
  type ResourceCard,
} from '@platform/contracts';
import { clearSearchCaches, facetCountsWithTotal } from './search';
import { selectedValues, type SearchFilter, type SearchScope } from './filter';
import { flushViewCounts } from './views';
import { localWriteEpoch, readCacheOf, registerCachedTables } from '../../http/read-cache';
import { onStoreChange, storeOf } from './store';

export async function scopeOf(db: Db, user: AuthUser, extra: SearchScope = {}): Promise<SearchScope> {
  return { groupId: await groupOf(db, user), ...extra };
}

// ---------------------------------------------------------------- index freshness
const refreshing = new WeakMap<Db, Promise<void>>();
/** PGlite: the write count at which explore_search_dirty was last seen empty (localWriteEpoch; ADR 0037) */
const cleanAt = new WeakMap<Db, number>();
/** PGlite: the dirty check in flight, per database, with the write count it started at */
const checking = new WeakMap<Db, { epoch: number | null; p: Promise<boolean> }>();
/** Rebuilds the search rows of resources marked dirty by the triggers of 0010_explore.sql (single flight per database). */
export async function ensureFresh(db: Db): Promise<void> {
  const running = refreshing.get(db);
  if (running) return running;
  await flushViewCounts(db); // views in batches (views.ts, issue 9)
  // one process on PGlite: rows are marked dirty by triggers of write statements only, all of which go through this
  // handle; no write since the table was seen empty = still empty, no query (ADR 0037)
  const epoch = localWriteEpoch(db);
  if (epoch !== null && cleanAt.get(db) === epoch) return;
  // PGlite: the requests arriving together after a write (e.g. the view flush) share one check started at the same
  // write count (ADR 0042); PostgreSQL: one each (a check started before the caller's own write may not see it)
  let check = epoch === null ? undefined : checking.get(db);
  if (!check || check.epoch !== epoch) {
    const c = {
      epoch,
      p: db.query('SELECT 1 FROM explore_search_dirty LIMIT 1').then((r) => r.rows.length > 0),
    };
    const drop = () => {
      if (checking.get(db) === c) checking.delete(db);
    };
    c.p.then(drop, drop);
    if (epoch !== null) checking.set(db, c);
    check = c;
  }
  if (!(await check.p)) {
    if (epoch !== null) cleanAt.set(db, epoch);
    return;
  }
  const again = refreshing.get(db);
  if (again) return again;
  const p = (async () => {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(720010)');
      const d = await tx.query<{ resource_id: number }>('DELETE FROM explore_search_dirty RETURNING resource_id');
      if (!d.rows.length) return;
      const ids = d.rows.map((r) => Number(r.resource_id));
      await tx.query('SELECT explore_refresh($1::int[])', [ids.length > 20_000 ? null : ids]);
      // the change log the in-memory facet stores replay (store.ts): keep the last entries only
      await tx.query('DELETE FROM explore_search_log WHERE seq < (SELECT max(seq) - 1000 FROM explore_search_log)');
    });
    clearSearchCaches(db);
    readCacheOf(db)?.invalidate(['explore_search']); // the rows cards are read from changed (every process)
  })().finally(() => {
    refreshing.delete(db);
  });
  refreshing.set(db, p);
  return p;
}

// ---------------------------------------------------------------- cards
// this process's explore store took in changes of explore_search (any instance's refresh, views in place): cards too.
// A batch of view counts only (views.ts) is written into the cached cards in place, so the flush every
// VIEWS_FLUSH_MS no longer makes every card miss at once (a herd of card queries on PGlite's one connection, ADR 0042).
onStoreChange((db, change) => {
  const cache = readCacheOf(db);
  if (!cache) return;
  if (!change?.viewsOnly) return cache.bumpLocal(['explore_search']);
  for (const [id, views] of change.views)
    for (const locale of EXPLORE_LOCALES) cache.patch<ResourceCard>(`card:${locale}:${id}`, (c) => ({ ...c, views }));
});
interface CardRow {
  id: number;
  locale: ExploreLocale;
  title: string;
  cover: string | null;
  type: number | null;
  age_min: number | null;
  age_max: number | null;
  implementation: string | null;
  novelty: boolean;
  duration: number | null;
  num_classes: number;
  languages: ExploreLocale[];
  views: number;
  author_id: number | null;
  author_name: string | null;
  author_picture: string | null;
  category_id: number | null;
  category_slug: string | null;
  category_color: string | null;
  category_name: unknown;
}
/** The tables a card is read from: a write naming one of them drops the cached cards (ADR 0035). */
const CARD_TABLES = ['explore_search', 'resources', 'resource_locales', 'authors', 'categories', 'class_plans'];
/**
 * How long a cached card may be served at most. Its view count follows the explore store (patched in place above):
 * on PGlite loadCards catches the store up first (free while nothing was written), so the card's count lags the index
 * no more than the lists do, and the TTL only bounds writes the SQL scan cannot see (as for the other entries, 45-75 s,
 * spread so that cards loaded together do not expire together). On PostgreSQL another process may have flushed views
 * this process's store has not replayed yet: 10 s, the view-count lag of the explore index (views.ts), as before.
 */
const CARD_TTL_MS = 10_000;
const cardTtl = (pglite: boolean) => (pglite ? () => 45_000 + Math.floor(Math.random() * 30_000) : CARD_TTL_MS);
registerCachedTables(CARD_TABLES);

/**
 * Resource cards for `ids` (in that order) as shown in `locale` (fallback versions included). Unknown / hidden ids are
 * skipped. A card is the same for everyone who may see the resource (which ids a user may see is decided by the
 * caller), so cards come from the read cache when they can (ADR 0035); each caller gets its own copy.
 */
/** One page of the cards of `ids` (in that order); totalCount is every id. */
export async function pagedCards(db: Db, ids: number[], locale: ExploreLocale, pageNumber: number, pageSize: number) {
  return paged(
    await loadCards(db, ids.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize), locale),
    ids.length,
    pageNumber,
    pageSize,
  );
}

export async function loadCards(db: Db, ids: number[], locale: ExploreLocale): Promise<ResourceCard[]> {
  if (!ids.length) return [];
  const cache = readCacheOf(db);
  if (!cache) return loadCardsQuery(db, ids, locale);
  const pglite = localWriteEpoch(db) !== null;
  if (pglite) await storeOf(db); // the view counts of the cards caught up (no query while nothing was written)
  const got = await cache.getMany<ResourceCard>(
    ids.map((id) => `card:${locale}:${id}`),
    CARD_TABLES,
    async (missing) => {
      const cards = await loadCardsQuery(
        db,
        missing.map((k) => Number(k.slice(k.lastIndexOf(':') + 1))),
        locale,
      );
      return new Map(cards.map((c) => [`card:${locale}:${c.id}`, c]));
    },
    cardTtl(pglite),
  );
  const out: ResourceCard[] = [];
  for (const id of ids) {
    const c = got.get(`card:${locale}:${id}`);
    if (c) out.push({ ...c, author: { ...c.author }, category: c.category && { ...c.category } });
  }
  return out;
}

async function loadCardsQuery(db: Db, ids: number[], locale: ExploreLocale): Promise<ResourceCard[]> {
  const { rows } = await db.query<CardRow>(
    `SELECT s.resource_id AS id, s.content_locale AS locale, rl.title, r.cover, r.type, r.age_min, r.age_max, r.implementation, r.novelty,
            coalesce(r.duration_minutes, (SELECT sum(coalesce(minutes_duration, 0)) FROM class_plans cp WHERE cp.resource_id = r.id AND cp.teacher_enabled))::integer AS duration,
            s.num_classes, s.languages, s.views,
            a.id AS author_id, a.name AS author_name, a.picture AS author_picture,
            c.id AS category_id, c.slug AS category_slug, c.color AS category_color, c.name AS category_name
       FROM unnest($1::int[]) WITH ORDINALITY AS x(id, ord)
       JOIN explore_search s ON s.ui_locale = $2 AND s.resource_id = x.id
       JOIN resources r ON r.id = s.resource_id
       JOIN resource_locales rl ON rl.resource_id = s.resource_id AND rl.locale = s.content_locale
       LEFT JOIN authors a ON a.id = r.author_id
       LEFT JOIN categories c ON c.id = r.category_id
      ORDER BY x.ord`,
    [ids, locale],
  );
  return rows.map((r) => toCard(r, locale));
}
function toCard(r: CardRow, locale: ExploreLocale): ResourceCard {
  return {
    id: Number(r.id),
    title: r.title,
    cover: r.cover,
    locale: r.locale,
    author: { id: Number(r.author_id ?? 0), name: r.author_name ?? '', picture: r.author_picture },
    category: r.category_id
      ? {
          id: r.category_id,
          slug: r.category_slug ?? '',
          color: r.category_color ?? '#888888',
          name: pickL10n(r.category_name, locale),
        }
      : null,
    type: r.type ?? 1,
    ageMin: r.age_min ?? 0,
    ageMax: r.age_max ?? 0,
    numberOfClasses: Number(r.num_classes),
    durationMinutes: Number(r.duration ?? 0),
    implementation: (r.implementation ?? 'offline') as ResourceCard['implementation'],
    languages: r.languages,
    novelty: r.novelty,
    views: Number(r.views),
  };
}

// ---------------------------------------------------------------- facet names
const STATIC_NAMES: Partial<Record<FacetName, Record<string, Record<ExploreLocale, string>>>> = {
  languages: {
    1: { es: 'Español', en: 'Spanish', ca: 'Castellà' },
    2: { es: 'Inglés', en: 'English', ca: 'Anglès' },
    3: { es: 'Catalán', en: 'Catalan', ca: 'Català' },
  },
  resourceTypes: {
    1: { es: 'Taller', en: 'Workshop', ca: 'Taller' },
    2: { es: 'Proyecto', en: 'Project', ca: 'Projecte' },
    3: { es: 'Caso', en: 'Case', ca: 'Cas' },
    4: { es: 'Secuencia didáctica', en: 'Didactic sequence', ca: 'Seqüència didàctica' },
    5: { es: 'Ejercicio', en: 'Exercise', ca: 'Exercici' },
  },
  materialKinds: {
    1: { es: 'Electrónico', en: 'Electronic', ca: 'Electrònic' },
    2: { es: 'Físico', en: 'Physical', ca: 'Físic' },
    3: { es: 'Descargable', en: 'Downloadable', ca: 'Descarregable' },
  },
  numberOfClasses: {
    1: { es: '1 clase', en: '1 class', ca: '1 classe' },
    2: { es: '2 clases', en: '2 classes', ca: '2 classes' },
    3: { es: '3 clases', en: '3 classes', ca: '3 classes' },
    4: { es: '4 clases', en: '4 classes', ca: '4 classes' },
    5: { es: '5 o más clases', en: '5 or more classes', ca: '5 o més classes' },
  },
  implementations: {
    1: { es: 'Online', en: 'Online', ca: 'En línia' },
    2: { es: 'Presencial', en: 'Offline', ca: 'Presencial' },
    3: { es: 'Mixta', en: 'Both', ca: 'Mixta' },
  },
  creations: {
    1: { es: 'Creaciones de Kimple', en: 'Kimple creations', ca: 'Creacions de Kimple' },
    2: { es: 'Creaciones de docentes (Krea)', en: 'Teacher creations (Krea)', ca: 'Creacions de docents (Krea)' },
  },
};
let namesCache = new WeakMap<Db, { at: number; byFacet: Map<FacetName, Map<number, unknown>> }>();
async function facetNameSource(db: Db): Promise<Map<FacetName, Map<number, unknown>>> {
  const hit = namesCache.get(db);
  if (hit && Date.now() - hit.at < 60_000) return hit.byFacet;
  const byFacet = new Map<FacetName, Map<number, unknown>>();
  for (const def of FACETS) {
    if (!('table' in def)) continue;
    const { rows } = await db.query<{ id: number; name: unknown }>(`SELECT id, name FROM ${def.table}`);
    byFacet.set(def.name, new Map(rows.map((r) => [Number(r.id), r.name])));
  }
  namesCache.set(db, { at: Date.now(), byFacet });
  return byFacet;
}
export function clearNamesCache(): void {
  namesCache = new WeakMap();
}

export async function nameFacet(
  db: Db,
  facet: FacetName,
  counts: Map<number, number>,
  locale: ExploreLocale,
  selected: Array<number | string> = [],
): Promise<FacetCount[]> {
  const def = FACET[facet];
  let src = (await facetNameSource(db)).get(facet);
  if (src && [...counts.keys()].some((code) => !src!.has(code))) {
    namesCache.delete(db);
    src = (await facetNameSource(db)).get(facet);
  }
  const stat = STATIC_NAMES[facet];
  const codes = new Set<number>(counts.keys());
  for (const s of selected) {
    const code = facetValueCode(def, s);
    if (Number.isFinite(code)) codes.add(code);
  }
  const out: FacetCount[] = [];
  for (const code of codes) {
    const raw = stat ? stat[code] : src?.get(code);
    const name = typeof raw === 'string' ? raw : raw ? pickL10n(raw, locale) : String(code);
    out.push({ id: facetCodeValue(def, code), name, count: counts.get(code) ?? 0 });
  }
  const byId = def.sort === 'id';
  return out.sort((a, b) => (byId ? Number(a.id) - Number(b.id) : b.count - a.count || a.name.localeCompare(b.name)));
}

/**
 * Facet counts with disjunctive semantics: a facet with a selection is counted with its own filter removed
 * (so its other values keep their counts); every facet comes from one pass (see facetCountsWithTotal in search.ts).
 */
export async function facetsFor(
  db: Db,
  f: SearchFilter,
  locale: ExploreLocale,
  scope: SearchScope,
  which: readonly FacetName[] = FACETS.map((d) => d.name),
): Promise<Partial<Record<FacetName, FacetCount[]>>> {
  const { facets: counts } = await facetCountsWithTotal(db, f, locale, scope);
  const out: Partial<Record<FacetName, FacetCount[]>> = {};
  for (const facet of which)
    out[facet] = await nameFacet(db, facet, counts.get(facet) ?? new Map(), locale, selectedValues(f, FACET[facet]));
  return out;
}
