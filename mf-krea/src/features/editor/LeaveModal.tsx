import { Button, Modal, Stack, Text } from '@platform/ui';
import { useRemoteT } from '@platform/remote-kit';
import { Actions } from '../../components/modalParts';

/** Leaving with unsaved changes asks first. */
export function LeaveModal({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useRemoteT();
  return (
    <Modal open={open} onClose={onStay} title={t('leave.title')} data-testid="leave-modal">
      <Stack gap="3">
        <Text>{t('leave.body')}</Text>
        <Actions>
          <Button variant="ghost" onClick={onLeave}>
            {t('leave.leave')}
          </Button>
          <Button colorPalette="brand" onClick={onStay}>
            {t('leave.stay')}
          </Button>
        </Actions>
      </Stack>
    </Modal>
  );
}
