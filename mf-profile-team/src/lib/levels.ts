import { useQuery } from '@tanstack/react-query';
import * as referenceApi from '@platform/api-client/reference';
import { useRemoteT } from '@platform/remote-kit';

/** The educational levels to choose from in the profile's forms, in the current language. */
export function useLevelChoices() {
  const { locale } = useRemoteT();
  return useQuery({ queryKey: ['profile', 'levels', locale], queryFn: referenceApi.educationalLevels });
}
