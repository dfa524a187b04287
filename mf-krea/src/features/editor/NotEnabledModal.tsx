import { Button, Modal, Stack, Text } from '@platform/ui';
import { useRemoteT } from '@platform/remote-kit';
import { Actions } from '../../components/modalParts';

/** 'Section not yet enabled' (the resource editor arrives with Krea part 2). */
export function NotEnabledModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useRemoteT();
  return (
    <Modal open={open} onClose={onClose} title={t('notEnabled.title')} data-testid="not-enabled-modal">
      <Stack gap="3">
        <Text>{t('notEnabled.body')}</Text>
        <Actions>
          <Button onClick={onClose}>{t('actions.close')}</Button>
        </Actions>
      </Stack>
    </Modal>
  );
}
