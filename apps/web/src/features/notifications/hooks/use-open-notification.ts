import { notifications } from '@mantine/notifications';
import type { NotificationView } from '@teklifal/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { notificationTarget } from '../lib/notification-format.ts';

/**
 * Opening a notification (specification §2): mark it read, then go to its route, or to
 * /notifications when it has none. A failed mark is reported and the user still gets there.
 */
export function useOpenNotification() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const open = (notification: Pick<NotificationView, 'id' | 'read' | 'route'>) => {
    const go = () => void navigate(notificationTarget(notification.route));
    if (notification.read) return go();
    markRead.mutate(notification.id, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: t('notifications.markFailed', { reason: error.message }),
        }),
      onSettled: go,
    });
  };
  return { open, pending: markRead.isPending };
}
