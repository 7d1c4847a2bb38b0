import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, type AdminUserListItem } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { UserActions, type UserActionHandlers } from './user-actions.tsx';

/** One row of the users list: name, email, company, role, ban state, sign-up date, actions. */
export function UserRow({ user, ...actions }: { user: AdminUserListItem } & UserActionHandlers) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid="user-row">
      <Table.Td>
        <Group gap="xs" wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
          <Text size="sm" fw={500}>
            {user.name}
          </Text>
          {user.isSelf && (
            <Badge miw="max-content" size="xs" variant="outline">
              {t('admin.users.you')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{user.email}</Text>
        {!user.emailVerified && (
          <Text size="xs" c="orange">
            {t('admin.users.unverified')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {user.companyId && user.companyName ? (
          <>
            <Anchor component={Link} to={`/admin/companies/${user.companyId}`} size="sm">
              {user.companyName}
            </Anchor>
            {user.companyRole && (
              <Text size="xs" c="dimmed">
                {t(`companies.roles.${user.companyRole}`)}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.users.noCompany')}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Badge miw="max-content" color={user.role === 'admin' ? 'violet' : 'gray'} variant="light">
          {t(`admin.users.roles.${user.role}`)}
        </Badge>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {user.banned ? (
          <Badge miw="max-content" color="red" variant="light">
            {t('admin.users.bannedState')}
          </Badge>
        ) : (
          <Badge miw="max-content" color="teal" variant="light">
            {t('admin.users.active')}
          </Badge>
        )}
        {user.banned && user.banReason && (
          <Text size="xs" c="dimmed" lineClamp={2} maw={220} title={user.banReason}>
            {t('admin.users.banReasonShown', { reason: user.banReason })}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatDate(user.createdAt, currentLocale()) ?? t('common.dateUnknown')}
      </Table.Td>
      <Table.Td>
        <UserActions user={user} {...actions} />
      </Table.Td>
    </Table.Tr>
  );
}
