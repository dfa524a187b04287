/** mf-krea's own helpers shared by its features (what its lib/platform.ts held besides the kit's toast and goTo). */
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@platform/api-client';
import type { ExploreLocale } from '@platform/contracts';
import { useParams, useSearchParams } from '@platform/router';
import { useRemoteT } from '@platform/remote-kit';

/** The API error code of a failed call (KREA_VERSION_CONFLICT, KREA_NOT_COMPLETE, …), or null. */
export const errorCode = (e: unknown): string | null => (isApiError(e) ? (e.code ?? null) : null);
export const qk = {
  list: (status: string, ownership: string) => ['krea', 'list', status, ownership] as const,
  resources: (owner: boolean) => ['krea', 'resources', owner] as const,
  content: (id: number, locale: string) => ['krea', 'content', id, locale] as const,
  resource: (id: number, locale: string) => ['krea', 'resource', id, locale] as const,
  contentAny: (id: number) => ['krea', 'content', id] as const,
  comments: (id: number) => ['krea', 'comments', id] as const,
  history: (id: number) => ['krea', 'history', id] as const,
  authors: (id: number) => ['krea', 'authors', id] as const,
  pagedResources: (id: number) => ['krea', 'paged', id] as const,
  completeness: (id: number) => ['krea', 'completeness', id] as const,
  ref: (name: string, locale: string) => ['krea', 'ref', name, locale] as const,
};
/** Below the shell's sticky app bar (64 px + its 1 px border): where the editors' step / completion / save bars stick. */
export const STICKY_TOP = '65px';

/**
 * What an editor edits: the route's `:id` in the language of `?locale=` (the UI language without it), loaded once and
 * never refetched behind the form (the editor keeps its own state and saves it).
 */
export function useEditorItem<T>(
  key: (id: number, locale: ExploreLocale) => readonly unknown[],
  load: (id: number, locale: ExploreLocale) => Promise<T>,
) {
  const { locale } = useRemoteT();
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const want = (search.get('locale') as ExploreLocale | null) ?? locale;
  const q = useQuery({
    queryKey: key(id, want),
    queryFn: () => load(id, want),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  return { id, want, search, setSearch, q };
}
