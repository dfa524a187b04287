import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, HStack, Modal, Stack, Text } from '@platform/ui';
import type { FolderDetail } from '@platform/contracts';
import * as folderApi from '@platform/api-client/folder';
import { qk } from '../../lib/queries';
import { useRemoteT, goTo, toast } from '@platform/remote-kit';

/** Delete (owner), after confirming; the §8 message when it fails. */
export function DeleteModal({ open, onClose, folder }: { open: boolean; onClose: () => void; folder: FolderDetail }) {
  const { t } = useRemoteT();
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);
  const remove = useMutation({
    mutationFn: () => folderApi.remove(folder.id),
    onSuccess: async () => {
      toast('success', t('delete.done'));
      onClose();
      qc.removeQueries({ queryKey: qk.folderAny(folder.id) });
      await qc.invalidateQueries({ queryKey: qk.mine });
      goTo('/folders?tab=mine');
    },
    onError: () => setError(t('errors.delete')),
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('delete.title')}
      errorTitle={error ?? undefined}
      data-testid="delete-modal"
    >
      <Stack gap="4">
        <Text>{t('delete.body', { name: folder.name })}</Text>
        <HStack justify="end" gap="2">
          <Button variant="ghost" onClick={onClose}>
            {t('detail.cancel')}
          </Button>
          <Button colorPalette="red" onClick={() => remove.mutate()} loading={remove.isPending}>
            {t('delete.submit')}
          </Button>
        </HStack>
      </Stack>
    </Modal>
  );
}
