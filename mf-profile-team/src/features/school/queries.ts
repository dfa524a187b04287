import { useQuery } from '@tanstack/react-query';
import * as schoolApi from '@platform/api-client/school';
import * as groupApi from '@platform/api-client/school-group';
import { useRemoteT } from '@platform/remote-kit';

/** A school or a school group by id, read fresh (its page and its edit form), in the current language. */
function useProfileEntity<T>(kind: 'school' | 'group', id: number | null, byId: (id: number) => Promise<T>) {
  const { locale } = useRemoteT();
  return useQuery({
    queryKey: ['profile', kind, id ?? 0, locale] as const,
    queryFn: () => byId(id!),
    enabled: !!id,
    staleTime: 0,
  });
}
export const useSchool = (id: number | null) => useProfileEntity('school', id, schoolApi.byId);
export const useGroup = (id: number | null) => useProfileEntity('group', id, groupApi.byId);
