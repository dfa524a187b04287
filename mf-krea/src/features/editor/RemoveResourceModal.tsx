import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Modal, Stack, Text } from '@platform/ui';
import type { KreaResourceItem } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { useRemoteT, toast } from '@platform/remote-kit';
import { type Base, ConfirmActions } from '../../components/modalParts';

/** Takes one resource out of the content (PUT {id}/Resources without it); the resource itself is kept. */
export function RemoveResourceModal({
  open,
  onClose,
  content,
  item,
  current,
  onDone,
}: Base & { item: KreaResourceItem | null; current: KreaResourceItem[] }) {
  const { t } = useRemoteT();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);
  const m = useMutation({
    mutationFn: () =>
      kreaApi.setResources(
        content.id,
        current.filter((r) => r.id !== item?.id).map((r) => r.id),
      ),
    onSuccess: async () => {
      toast('success', t('removeResource.done'));
      onClose();
      onDone(await kreaApi.content(content.id, content.locale));
    },
    onError: () => setError(t('removeResource.error')),
  });
  const title = item?.title || t('dashboard.untitled');
  return (
    <Modal open={open} onClose={onClose} title={t('removeResource.title')} data-testid="remove-resource-modal">
      <Stack gap="3">
        <Text>{t('removeResource.body', { title })}</Text>
        {current.length <= 1 && (
          <Text fontSize="sm" color="fg.muted">
            {t('removeResource.last')}
          </Text>
        )}
        {error && (
          <Text role="alert" color="danger" fontSize="sm">
            {error}
          </Text>
        )}
        <ConfirmActions
          onCancel={onClose}
          label={t('removeResource.submit')}
          onConfirm={() => m.mutate()}
          busy={m.isPending}
          palette="red"
        />
      </Stack>
    </Modal>
  );
}
