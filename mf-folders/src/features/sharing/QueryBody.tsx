import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadingState, Text } from '@platform/ui';
import { useRemoteT } from '@platform/remote-kit';

/** A sharing modal's list: loading, an alert when it cannot load, else the list drawn from its data. */
export function QueryBody<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useRemoteT();
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return (
      <Text role="alert" color="danger">
        {t('errors.loadBody')}
      </Text>
    );
  return <>{children(query.data)}</>;
}

/** What every sharing modal of a folder is given. */
export interface FolderModalProps {
  open: boolean;
  onClose: () => void;
  folderId: number;
}
