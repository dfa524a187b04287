import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@platform/router';
import {
  Badge,
  Button,
  EmptyState,
  HStack,
  Heading,
  Link,
  Stack,
  Text,
  VisuallyHidden,
  formatDate,
} from '@platform/ui';
import type { FolderDetail, FolderResourceItem } from '@platform/contracts';
import * as folderApi from '@platform/api-client/folder';
import { qk, useFolder, useMyFolders } from '../../lib/queries';
import { OuterLink } from '../../components/cards';
import { FolderRoute } from '../../components/FolderRoute';
import { FolderSkeleton } from '../../components/Skeletons';
import { isGone, isNoEdit, isStaleOrder } from '../../lib/errors';
import { useRemoteT, goTo, toast } from '@platform/remote-kit';
import { PermissionsModal, ShareModal } from '../sharing';
import { DeleteModal } from './DeleteModal';
import { DescriptionEditor } from './DescriptionEditor';
import { RenameModal } from '../../components/FolderNameModal';
import { SortableResources } from './SortableResources';

/** /folders/{id}: a folder I own or that is shared with me (spec §3 Folder). Unknown to me → /not-found (spec §4). */
export function FolderScreen() {
  const { t } = useRemoteT();
  return (
    <FolderRoute useFolderOf={useFolder} maxW="5xl" skeleton={<FolderSkeleton label={t('loadingFolder')} />}>
      {(d) => <FolderView folder={d} />}
    </FolderRoute>
  );
}

type Dialog = 'rename' | 'delete' | 'share' | 'permissions' | null;

function FolderView({ folder }: { folder: FolderDetail }) {
  const { t, locale } = useRemoteT();
  const qc = useQueryClient();
  const mine = useMyFolders();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [status, setStatus] = useState('');
  const owner = folder.permission === 'Owner';
  const key = qk.folder(folder.id, locale);
  const refresh = () => qc.invalidateQueries({ queryKey: qk.folderAny(folder.id) });
  const onFailure = (e: unknown) => {
    if (isGone(e)) {
      goTo('/not-found', true);
      return;
    }
    toast(
      'error',
      isNoEdit(e) ? t('errors.noEdit') : isStaleOrder(e) ? t('errors.changedMeanwhile') : t('errors.generic'),
    );
    void refresh();
  };
  const reorder = useMutation({
    mutationFn: (next: FolderResourceItem[]) =>
      folderApi.orderResources(folder.id, { resourceIds: next.map((i) => i.resourceId) }),
    onMutate: (next) => {
      qc.setQueryData<FolderDetail>(key, (old) =>
        old ? { ...old, resources: next.map((r, order) => ({ ...r, order })) } : old,
      );
    },
    onSuccess: (detail) => {
      qc.setQueryData(key, detail);
      setStatus(t('detail.reordered'));
    },
    onError: onFailure,
  });
  const remove = useMutation({
    mutationFn: (item: FolderResourceItem) => folderApi.removeResource(folder.id, item.resourceId),
    onSuccess: async () => {
      toast('success', t('detail.removed'));
      await Promise.all([refresh(), qc.invalidateQueries({ queryKey: qk.mine })]);
    },
    onError: onFailure,
  });
  const taken = (mine.data ?? []).filter((f) => f.permission === 'Owner').map((f) => f.name);

  return (
    <Stack gap="6">
      <Link asChild fontSize="sm" alignSelf="start">
        <RouterLink to={`/folders?tab=${owner ? 'mine' : 'shared'}`}>← {t('detail.back')}</RouterLink>
      </Link>
      <Stack gap="3">
        <HStack justify="space-between" align="start" gap="4" flexWrap="wrap">
          <Heading as="h1" size="2xl" wordBreak="break-word" flex="1" minW="60">
            {folder.name}
          </Heading>
          {owner && (
            <HStack role="group" aria-label={t('detail.actions')} gap="2" flexWrap="wrap">
              <Button size="sm" variant="outline" onClick={() => setDialog('rename')}>
                {t('rename.open')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setDialog('share')}>
                {t('share.open')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setDialog('permissions')}>
                {t('permissions.open')}
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('delete')}>
                {t('delete.open')}
              </Button>
            </HStack>
          )}
        </HStack>
        <HStack gap="3" flexWrap="wrap" fontSize="sm" color="fg.muted">
          <Text>{t('detail.created', { date: formatDate(folder.createdAt) })}</Text>
          {folder.origin === 2 && folder.copiedAt && (
            <Text>{t('detail.copied', { date: formatDate(folder.copiedAt) })}</Text>
          )}
          <Text>{t('detail.owner', { name: folder.owner.name })}</Text>
          {!owner && (
            <Badge colorPalette={folder.canEdit ? 'green' : 'gray'}>
              {folder.canEdit ? t('permission.youCanEdit') : t('permission.youCanView')}
            </Badge>
          )}
          {owner && folder.sharedCount > 0 && (
            <Badge colorPalette="blue">{t('card.sharedWith', { count: folder.sharedCount })}</Badge>
          )}
        </HStack>
      </Stack>

      <Stack as="section" aria-labelledby="folder-description-title" gap="2">
        <Heading as="h2" size="md" id="folder-description-title">
          {t('detail.description')}
        </Heading>
        <DescriptionEditor folder={folder} />
      </Stack>

      <Stack as="section" aria-labelledby="folder-resources-title" gap="3">
        <Heading as="h2" size="md" id="folder-resources-title">
          {t('detail.resources')} ({folder.resources.length})
        </Heading>
        {!folder.canEdit && (
          <Text role="note" fontSize="sm" bg="bg.muted" px="3" py="2" rounded="md">
            {t('errors.noEdit')}
          </Text>
        )}
        {folder.canEdit && folder.resources.length > 1 && (
          <Text fontSize="sm" color="fg.muted">
            {t('detail.reorderHelp')}
          </Text>
        )}
        {folder.resources.length === 0 ? (
          <EmptyState
            title={t('empty.resourcesTitle')}
            description={t('empty.resourcesBody')}
            action={<OuterLink to="/feed">{t('empty.explore')}</OuterLink>}
          />
        ) : (
          <SortableResources
            items={folder.resources}
            canEdit={folder.canEdit}
            onReorder={(next) => reorder.mutate(next)}
            onRemove={(i) => remove.mutate(i)}
            removingId={remove.isPending ? (remove.variables?.resourceId ?? null) : null}
          />
        )}
        <VisuallyHidden aria-live="polite">{status}</VisuallyHidden>
      </Stack>

      {owner && (
        <>
          <RenameModal open={dialog === 'rename'} onClose={() => setDialog(null)} folder={folder} taken={taken} />
          <DeleteModal open={dialog === 'delete'} onClose={() => setDialog(null)} folder={folder} />
          <ShareModal open={dialog === 'share'} onClose={() => setDialog(null)} folderId={folder.id} />
          <PermissionsModal open={dialog === 'permissions'} onClose={() => setDialog(null)} folderId={folder.id} />
        </>
      )}
    </Stack>
  );
}
