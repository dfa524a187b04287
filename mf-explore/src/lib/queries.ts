import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { exploreApi, type Query } from './explore';
import type { ExploreLocale } from './types';
import { useT } from '../lib/i18n';

export const qk = {
  resource: (id: number, locale: string) => ['explore', 'resource', id, locale] as const,
  folders: (id: number) => ['explore', 'resourceInFolders', id] as const,
  program: (id: number, locale: string) => ['explore', 'program', id, locale] as const,
};

export function useResource(id: number, locale: ExploreLocale) {
  return useQuery({ queryKey: qk.resource(id, locale), queryFn: () => exploreApi.resource(id, locale), retry: false, enabled: id > 0 });
}
export function useProgram(id: number, locale: ExploreLocale) {
  return useQuery({ queryKey: qk.program(id, locale), queryFn: () => exploreApi.program(id, locale), retry: false, enabled: id > 0 });
}
export function useResourceSearch(q: Query, enabled = true) {
  const { locale } = useT();
  return useQuery({ queryKey: ['explore', 'search', 'resources', locale, q], queryFn: () => exploreApi.searchResources(q), placeholderData: keepPreviousData, enabled });
}
export function useInvalidate() {
  const qc = useQueryClient();
  return (key: readonly unknown[]) => qc.invalidateQueries({ queryKey: key });
}
export { useMutation, useQuery, keepPreviousData };
