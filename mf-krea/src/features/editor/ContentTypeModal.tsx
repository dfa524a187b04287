import { Modal, Stack, Text } from '@platform/ui';
import type { ContentType } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { useRemoteT } from '@platform/remote-kit';
import { type Base, ConfirmActions, useContentChange } from '../../components/modalParts';

/** Change content type (owner). */
export function ContentTypeModal({ open, onClose, content, onDone }: Base) {
  const { t } = useRemoteT();
  const next: ContentType = content.contentType === 1 ? 2 : 1;
  const m = useContentChange(() => kreaApi.setContentType(content.id, next), t('type.done'), { onDone, onClose });
  return (
    <Modal open={open} onClose={onClose} title={t('type.title')} data-testid="type-modal">
      <Stack gap="3">
        <Text>
          {t('type.confirm', { from: t(`contentType.${content.contentType}`), to: t(`contentType.${next}`) })}
        </Text>
        <ConfirmActions onCancel={onClose} label={t('type.submit')} onConfirm={() => m.mutate()} busy={m.isPending} />
      </Stack>
    </Modal>
  );
}
