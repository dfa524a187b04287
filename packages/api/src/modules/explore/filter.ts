/**
 * A search request as conditions: the public filter and the caller's scope turned into facet-store conditions (the
 * in-memory path) or a WHERE clause over explore_search (the SQL path), and free text into a tsquery. Every list
 * filter comes from the facet registry of @platform/contracts (FACETS).
 */
import {
  FACET_FACTOR,
  FACETS,
  INDEX_ONLY_KEYS,
  facetValueCode,
  type ExploreLocale,
  type FacetDef,
  type ResourceFilter,
} from '@platform/contracts';
import type { Cond } from './evaluate';

/** The public filter plus `authorIds` (several authors; `authorId`, the single author of the feed route, is still accepted). */
export type SearchFilter = Partial<ResourceFilter> & { authorIds?: number[] };

/** Who searches and extra restrictions (not part of the public filter). */
export interface SearchScope {
  /** the caller's school group: network-only resources of other groups are never shown (undefined = no restriction, for benchmarks) */
  groupId?: number | null;
  /** only my school group's network resources (ResourceApi/Custom) */
  customOnly?: boolean;
  /** leave out what this user viewed (ResourceApi/Recommended) */
  excludeViewedBy?: number;
  order?: 'relevance' | 'newest' | 'views' | 'recommended';
}

/**
 * Lists in a language show what exists in that language (issue 31): with no `languages` filter a list or search in
 * `locale` keeps the resources that have an approved version in it; choosing other languages in the filter is how
 * a teacher asks for them (each card then in the version shown for the UI language, or its fallback).
 */
export const inLanguage = <F extends { languages?: string[] | undefined }>(f: F, locale: ExploreLocale): F =>
  f.languages?.length ? f : { ...f, languages: [locale] };

/** Authors selected by `authorIds` and / or `authorId`. */
export const authorsOf = (f: SearchFilter): number[] => [
  ...new Set([...(f.authorIds ?? []), ...(f.authorId ? [f.authorId] : [])]),
];

/** The values a filter selects for one facet (subtopics also take the single `subtopicId` of the subtopic route). */
export function selectedValues(f: SearchFilter, def: FacetDef): Array<number | string> {
  if (def.name === 'authors') return authorsOf(f);
  const v = (f as Record<string, unknown>)[def.filter];
  const list: Array<number | string> = Array.isArray(v) ? v : v !== undefined && v !== null ? [v as number] : [];
  if (def.name === 'subtopics' && f.subtopicId) return [...list, f.subtopicId];
  return list;
}

export const tsConfigFor = (locale: string): string =>
  locale === 'es' ? 'spanish' : locale === 'en' ? 'english' : 'simple';

/** Same folding as the SQL function explore_fold(): lower case, accents removed. */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/·/g, '')
    .toLowerCase();
}

/** Turns free text into a safe tsquery string: folded words AND-ed, the last one as a prefix. */
export function toTsQuery(text: string): string | null {
  const words = fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 12);
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 && w.length >= 2 ? `${w}:*` : w)).join(' & ');
}

/** The tsquery of a query parameter in every configuration (UI language's stemmer, the others for fallback versions, simple). */
export const tsq = (locale: ExploreLocale, qp: string) =>
  `(SELECT ${[...new Set([tsConfigFor(locale), 'spanish', 'english', 'simple'])].map((c) => `to_tsquery('${c}', ${qp})`).join(' || ')})`;

/** `%text%` for LIKE on the folded title (the title-contains boost). */
export const likeOf = (text: string | undefined) =>
  `%${fold(text ?? '')
    .trim()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The facet_keys codes each list filter selects: one condition per facet with a selection, the ephemeride last. */
function keyConditions(f: SearchFilter): Cond[] {
  const out: Cond[] = [];
  for (const def of FACETS) {
    const values = selectedValues(f, def);
    if (!values.length) continue;
    const keys = values.map((v) => def.index * FACET_FACTOR + facetValueCode(def, v)).filter((c) => Number.isFinite(c));
    out.push({ facet: def.index, keys });
  }
  if (f.ephemerideId) out.push({ facet: 0, keys: [INDEX_ONLY_KEYS.ephemeride * FACET_FACTOR + f.ephemerideId] });
  return out;
}

/** The facet-store conditions of a search: the list filters, then visibility (public + my school group's network). */
export function storeConditions(f: SearchFilter, scope: SearchScope): Cond[] {
  const conds = keyConditions(f);
  if (scope.groupId !== undefined) {
    const vis = INDEX_ONLY_KEYS.visibility * FACET_FACTOR;
    conds.push({ facet: 0, keys: scope.groupId ? [vis, vis + scope.groupId] : [vis] });
  }
  return conds;
}

/** The WHERE clause of a search over explore_search `s` (the SQL path: Custom, Recommended). */
export function sqlWhere(
  f: SearchFilter,
  locale: ExploreLocale,
  scope: SearchScope,
): { where: string[]; params: unknown[]; facetFiltered: boolean } {
  const params: unknown[] = [];
  const p = (v: unknown) => `$${params.push(v)}`;
  // the locale is a validated enum, inlined so the planner picks the partial indexes of that locale
  if (!['es', 'en', 'ca'].includes(locale)) throw new Error('bad locale');
  const where: string[] = [`s.ui_locale = '${locale}'`];
  // visibility as columns, not facet keys: a count without other filters then runs as an index-only scan
  if (scope.groupId !== undefined) {
    where.push(
      scope.groupId
        ? `(s.school_group_id IS NULL OR s.school_group_id = ${p(scope.groupId)})`
        : 's.school_group_id IS NULL',
    );
  }
  if (scope.customOnly) where.push(`s.school_group_id = ${p(scope.groupId ?? -1)}`);
  if (scope.excludeViewedBy) {
    where.push(
      `NOT EXISTS (SELECT 1 FROM resource_views v WHERE v.user_id = ${p(scope.excludeViewedBy)} AND v.resource_id = s.resource_id)`,
    );
  }
  const keys = keyConditions(f);
  for (const c of keys) where.push(`s.facet_keys && ${p(c.keys)}::int[]`);
  if (f.popular) where.push('s.views > 0');
  if (f.text) {
    const q = toTsQuery(f.text);
    // an InitPlan (sub-select) rather than an inline expression: the planner then drives the match from the locale's
    // GIN index of the narrow explore_text table (0011)
    where.push(
      q
        ? `s.resource_id IN (SELECT t.resource_id FROM explore_text t WHERE t.ui_locale = '${locale}' AND t.tsv @@ ${tsq(locale, p(q))})`
        : 'false',
    );
  }
  return { where, params, facetFiltered: keys.length > 0 };
}
