import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useParams } from '@platform/router';
import { Box, ErrorState } from '@platform/ui';
import { useRemoteT, goTo } from '@platform/remote-kit';
import { isGone } from '../lib/errors';

/** The route's `:id` as a positive int32, 0 when it is not one. */
export const validId = (raw: string | undefined) =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2_147_483_647 ? Number(raw) : 0;

/**
 * A folder page's frame around the folder of the route's id: its skeleton while it loads, the error with a retry,
 * and /not-found for an id that is no folder or one unknown to me (spec §4).
 */
export function FolderRoute<T>({
  useFolderOf,
  maxW,
  skeleton,
  children,
}: {
  useFolderOf: (id: number) => UseQueryResult<T>;
  maxW: string;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useRemoteT();
  const id = validId(useParams().id);
  const q = useFolderOf(id);
  const gone = !id || (q.isError && isGone(q.error));
  useEffect(() => {
    if (gone) goTo('/not-found', true);
  }, [gone]);
  if (gone) return null;
  return (
    <Box maxW={maxW} mx="auto" px={{ base: '4', md: '6' }} py="6">
      {q.isPending ? (
        skeleton
      ) : q.isError ? (
        <ErrorState title={t('errors.loadTitle')} description={t('errors.loadBody')} onRetry={() => void q.refetch()} />
      ) : (
        children(q.data)
      )}
    </Box>
  );
}
