/**
 * The feed's data queries: read by its screen (features/feed), started early by `prefetchFeed` (on mount, and by the
 * server render, src/server.tsx).
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Locale } from '@platform/session';
import type { ApiClient } from '@platform/api-client';
import type { ApiQuery as Query } from '@platform/api-client/resource';
import * as accountApi from '@platform/api-client/account';
import * as kimpleFolderApi from '@platform/api-client/kimple-folder';
import * as resourceApi from '@platform/api-client/resource';
import { pageParam, parseFilters, toApiQuery, FEED_KEYS, type RouteFilters } from './filters';

const WIDGET = 4;
/** The covers of the first widget's row (the page's largest paint on a phone and on a desktop) load first. */
export const FIRST_COVERS = 4;

/** The user's calendar day (local time) as a plain date `YYYY-MM-DD`: the server reads it as that day, whatever the time zone. */
export const startOfToday = (now: Date = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * The feed's data queries (keys and functions), shared by the screen and by `prefetchFeed`, so a prefetched answer is
 * the one the screen reads (the platform's client keeps answers fresh for 30 s: no second request). `api`: the client
 * the requests go through — the providers' one (`useApiClient`): the platform's in a browser, a server render's own
 * on the server (ADR 0053).
 */
export function feedQueries(locale: Locale, feedQuery: Query, mvPage: number, api?: ApiClient) {
  return {
    recent: { queryKey: ['explore', 'recent', locale], queryFn: () => resourceApi.lastViewed(WIDGET, api) },
    mostViewed: {
      queryKey: ['explore', 'mostViewed', locale, feedQuery, mvPage],
      queryFn: () => resourceApi.mostViewed(WIDGET, mvPage, feedQuery, api),
    },
    mostViewedNext: {
      queryKey: ['explore', 'mostViewed', locale, feedQuery, mvPage + 1],
      queryFn: () => resourceApi.mostViewed(WIDGET, mvPage + 1, feedQuery, api),
    },
    topics: {
      queryKey: ['explore', 'topics', locale, feedQuery],
      queryFn: () => accountApi.available('Topics', feedQuery, api),
    },
    ephemerides: {
      queryKey: ['explore', 'ephemerides', locale],
      queryFn: () => kimpleFolderApi.ephemerides(0, 3, startOfToday(), api),
    },
    folders: {
      queryKey: ['explore', 'featuredFolders', locale],
      queryFn: () => kimpleFolderApi.mostViewed(WIDGET, api),
    },
    recommended: {
      queryKey: ['explore', 'recommended', locale, feedQuery],
      queryFn: () => resourceApi.recommended(feedQuery, api),
    },
    newest: {
      queryKey: ['explore', 'newest', locale, feedQuery],
      queryFn: () => resourceApi.newest(feedQuery, api),
    },
  } as const;
}

/** The feed filters of a query string, as the API takes them (the screen's `feedQuery`). */
export function feedQueryOf(filters: RouteFilters): Query {
  return Object.fromEntries(
    Object.entries(toApiQuery(filters)).filter(([k]) => (FEED_KEYS as readonly string[]).includes(k)),
  );
}

/**
 * Starts the feed's requests for `search` (the URL's query string) when the remote is mounted, before its first
 * render has committed (the screen's queries would start only then): the data arrives sooner, the screen finds it in
 * the cache. Called after the shell's guard, so the session (and its access token) is there. Resolves once every
 * request has settled, answered or failed (the server render waits for it: src/server.tsx, with its own `api`).
 */
export function prefetchFeed(search: string, locale: Locale, client: QueryClient, api?: ApiClient): Promise<unknown> {
  return Promise.all(
    Object.values(feedQueriesOf(search, locale, api)).map((o) =>
      client.prefetchQuery(o as FetchQueryOptions<unknown, Error, unknown, QueryKey>),
    ),
  );
}

/** The feed's queries for a URL query string (`search`): those prefetchFeed starts and the screen then reads. */
export function feedQueriesOf(search: string, locale: Locale, api?: ApiClient) {
  const sp = new URLSearchParams(search);
  return feedQueries(locale, feedQueryOf(parseFilters(sp)), pageParam(sp, 'mvpage'), api);
}
