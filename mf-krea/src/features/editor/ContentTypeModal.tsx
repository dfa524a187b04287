import { useMutation } from '@tanstack/react-query';
import { Button, Modal, Stack, Text } from '@platform/ui';
import type { ContentType } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { useRemoteT, toast } from '@platform/remote-kit';
import { type Base, Actions } from '../../components/modalParts';

/** Change content type (owner). */
export function ContentTypeModal({ open, onClose, content, onDone }: Base) {
  const { t } = useRemoteT();
  const next: ContentType = content.contentType === 1 ? 2 : 1;
  const m = useMutation({
    mutationFn: () => kreaApi.setContentType(content.id, next),
    onSuccess: (c) => {
      toast('success', t('type.done'));
      onDone(c);
      onClose();
    },
    onError: () => toast('error', t('errors.save')),
  });
  return (
    <Modal open={open} onClose={onClose} title={t('type.title')} data-testid="type-modal">
      <Stack gap="3">
        <Text>
          {t('type.confirm', { from: t(`contentType.${content.contentType}`), to: t(`contentType.${next}`) })}
        </Text>
        <Actions>
          <Button variant="ghost" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button colorPalette="brand" loading={m.isPending} onClick={() => m.mutate()}>
            {t('type.submit')}
          </Button>
        </Actions>
      </Stack>
    </Modal>
  );
}
