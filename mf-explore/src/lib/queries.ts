import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ExploreLocale } from '@platform/contracts';
import type { ApiClient } from '@platform/api-client';
import type { ApiQuery } from '@platform/api-client/resource';
import { useRemoteT } from '@platform/remote-kit';
import * as programApi from '@platform/api-client/educational-program';
import * as resourceApi from '@platform/api-client/resource';

export const qk = {
  resource: (id: number, locale: string) => ['explore', 'resource', id, locale] as const,
  folders: (id: number) => ['explore', 'resourceInFolders', id] as const,
  program: (id: number, locale: string) => ['explore', 'program', id, locale] as const,
  /** the resources shown under a resource's presentation (ResourceScreen's Related) */
  associated: (id: number, locale: string) => ['explore', 'associated', id, locale] as const,
};

/** One resource or program by its id (none asked for an id below 1; a failure is not retried). */
function useById<T>(queryKey: QueryKey, id: number, read: () => Promise<T>) {
  return useQuery({ queryKey, queryFn: read, retry: false, enabled: id > 0 });
}

export function useResource(id: number, locale: ExploreLocale) {
  return useById(qk.resource(id, locale), id, () => resourceApi.byLocale(id, locale));
}

/**
 * The presentation tab's queries of /resource/:id, run by its server render (src/server.tsx, ADR 0045) through the
 * render's own `api`, with the keys the screen reads (useResource, Related): its first render in the browser is the
 * server's. Resolves once both have settled, answered or failed.
 */
export function prefetchResource(id: number, locale: ExploreLocale, client: QueryClient, api?: ApiClient) {
  return Promise.all([
    client.prefetchQuery({
      queryKey: qk.resource(id, locale),
      queryFn: () => resourceApi.byLocale(id, locale, api),
      retry: false,
    }),
    client.prefetchQuery({ queryKey: qk.associated(id, locale), queryFn: () => resourceApi.associated(id, api) }),
  ]);
}
export function useProgram(id: number, locale: ExploreLocale) {
  return useById(qk.program(id, locale), id, () => programApi.byLocale(id, locale));
}
export function useResourceSearch(q: ApiQuery, enabled = true) {
  const { locale } = useRemoteT();
  return useQuery({
    queryKey: ['explore', 'search', 'resources', locale, q],
    queryFn: () => resourceApi.search(q),
    placeholderData: keepPreviousData,
    enabled,
  });
}
export function useInvalidate() {
  const qc = useQueryClient();
  return (key: readonly unknown[]) => qc.invalidateQueries({ queryKey: key });
}
export { useMutation, useQuery, keepPreviousData };
