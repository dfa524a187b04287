/** Notification drawer opened by the bell. The notification feature comes later: empty state for now. */
import { EmptyState } from '@platform/ui';
import { useT } from '../hooks/useShell';
import { Drawer } from '../ui/Drawer';
import { closeNotifications, useNotificationsOpen } from './notificationsState';

export function NotificationDrawer() {
  const open = useNotificationsOpen();
  const { t } = useT();
  return (
    <Drawer open={open} onClose={closeNotifications} title={t('notifications.title')} closeLabel={t('notifications.close')}>
      <EmptyState title={t('notifications.emptyTitle')} description={t('notifications.emptyBody')} />
    </Drawer>
  );
}
