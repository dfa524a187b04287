import { Button } from '@platform/ui';
import { useRemoteT } from '@platform/remote-kit';
import { NoticeModal } from '../../components/modalParts';

/** 'Section not yet enabled' (the resource editor arrives with Krea part 2). */
export function NotEnabledModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useRemoteT();
  return (
    <NoticeModal
      open={open}
      onClose={onClose}
      title={t('notEnabled.title')}
      body={t('notEnabled.body')}
      testId="not-enabled-modal"
    >
      <Button onClick={onClose}>{t('actions.close')}</Button>
    </NoticeModal>
  );
}
