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
      const { rows } = await db().query<{ resource_id: number }>(
        `SELECT v.resource_id FROM resource_views v
        WHERE v.user_id = $1 AND EXISTS (SELECT 1 FROM explore_search s WHERE s.ui_locale = $3 AND s.resource_id = v.resource_id)
        GROUP BY v.resource_id ORDER BY max(v.created_at) DESC, v.resource_id LIMIT $2`,
        [user.userId, limit, locale],
      );
      return cards(
        rows.map((r) => r.resource_id),
        locale,
      );
    }),
  );
  api.get(
    '/ResourceApi/AssociatedResources',
    { summary: 'Resources sharing subtopics, topics or category with resource id', query: associatedSchema },
    asCaller(async ({ user, locale }, input) => {
      const { id, limit } = input.query;
      await ensureFresh(db());
      const { rows: own } = await db().query<{
        topic_ids: number[];
        subtopic_ids: number[];
        category_id: number | null;
      }>('SELECT topic_ids, subtopic_ids, category_id FROM explore_search WHERE resource_id = $1 AND ui_locale = $2', [
        id,
        locale,
      ]);
      if (!own.length) throw ApiError.notFound('Resource not found');
      const scope = await scopeOf(db(), user);
      const { rows } = await db().query<{ resource_id: number }>(
        `SELECT s.resource_id FROM explore_search s
        WHERE s.ui_locale = $1 AND s.resource_id <> $2 AND (s.school_group_id IS NULL OR s.school_group_id = $6)
          AND (s.topic_ids && $3::int[] OR s.subtopic_ids && $4::int[] OR s.category_id = $5)
        ORDER BY (SELECT count(*) FROM unnest(s.subtopic_ids) x WHERE x = ANY($4::int[])) * 2
               + (SELECT count(*) FROM unnest(s.topic_ids) x WHERE x = ANY($3::int[])) DESC, s.views DESC, s.resource_id
        LIMIT $7`,
        [locale, id, own[0].topic_ids, own[0].subtopic_ids, own[0].category_id, scope.groupId ?? -1, limit],
      );
      return cards(
        rows.map((r) => r.resource_id),
        locale,
      );
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
      const { rows } = await db().query<{ kind: string; id: number; name: unknown; total: string }>(
        `WITH t AS (SELECT x AS id, count(*) n FROM explore_search s, unnest(s.topic_ids) x WHERE s.ui_locale = $1 AND s.content_locale = $1 GROUP BY x),
            items AS (
              SELECT 'topic' AS kind, tp.id, tp.name, t.n::float AS score FROM t JOIN topics tp ON tp.id = t.id AND tp.enabled
              UNION ALL
              SELECT 'resource', s.resource_id, to_jsonb(rl.title), s.views::float / 1000 FROM explore_search s
                JOIN resource_locales rl ON rl.resource_id = s.resource_id AND rl.locale = s.content_locale
               WHERE s.ui_locale = $1 AND s.content_locale = $1 AND s.school_group_id IS NULL AND s.views > 0)
       SELECT kind, id, name, count(*) OVER () AS total FROM items ORDER BY score DESC, id LIMIT $2 OFFSET $3`,
        [locale, pageSize, pageNumber * pageSize],
      );
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
      const { rows } = await db().query<{ kind: string; id: number; text: string; total: string }>(
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
        [locale, prefix, contains, pageSize, groupId, pageNumber * pageSize],
      );
      return suggestions(rows, (r) => r.text, input.query);
    }),
  );
}
export type { ExploreLocale };
