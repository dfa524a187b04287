import { Button } from '@platform/ui';
import { useRemoteT } from '@platform/remote-kit';
import { NoticeModal } from '../../components/modalParts';

/** Leaving with unsaved changes asks first. */
export function LeaveModal({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useRemoteT();
  return (
    <NoticeModal open={open} onClose={onStay} title={t('leave.title')} body={t('leave.body')} testId="leave-modal">
      <Button variant="ghost" onClick={onLeave}>
        {t('leave.leave')}
      </Button>
      <Button colorPalette="brand" onClick={onStay}>
        {t('leave.stay')}
      </Button>
    </NoticeModal>
  );
}
