import { useEffect } from 'react';
import {
  Badge,
  Box,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBellOff, IconChecks, IconCheck, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { NotificationView } from '@teklifal/core';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ListFrame } from '../../../components/list-frame.tsx';
import { useMe } from '../../../lib/session.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { useNotifications, type NotificationStatus } from '../api/notifications.ts';
import { useNotificationFormat } from '../lib/notification-format.ts';
import { useOpenNotification } from '../hooks/use-open-notification.ts';

const STATUSES: NotificationStatus[] = ['all', 'unread'];

/** Filter and page live in the address (?status=unread&page=2), so back and reload keep them. */
function useListFilters() {
  const [params, setParams] = useSearchParams();
  const status: NotificationStatus = params.get('status') === 'unread' ? 'unread' : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const set = (next: { status?: NotificationStatus; page?: number }, replace = false) => {
    const merged = { status, page, ...next };
    const query = new URLSearchParams();
    if (merged.status !== 'all') query.set('status', merged.status);
    if (merged.page > 1) query.set('page', String(merged.page));
    setParams(query, { replace });
  };
  return { status, page, set };
}

/** /notifications: every notification of the company, newest first, unread ones highlighted. */
export function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.title'));
  // Staff without a company read their own notices here (companies waiting for approval).
  const { data: me } = useMe();
  const filters = useListFilters();
  const list = useNotifications({ status: filters.status, page: filters.page });
  const markAll = useMarkAllNotificationsRead();
  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // When the last unread ones of a page are marked read, the page may empty: step back.
  const { page, set } = filters;
  const settled = data && !list.isPlaceholderData;
  useEffect(() => {
    if (settled && page > totalPages) set({ page: totalPages }, true);
  }, [settled, page, totalPages, set]);

  const failed = (error: Error) =>
    toasts.show({
      color: 'red',
      message: t('notifications.markFailed', { reason: error.message }),
    });

  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: ({ updated }) =>
        toasts.show({
          color: 'teal',
          icon: <IconChecks size={18} />,
          message: t('notifications.markedAllRead', { count: updated }),
        }),
      onError: failed,
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('notifications.title')}</Title>
          <Text c="dimmed">
            {t(me && !me.company ? 'notifications.staffIntro' : 'notifications.intro')}
          </Text>
        </Stack>
        <Button
          leftSection={<IconChecks size={18} />}
          variant="light"
          onClick={markAllRead}
          loading={markAll.isPending}
          disabled={!data || data.unreadTotal === 0}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>

      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label={t('notifications.filterLabel')}
          value={filters.status}
          onChange={(value) => filters.set({ status: value as NotificationStatus, page: 1 })}
          data={STATUSES.map((status) => ({
            value: status,
            label: t(`notifications.filter.${status}`),
          }))}
        />
        {data && data.unreadTotal > 0 && (
          <Badge color="blue" variant="light" size="lg" data-testid="unread-total">
            {t('notifications.unreadCount', { count: data.unreadTotal })}
          </Badge>
        )}
      </Group>

      <ListFrame
        query={list}
        loadError={(reason) => t('notifications.loadFailed', { reason })}
        errorHidesList
        skeleton={
          <Stack gap="sm" data-testid="notifications-loading" aria-busy="true">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} h={76} radius="md" />
            ))}
          </Stack>
        }
        empty={
          <Paper withBorder p="xl" radius="md">
            <Stack align="center" gap="sm">
              <ThemeIcon size={48} radius="xl" variant="light" color="gray">
                <IconBellOff size={26} />
              </ThemeIcon>
              <Text c="dimmed">
                {t(
                  filters.status === 'unread'
                    ? 'notifications.emptyUnread'
                    : 'notifications.emptyAll',
                )}
              </Text>
            </Stack>
          </Paper>
        }
        pages={{
          totalText: (count) => t('notifications.total', { count }),
          page: filters.page,
          onPage: (next) => filters.set({ page: next }),
        }}
      >
        {(items) => (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none', opacity: list.isPlaceholderData ? 0.6 : 1 }}
            aria-label={t('notifications.listLabel')}
          >
            {items.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} onError={failed} />
            ))}
          </Stack>
        )}
      </ListFrame>
    </Stack>
  );
}

function NotificationRow({
  notification,
  onError,
}: {
  notification: NotificationView;
  onError: (error: Error) => void;
}) {
  const { t } = useTranslation();
  const format = useNotificationFormat();
  const markRead = useMarkNotificationRead();
  const { open, pending: opening } = useOpenNotification();
  const unread = !notification.read;

  const markOne = () =>
    markRead.mutate(notification.id, {
      onSuccess: () =>
        toasts.show({
          color: 'teal',
          icon: <IconCheck size={18} />,
          message: t('notifications.markedRead'),
        }),
      onError,
    });

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      data-testid="notification-row"
      data-unread={unread || undefined}
      bg={unread ? 'blue.0' : undefined}
      style={
        unread
          ? { borderLeft: '4px solid var(--mantine-color-blue-6)' }
          : { borderLeft: '4px solid transparent' }
      }
    >
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Box style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {unread && (
              <Badge color="blue" size="sm" variant="filled" mt={2} style={{ flexShrink: 0 }}>
                {t('notifications.newBadge')}
              </Badge>
            )}
            <Text fw={unread ? 700 : 400} style={{ overflowWrap: 'anywhere' }}>
              {format.text(notification)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {format.time(notification)}
          </Text>
        </Box>
        <Group gap="xs" wrap="nowrap">
          {notification.route && (
            <Button
              size="xs"
              variant="light"
              rightSection={<IconChevronRight size={14} />}
              onClick={() => open(notification)}
              loading={opening}
            >
              {t('notifications.open')}
            </Button>
          )}
          {unread && (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconCheck size={14} />}
              onClick={markOne}
              loading={markRead.isPending}
            >
              {t('notifications.markRead')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
