import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { AdminUserListItem, PlatformRole } from '@teklifal/core';
import { notices, showFailure } from '../../../lib/feedback.ts';
import { useSetUserRole } from '../api/set-user-role.ts';
import { useUnbanUser } from '../api/unban-user.ts';

const notice = notices('admin.feedback');

/**
 * The confirmed user actions of the users list: unban, and giving or taking admin rights.
 * The mutations live with the list, not a row, so a row that leaves the list on refetch still
 * gets its success or failure notice.
 */
export function useUserActions() {
  const { t } = useTranslation();
  const unban = useUnbanUser();
  const setRole = useSetUserRole();

  const confirmUnban = (user: AdminUserListItem) =>
    modals.openConfirmModal({
      title: t('admin.users.unbanTitle'),
      centered: true,
      children: <Text size="sm">{t('admin.users.unbanText', { name: user.name })}</Text>,
      labels: { confirm: t('admin.users.unban'), cancel: t('common.cancel') },
      onConfirm: () =>
        unban.mutate(user.id, {
          onSuccess: () => notice.success(t('admin.users.unbanned', { name: user.name })),
          onError: (error) => showFailure(t('admin.users.actionFailed'), error),
        }),
    });

  const confirmRole = (user: AdminUserListItem, role: PlatformRole) => {
    const promote = role === 'admin';
    modals.openConfirmModal({
      title: t(promote ? 'admin.users.makeAdminTitle' : 'admin.users.removeAdminTitle'),
      centered: true,
      children: (
        <Text size="sm">
          {t(promote ? 'admin.users.makeAdminText' : 'admin.users.removeAdminText', {
            name: user.name,
          })}
        </Text>
      ),
      labels: {
        confirm: t(promote ? 'admin.users.makeAdmin' : 'admin.users.removeAdmin'),
        cancel: t('common.cancel'),
      },
      confirmProps: { color: promote ? 'blue' : 'red' },
      onConfirm: () =>
        setRole.mutate(
          { userId: user.id, role },
          {
            onSuccess: () => notice.success(t('admin.users.roleChanged', { name: user.name })),
            onError: (error) => showFailure(t('admin.users.actionFailed'), error),
          },
        ),
    });
  };

  return { confirmUnban, confirmRole };
}
