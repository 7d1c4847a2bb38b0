import { Button, Group, Tooltip } from '@mantine/core';
import { IconBan, IconShieldCheck, IconShieldOff, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminUserListItem, PlatformRole } from '@teklifal/core';

export interface UserActionHandlers {
  onBan: (user: AdminUserListItem) => void;
  onUnban: (user: AdminUserListItem) => void;
  onRoleChange: (user: AdminUserListItem, role: PlatformRole) => void;
}

/** A user's row buttons: ban or unban, and give or take admin rights (never on oneself). */
export function UserActions({
  user,
  onBan,
  onUnban,
  onRoleChange,
}: { user: AdminUserListItem } & UserActionHandlers) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      {user.banned ? (
        <Button
          size="xs"
          variant="light"
          color="teal"
          leftSection={<IconUserCheck size={14} />}
          aria-label={t('admin.users.unbanLabel', { name: user.name })}
          onClick={() => onUnban(user)}
        >
          {t('admin.users.unban')}
        </Button>
      ) : (
        <Tooltip label={t('admin.users.selfBan')} disabled={!user.isSelf}>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconBan size={14} />}
            aria-label={t('admin.users.banLabel', { name: user.name })}
            disabled={user.isSelf}
            onClick={() => onBan(user)}
          >
            {t('admin.users.ban')}
          </Button>
        </Tooltip>
      )}
      {user.role === 'admin' ? (
        <Tooltip label={t('admin.users.selfDemote')} disabled={!user.isSelf}>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconShieldOff size={14} />}
            aria-label={t('admin.users.removeAdminLabel', { name: user.name })}
            disabled={user.isSelf}
            onClick={() => onRoleChange(user, 'user')}
          >
            {t('admin.users.removeAdmin')}
          </Button>
        </Tooltip>
      ) : (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconShieldCheck size={14} />}
          aria-label={t('admin.users.makeAdminLabel', { name: user.name })}
          onClick={() => onRoleChange(user, 'admin')}
        >
          {t('admin.users.makeAdmin')}
        </Button>
      )}
    </Group>
  );
}
