import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ActionIcon, Center, Indicator, Loader, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NOTIFICATION_TEXT_LIMIT, truncate } from '@teklifal/core';
import { problemMessage } from '../../../lib/api-client.ts';
import { useUnreadNotifications } from '../api/unread-notifications.ts';
import { useNotificationFormat } from '../lib/notification-format.ts';
import { useOpenNotification } from '../hooks/use-open-notification.ts';

/**
 * The bell of the signed-in header (specification §2): a red dot while unread notifications
 * exist; the dropdown lists the 3 newest unread ones, '+N daha' for the rest, and a link to
 * /notifications. Refreshes on every navigation and when the window gets focus. `offer` is a
 * menu item the app adds below the list (turning push on for this device, #28).
 */
export function NotificationBell({ offer }: { offer?: ReactNode }) {
  const { t } = useTranslation();
  const unread = useUnreadNotifications();
  const format = useNotificationFormat();
  const { open } = useOpenNotification();
  const countId = useId();

  const { key: locationKey } = useLocation();
  const { refetch } = unread;
  const seenLocation = useRef(locationKey);
  useEffect(() => {
    if (seenLocation.current === locationKey) return;
    seenLocation.current = locationKey;
    void refetch();
  }, [locationKey, refetch]);

  const items = unread.data?.items ?? [];
  const total = unread.data?.total ?? 0;
  const rest = Math.max(0, total - items.length);

  return (
    <Menu position="bottom-end" width={340} shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="input-sm"
          aria-label={t('notifications.bellLabel')}
          aria-describedby={total > 0 ? countId : undefined}
          data-testid="notification-bell"
        >
          <Indicator
            color="red"
            size={9}
            offset={2}
            withBorder
            disabled={total === 0}
            attributes={{ indicator: { 'data-testid': 'notification-dot' } }}
          >
            <IconBell size={20} stroke={1.75} />
          </Indicator>
          {total > 0 && (
            <VisuallyHidden id={countId}>
              {t('notifications.unreadCount', { count: total })}
            </VisuallyHidden>
          )}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown data-testid="notification-dropdown">
        <Menu.Label>{t('notifications.title')}</Menu.Label>
        {unread.isPending ? (
          <Center py="sm">
            <Loader size="sm" />
          </Center>
        ) : unread.isError ? (
          <Text size="sm" c="red" px="sm" py="xs">
            {t('notifications.loadFailed', { reason: problemMessage(unread.error) })}
          </Text>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            {t('notifications.empty')}
          </Text>
        ) : (
          items.map((notification) => {
            const text = format.text(notification);
            return (
              <Menu.Item
                key={notification.id}
                onClick={() => open(notification)}
                title={text}
                data-testid="notification-item"
              >
                <Text size="sm" fw={600} lh={1.35}>
                  {truncate(text, NOTIFICATION_TEXT_LIMIT)}
                </Text>
                <Text size="xs" c="dimmed">
                  {format.time(notification)}
                </Text>
              </Menu.Item>
            );
          })
        )}
        {rest > 0 && (
          <Text size="sm" c="dimmed" px="sm" py={4} data-testid="notification-more">
            {t('notifications.more', { count: rest })}
          </Text>
        )}
        <Menu.Divider />
        {offer}
        <Menu.Item component={Link} to="/notifications" c="blue" fw={500}>
          {t('notifications.viewAll')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
