/**
 * The explore facet registry (ADR 0023): every search facet once, read by the API (filters, facet counts, names), by
 * the SQL index (migration 0010_explore.sql packs each value as `index * FACET_FACTOR + code` in explore_search.facet_keys;
 * packages/api/test/explore/facet-registry.test.ts holds the migration to this table) and by the UI (filter panel,
 * route query keys). Adding a facet: a row here, its column and `explore_encode(index, …)` line in a new migration, its
 * filter in `resourceFilterSchema`, its legend in the explore locales.
 */

/** facet_keys packs a value as `index * FACET_FACTOR + code` (an id, or the 1-based position in `values`). */
export const FACET_FACTOR = 1_000_000;

export interface FacetDef {
  /** the name in API answers (`facets.topics`) */
  name: string;
  /** the facet number in explore_search.facet_keys (never reuse one) */
  index: number;
  /** the filter key of the search query that restricts this facet */
  filter: string;
  /** the explore_search column the migration encodes */
  column: string;
  /** reference table holding the value names (`{ es, en, ca }` json or text); absent for enums */
  table?: string;
  /** enum facets: the string values, coded 1, 2, 3… in this order (the migration's ARRAY / CASE order) */
  values?: readonly string[];
  /** value order in a facet answer: by id (ranges, months…) or most resources first */
  sort: 'id' | 'count';
}

export const FACETS = [
  { name: 'topics', index: 1, filter: 'topicIds', column: 'topic_ids', table: 'topics', sort: 'count' },
  { name: 'subtopics', index: 2, filter: 'subtopicIds', column: 'subtopic_ids', table: 'subtopics', sort: 'count' },
  { name: 'months', index: 3, filter: 'months', column: 'months', table: 'months', sort: 'id' },
  { name: 'skills', index: 4, filter: 'skillIds', column: 'skill_ids', table: 'skills', sort: 'count' },
  { name: 'ODS', index: 5, filter: 'ODSIds', column: 'sdg_ids', table: 'sdgs', sort: 'id' },
  { name: 'ageRanges', index: 6, filter: 'ageRangeIds', column: 'age_range_ids', table: 'age_ranges', sort: 'id' },
  { name: 'subjects', index: 7, filter: 'subjectIds', column: 'subject_ids', table: 'subjects', sort: 'count' },
  { name: 'categories', index: 8, filter: 'categoryIds', column: 'category_id', table: 'categories', sort: 'count' },
  { name: 'languages', index: 9, filter: 'languages', column: 'languages', values: ['es', 'en', 'ca'], sort: 'count' },
  {
    name: 'crossAreas',
    index: 10,
    filter: 'crossAreaIds',
    column: 'cross_area_ids',
    table: 'cross_areas',
    sort: 'count',
  },
  { name: 'resourceTypes', index: 11, filter: 'resourceTypes', column: 'type', sort: 'id' },
  { name: 'materialKinds', index: 12, filter: 'materialKinds', column: 'material_kinds', sort: 'id' },
  { name: 'numberOfClasses', index: 13, filter: 'numberOfClasses', column: 'num_classes', sort: 'id' },
  {
    name: 'implementations',
    index: 14,
    filter: 'implementations',
    column: 'implementation',
    values: ['online', 'offline', 'mix'],
    sort: 'count',
  },
  {
    name: 'creations',
    index: 15,
    filter: 'creations',
    column: 'creations',
    values: ['provider', 'krea'],
    sort: 'count',
  },
  // the single `authorId` (feed route) is OR-ed with `authorIds`
  { name: 'authors', index: 16, filter: 'authorIds', column: 'author_id', table: 'authors', sort: 'count' },
] as const satisfies readonly FacetDef[];

/** Keys of facet_keys that are filters but not facets of the answer. */
export const INDEX_ONLY_KEYS = {
  /** the ephemeride of the search/ephemeride route (explore_search.ephemeride_ids) */
  ephemeride: 18,
  /** visibility: 0 = public, else the school group whose network sees the resource */
  visibility: 19,
} as const;

export type FacetName = (typeof FACETS)[number]['name'];
export type FacetFilterKey = (typeof FACETS)[number]['filter'];

/** A facet's definition by name. */
export const FACET: { readonly [K in FacetName]: Extract<(typeof FACETS)[number], { name: K }> } = Object.fromEntries(
  FACETS.map((f) => [f.name, f]),
) as never;
export const FACET_NAMES: readonly FacetName[] = FACETS.map((f) => f.name);

/** The code of a facet value in facet_keys (NaN for a value the enum does not know). */
export function facetValueCode(def: FacetDef, value: string | number): number {
  if (def.values) {
    const i = def.values.indexOf(String(value));
    return i < 0 ? NaN : i + 1;
  }
  return Number(value);
}
/** The value a code stands for (the enum's string, else the id). */
export function facetCodeValue(def: FacetDef, code: number): string | number {
  return def.values ? (def.values[code - 1] ?? code) : code;
}

/** The filters of the feed (spec §2 feed filters): a subset of the search filters. */
export const FEED_FILTER_KEYS = [
  'topicIds',
  'subtopicIds',
  'months',
  'skillIds',
  'ODSIds',
  'ageRangeIds',
  'subjectIds',
  'authorId',
] as const;
