/**
 * Explore: feed and search (spec §2 feed/search, §7 ResourceApi lists, AccountApi Available* and suggestions).
 * Every route needs a session (401 otherwise); inputs are validated with the zod schemas of @platform/contracts (400).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  searchFilterSchema,
  searchSuggestionsQuerySchema,
  pagingQuerySchema,
  EXPLORE_PAGE_SIZES,
  mostViewedQuerySchema as mostViewedSchema,
  widgetLimitQuerySchema as limitSchema,
  associatedResourcesQuerySchema as associatedSchema,
  type FacetName,
  type SuggestionDto,
  type ExploreLocale,
} from '@platform/contracts';
import { asCaller, router } from '../../http/route';
import { ApiError } from '../../http/errors';
import { pickL10n } from '../../http/locale';
import { ensureFresh, facetsFor, loadCards, scopeOf } from './common';
import { localeOf, paged, userOf } from '../../http/request';
import { countMatches, searchResourceIds, fold, type SearchFilter, type SearchScope } from './search';
import { inLanguage } from './filter';
import { associatedIds, lastViewedIds, relationsOf, textSuggestions, topSuggestions } from './store';

const AVAILABLE: Record<string, FacetName> = {
  Topics: 'topics',
  Months: 'months',
  Skills: 'skills',
  ODS: 'ODS',
  AgeRanges: 'ageRanges',
  Subjects: 'subjects',
};

export default async function explore(app: FastifyInstance): Promise<void> {
  const db = () => app.db;

  /** The caller's search: the filter of the query in the UI language (unless it names languages), the index fresh, the scope. */
  async function searchOf<F extends SearchFilter>(
    req: FastifyRequest,
    input: { readonly query: F },
    extra?: SearchScope,
  ) {
    const user = userOf(req);
    const locale = localeOf(req);
    const f = inLanguage(input.query, locale);
    await ensureFresh(db());
    return { user, locale, f, scope: await scopeOf(db(), user, extra) };
  }
  type Paged = SearchFilter & { pageNumber: number };
  /** the cards of resources, in the given order */
  const cards = (ids: Array<number | string>, locale: ExploreLocale) => loadCards(db(), ids.map(Number), locale);
  /** a page of the cards a search matches */
  async function page(s: { f: Paged; locale: ExploreLocale; scope: SearchScope }, pageSize: number) {
    const { f, locale, scope } = s;
    const { rows, totalCount } = await searchResourceIds(db(), f, locale, f.pageNumber, pageSize, scope);
    const ids = rows.map((r) => r.id);
    return paged(await cards(ids, locale), totalCount, f.pageNumber, pageSize);
  }

  async function list(
    req: FastifyRequest,
    input: { readonly query: z.output<typeof searchFilterSchema> },
    extra: SearchScope,
    withFacets = false,
  ) {
    const s = await searchOf(req, input, extra);
    const body = await page(s, s.f.pageSize);
    if (withFacets && s.f.facets === true) return { ...body, facets: await facetsFor(db(), s.f, s.locale, s.scope) };
    return body;
  }
  /** a page of suggestions from rows of kind, id, text (`text` reads it) and the total */
  function suggestions<R extends { kind: string; id: number; total: string }>(
    rows: R[],
    text: (r: R) => string,
    { pageNumber, pageSize }: { pageNumber: number; pageSize: number },
  ) {
    const data: SuggestionDto[] = rows.map((r) => ({
      kind: r.kind as SuggestionDto['kind'],
      id: Number(r.id),
      text: text(r),
    }));
    return paged(data, Number(rows[0]?.total ?? 0), pageNumber, pageSize);
  }
  const api = router(app, { tags: ['ResourceApi'], auth: true });

  // ---- search (6 a page from 0; `facets=true` adds the facet counts in the same answer)
  api.get(
    '/ResourceApi/GetAllFiltered',
    {
      summary: 'Search resources with every feed filter, paged (6 from page 0); facets=true adds the facet counts',
      query: searchFilterSchema,
    },
    async (req, input) => list(req, input, { order: 'relevance' }, true),
  );
  /** The facet counts (and total) of a search alone, so a client can show results first and the counts as they come. */
  api.get(
    '/ResourceApi/GetAllFilteredFacets',
    { summary: 'The facet counts and total of a search alone', query: searchFilterSchema },
    async (req, input) => {
      const { f, locale, scope } = await searchOf(req, input);
      // one pass answers the facets and the total (then read from the count cache)
      const facets = await facetsFor(db(), f, locale, scope);
      return { totalCount: await countMatches(db(), f, locale, scope), facets };
    },
  );
  // ---- feed widgets
  api.get(
    '/ResourceApi/Newest',
    { summary: 'Newest resources (feed widget), paged', query: searchFilterSchema },
    async (req, input) => list(req, input, { order: 'newest' }),
  );
  api.get(
    '/ResourceApi/Recommended',
    { summary: 'Recommended resources the caller has not viewed (feed widget), paged', query: searchFilterSchema },
    async (req, input) => list(req, input, { order: 'recommended', excludeViewedBy: userOf(req).userId }),
  );
  api.get(
    '/ResourceApi/Custom',
    { summary: "Custom resources of the caller's school network, newest first, paged", query: searchFilterSchema },
    async (req, input) => list(req, input, { order: 'newest', customOnly: true }),
  );
  api.get(
    '/ResourceApi/GetMostViewedResources',
    { summary: 'Most viewed resources under the filters; limit is the page size', query: mostViewedSchema },
    async (req, input) => {
      const s = await searchOf(req, input, { order: 'views' });
      return page(s, s.f.limit);
    },
  );
  api.get(
    '/ResourceApi/GetLastViewedResources',
    { summary: 'Resources the caller viewed last, most recent first', query: limitSchema },
    asCaller(async ({ user, locale }, input) => {
      const { limit } = input.query;
      await ensureFresh(db());
      const ids = await lastViewedIds(db(), user.userId, limit, locale);
      return cards(ids, locale);
    }),
  );
  api.get(
    '/ResourceApi/AssociatedResources',
    { summary: 'Resources sharing subtopics, topics or category with resource id', query: associatedSchema },
    asCaller(async ({ user, locale }, input) => {
      const { id, limit } = input.query;
      await ensureFresh(db());
      const own = await relationsOf(db(), id, locale);
      if (!own) throw ApiError.notFound('Resource not found');
      const scope = await scopeOf(db(), user);
      const ids = await associatedIds(db(), id, own, { locale, groupId: scope.groupId ?? -1, limit });
      return cards(ids, locale);
    }),
  );

  // ---- facet lists under the current filter (AccountApi Available*)
  for (const [suffix, facet] of Object.entries(AVAILABLE)) {
    api.get(
      `/AccountApi/Available${suffix}`,
      {
        tags: ['AccountApi'],
        summary: `The ${facet} facet (values with counts) under the current filters`,
        query: searchFilterSchema,
      },
      async (req, input) => {
        const { f, locale, scope } = await searchOf(req, input);
        const facets = await facetsFor(db(), f, locale, scope, [facet]);
        return facets[facet] ?? [];
      },
    );
  }

  // ---- suggestions
  api.get(
    '/AccountApi/AvailableSuggestions',
    {
      tags: ['AccountApi'],
      summary: 'Search suggestions without text: the topics with most resources, then the most viewed titles',
      query: pagingQuerySchema(EXPLORE_PAGE_SIZES.suggestions, 50),
    },
    asCaller(async ({ locale }, input) => {
      const { pageNumber, pageSize } = input.query;
      await ensureFresh(db());
      // the topics with most resources, then the most viewed titles (of what exists in the language, issue 31)
      const rows = await topSuggestions(db(), locale, pageSize, pageNumber * pageSize);
      return suggestions(rows, (r) => (typeof r.name === 'string' ? r.name : pickL10n(r.name, locale)), input.query);
    }),
  );
  api.get(
    '/AccountApi/AvailableSearchSuggestions',
    {
      tags: ['AccountApi'],
      summary: 'Suggestions for a typed text: resources, programs, topics and provider folders',
      query: searchSuggestionsQuerySchema,
    },
    asCaller(async ({ user, locale }, input) => {
      const { search, pageNumber, pageSize } = input.query;
      await ensureFresh(db());
      const groupId = (await scopeOf(db(), user)).groupId ?? -1;
      const folded = fold(search).trim();
      const prefix = `${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const contains = `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await textSuggestions(db(), {
        locale,
        prefix,
        contains,
        pageSize,
        groupId,
        offset: pageNumber * pageSize,
      });
      return suggestions(rows, (r) => r.text, input.query);
    }),
  );
}
export type { ExploreLocale };
