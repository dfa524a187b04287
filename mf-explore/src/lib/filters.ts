import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@platform/router';
import { FACETS, FEED_FILTER_KEYS, type FacetFilterKey } from '@platform/contracts/facets';

/**
 * Every list filter of spec §2, from the facet registry of @platform/contracts: they live in the route query (so filtered
 * views are shareable URLs and Back restores them). The author is the single `authorId` of the route, not a list.
 */
export const LIST_KEYS = FACETS.map((d) => d.filter).filter(
  (k): k is Exclude<FacetFilterKey, 'authorIds'> => k !== 'authorIds',
);
export const FEED_KEYS = FEED_FILTER_KEYS;
export type ListKey = Exclude<FacetFilterKey, 'authorIds'>;
export interface RouteFilters {
  text?: string;
  authorId?: string;
  popular?: boolean;
  lists: Record<ListKey, string[]>;
}

export function parseFilters(sp: URLSearchParams): RouteFilters {
  const lists = Object.fromEntries(
    LIST_KEYS.map((k) => [
      k,
      sp
        .getAll(k)
        .flatMap((v) => v.split(','))
        .filter(Boolean),
    ]),
  ) as Record<ListKey, string[]>;
  return {
    text: sp.get('text') ?? undefined,
    authorId: sp.get('authorId') ?? undefined,
    popular: sp.get('popular') === 'true' || undefined,
    lists,
  };
}

/** The filter as API query params (arrays as comma lists). */
export function toApiQuery(f: RouteFilters): Record<string, string | boolean | undefined> {
  const q: Record<string, string | boolean | undefined> = { text: f.text, authorId: f.authorId, popular: f.popular };
  for (const k of LIST_KEYS) if (f.lists[k].length) q[k] = f.lists[k].join(',');
  return q;
}
export const activeCount = (f: RouteFilters) =>
  LIST_KEYS.reduce((n, k) => n + f.lists[k].length, 0) + (f.authorId ? 1 : 0);

/** Page keys of the route query: resources (search), programs, folders (search) and the most-viewed widget (feed). */
export const PAGE_KEYS = ['page', 'ppage', 'fpage', 'mvpage'] as const;
const isPageKey = (k: string) => (PAGE_KEYS as readonly string[]).includes(k);

/** The filter part of a query string (page keys dropped), for links to another view of the same filter. */
export function filterQueryString(sp: URLSearchParams): string {
  const next = new URLSearchParams(sp);
  for (const k of PAGE_KEYS) next.delete(k);
  return next.toString();
}

/** A page number kept in the route query (so Back and shared URLs keep it). */
export const pageParam = (sp: URLSearchParams, key: string) => Math.max(0, Number(sp.get(key) ?? 0) || 0);

export function useRouteFilters() {
  const [sp, setSp] = useSearchParams();
  const filters = useMemo(() => parseFilters(sp), [sp]);
  const page = pageParam(sp, 'page');
  /** a filter change goes back to the first page of every list; a page change keeps the rest */
  const update = useCallback(
    (mut: (next: URLSearchParams) => void, opts: { keepPage?: boolean; replace?: boolean } = {}) => {
      const next = new URLSearchParams(sp);
      if (!opts.keepPage) for (const k of PAGE_KEYS) next.delete(k);
      mut(next);
      setSp(next, { replace: opts.replace });
    },
    [sp, setSp],
  );
  const setList = useCallback(
    (k: ListKey, values: Array<string | number>) =>
      update((n) => {
        n.delete(k);
        if (values.length) n.set(k, values.map(String).join(','));
      }),
    [update],
  );
  const setParam = useCallback(
    (k: string, v: string | undefined, replace = false) =>
      update(
        (n) => {
          if (v) n.set(k, v);
          else n.delete(k);
        },
        { replace, keepPage: isPageKey(k) },
      ),
    [update],
  );
  const setPage = useCallback(
    (p: number, key = 'page') =>
      update(
        (n) => {
          if (p > 0) n.set(key, String(p));
          else n.delete(key);
        },
        { keepPage: true },
      ),
    [update],
  );
  const clear = useCallback(
    () =>
      update((n) => {
        for (const k of [...LIST_KEYS, 'authorId', 'popular']) n.delete(k);
      }),
    [update],
  );
  return { filters, page, setList, setParam, setPage, clear, searchParams: sp };
}
