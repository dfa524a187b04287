import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import * as folderApi from '@platform/api-client/folder';
import * as kimpleApi from '@platform/api-client/kimple-folder';
import { useRemoteT } from '@platform/remote-kit';

/** Folders are shared between colleagues: the list and a folder page are asked again on every visit (shown from cache meanwhile). */
/** Query keys (the UI language is part of those whose answer is translated). */
export const qk = {
  all: ['folders'] as const,
  mine: ['folders', 'mine'] as const,
  folder: (id: number, locale: string) => ['folders', 'folder', id, locale] as const,
  folderAny: (id: number) => ['folders', 'folder', id] as const,
  permissions: (id: number) => ['folders', 'permissions', id] as const,
  users: (id?: number) => ['folders', 'users', id ?? 0] as const,
  provider: (locale: string) => ['folders', 'provider', locale] as const,
  providerFolder: (id: number, locale: string) => ['folders', 'providerFolder', id, locale] as const,
  providerList: (id: number, kind: string, page: number, locale: string) =>
    ['folders', 'providerFolder', id, kind, page, locale] as const,
};

export function useMyFolders() {
  return useQuery({ queryKey: qk.mine, queryFn: () => folderApi.allByUser(), staleTime: 0 });
}
export function useProviderFolders() {
  const { locale } = useRemoteT();
  return useQuery({ queryKey: qk.provider(locale), queryFn: () => kimpleApi.allByLocale() });
}
/** A folder page's own query: in the UI language, not asked without an id, not retried (a 404 is an answer). */
function useFolderPage<T>(
  id: number,
  key: (id: number, locale: string) => readonly unknown[],
  fetch: (id: number) => Promise<T>,
  options?: { staleTime: number },
) {
  const { locale } = useRemoteT();
  return useQuery({ queryKey: key(id, locale), queryFn: () => fetch(id), enabled: id > 0, retry: false, ...options });
}
export const useFolder = (id: number) => useFolderPage(id, qk.folder, folderApi.byLocale, { staleTime: 0 });
export const useProviderFolder = (id: number) => useFolderPage(id, qk.providerFolder, kimpleApi.byLocale);
export function useProviderList<T>(
  id: number,
  kind: 'resources' | 'programs' | 'folders',
  page: number,
  fetcher: (id: number, page: number) => Promise<T>,
) {
  const { locale } = useRemoteT();
  return useQuery({
    queryKey: qk.providerList(id, kind, page, locale),
    queryFn: () => fetcher(id, page),
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });
}
/** Refetch everything of the folders remote (after a write that changes lists and details). */
export function useRefreshFolders() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: qk.all });
}
