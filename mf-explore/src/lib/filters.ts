import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@platform/router';

/** Every filter of spec §2 that lives in the route query (so filtered views are shareable URLs and Back restores them). */
export const LIST_KEYS = ['topicIds', 'subtopicIds', 'months', 'skillIds', 'ODSIds', 'ageRangeIds', 'subjectIds', 'categoryIds', 'creations', 'languages',
  'crossAreaIds', 'resourceTypes', 'materialKinds', 'numberOfClasses', 'implementations'] as const;
export const FEED_KEYS = ['topicIds', 'subtopicIds', 'months', 'skillIds', 'ODSIds', 'ageRangeIds', 'subjectIds', 'authorId'] as const;
export type ListKey = (typeof LIST_KEYS)[number];
export interface RouteFilters { text?: string; authorId?: string; popular?: boolean; lists: Record<ListKey, string[]> }

export function parseFilters(sp: URLSearchParams): RouteFilters {
  const lists = Object.fromEntries(LIST_KEYS.map((k) => [k, sp.getAll(k).flatMap((v) => v.split(',')).filter(Boolean)])) as Record<ListKey, string[]>;
  return { text: sp.get('text') ?? undefined, authorId: sp.get('authorId') ?? undefined, popular: sp.get('popular') === 'true' || undefined, lists };
}

/** The filter as API query params (arrays as comma lists). */
export function toApiQuery(f: RouteFilters): Record<string, string | boolean | undefined> {
  const q: Record<string, string | boolean | undefined> = { text: f.text, authorId: f.authorId, popular: f.popular };
  for (const k of LIST_KEYS) if (f.lists[k].length) q[k] = f.lists[k].join(',');
  return q;
}
export const activeCount = (f: RouteFilters) => LIST_KEYS.reduce((n, k) => n + f.lists[k].length, 0) + (f.authorId ? 1 : 0);

export function useRouteFilters() {
  const [sp, setSp] = useSearchParams();
  const filters = useMemo(() => parseFilters(sp), [sp]);
  const page = Math.max(0, Number(sp.get('page') ?? 0) || 0);
  const update = useCallback((mut: (next: URLSearchParams) => void, opts: { keepPage?: boolean; replace?: boolean } = {}) => {
    const next = new URLSearchParams(sp);
    mut(next);
    if (!opts.keepPage) next.delete('page');
    setSp(next, { replace: opts.replace });
  }, [sp, setSp]);
  const setList = useCallback((k: ListKey, values: Array<string | number>) => update((n) => { n.delete(k); if (values.length) n.set(k, values.map(String).join(',')); }), [update]);
  const setParam = useCallback((k: string, v: string | undefined, replace = false) => update((n) => { if (v) n.set(k, v); else n.delete(k); }, { replace }), [update]);
  const setPage = useCallback((p: number) => update((n) => { if (p > 0) n.set('page', String(p)); else n.delete('page'); }, { keepPage: true }), [update]);
  const clear = useCallback(() => update((n) => { for (const k of [...LIST_KEYS, 'authorId', 'popular']) n.delete(k); }), [update]);
  return { filters, page, setList, setParam, setPage, clear, searchParams: sp };
}
