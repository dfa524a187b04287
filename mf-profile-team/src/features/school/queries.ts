import { useQuery } from '@tanstack/react-query';
import * as schoolApi from '@platform/api-client/school';
import * as groupApi from '@platform/api-client/school-group';
import { useRemoteT } from '@platform/remote-kit';

const keys = {
  school: (id: number, l: string) => ['profile', 'school', id, l] as const,
  group: (id: number, l: string) => ['profile', 'group', id, l] as const,
};

export function useSchool(id: number | null) {
  const { locale } = useRemoteT();
  return useQuery({
    queryKey: keys.school(id ?? 0, locale),
    queryFn: () => schoolApi.byId(id!),
    enabled: !!id,
    staleTime: 0,
  });
}
export function useGroup(id: number | null) {
  const { locale } = useRemoteT();
  return useQuery({
    queryKey: keys.group(id ?? 0, locale),
    queryFn: () => groupApi.byId(id!),
    enabled: !!id,
    staleTime: 0,
  });
}
