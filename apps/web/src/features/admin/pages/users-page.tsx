import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBan, IconShieldCheck, IconShieldOff, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ADMIN_USER_SORTS,
  formatDate,
  PLATFORM_ROLES,
  type AdminUserListItem,
  type PlatformRole,
} from '@teklifal/core';
import { SearchInput } from '../../../components/search-input.tsx';
import { oneOf, pageOf, useListParams } from '../../../components/use-list-params.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { showFailure } from '../../../lib/feedback.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSetUserRole } from '../api/user-role.ts';
import { useUnbanUser } from '../api/user-unban.ts';
import { useAdminUsers } from '../api/users.ts';
import { BanUserModal } from '../components/ban-user-modal.tsx';
import { notifySuccess } from '../components/feedback.ts';
import { ListFrame } from '../components/list-frame.tsx';
import { SortableTh } from '../components/sortable-th.tsx';

const DEFAULTS = { q: '', role: 'all', banned: 'all', sort: '-createdAt', page: '1' };
const PAGE_SIZE = 20;

const bannedOrNull = (value: string) => (value === 'true' || value === 'false' ? value : null);

/** The platform's users: search, filters, ban and unban, admin rights. */
export function UsersPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.users.title'));
  const [params, update] = useListParams(DEFAULTS);
  const page = pageOf(params.page);
  const sort = oneOf(ADMIN_USER_SORTS, params.sort) ?? '-createdAt';
  const users = useAdminUsers({
    q: params.q,
    role: oneOf(PLATFORM_ROLES, params.role),
    banned: bannedOrNull(params.banned),
    sort,
    page,
    pageSize: PAGE_SIZE,
  });
  const [banning, setBanning] = useState<AdminUserListItem | null>(null);
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
          onSuccess: () => notifySuccess(t('admin.users.unbanned', { name: user.name })),
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
            onSuccess: () => notifySuccess(t('admin.users.roleChanged', { name: user.name })),
            onError: (error) => showFailure(t('admin.users.actionFailed'), error),
          },
        ),
    });
  };

  return (
    <Stack>
      <div>
        <Title order={1}>{t('admin.users.title')}</Title>
        <Text c="dimmed">{t('admin.users.text')}</Text>
      </div>
      <Group align="flex-end" wrap="wrap">
        <SearchInput
          label={t('admin.users.search')}
          value={params.q}
          onSearch={(q) => update({ q })}
        />
        <Select
          label={t('admin.users.roleFilter')}
          data={[
            { value: 'all', label: t('admin.list.all') },
            { value: 'user', label: t('admin.users.roles.user') },
            { value: 'admin', label: t('admin.users.roles.admin') },
          ]}
          value={params.role}
          onChange={(value) => update({ role: value ?? 'all' })}
          allowDeselect={false}
          w={200}
        />
        <Select
          label={t('admin.users.bannedFilter')}
          data={[
            { value: 'all', label: t('admin.list.all') },
            { value: 'false', label: t('admin.users.active') },
            { value: 'true', label: t('admin.users.bannedState') },
          ]}
          value={params.banned}
          onChange={(value) => update({ banned: value ?? 'all' })}
          allowDeselect={false}
          w={180}
        />
      </Group>
      <ListFrame
        query={users}
        emptyText={t('admin.users.empty')}
        minWidth={1180}
        page={page}
        onPage={(next) => update({ page: String(next) })}
        head={
          <Table.Tr>
            <SortableTh
              label={t('admin.users.columns.name')}
              field="name"
              sort={sort}
              onSort={(next) => update({ sort: next })}
            />
            <SortableTh
              label={t('admin.users.columns.email')}
              field="email"
              sort={sort}
              onSort={(next) => update({ sort: next })}
            />
            <Table.Th>{t('admin.users.columns.company')}</Table.Th>
            <Table.Th>{t('admin.users.columns.role')}</Table.Th>
            <Table.Th>{t('admin.users.columns.status')}</Table.Th>
            <SortableTh
              label={t('admin.users.columns.createdAt')}
              field="createdAt"
              sort={sort}
              onSort={(next) => update({ sort: next })}
            />
            <Table.Th>{t('admin.list.actions')}</Table.Th>
          </Table.Tr>
        }
      >
        {(items) =>
          items.map((user) => (
            <Table.Tr key={user.id} data-testid="user-row">
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
                <Badge
                  miw="max-content"
                  color={user.role === 'admin' ? 'violet' : 'gray'}
                  variant="light"
                >
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
                <Group gap="xs" wrap="nowrap">
                  {user.banned ? (
                    <Button
                      size="xs"
                      variant="light"
                      color="teal"
                      leftSection={<IconUserCheck size={14} />}
                      aria-label={t('admin.users.unbanLabel', { name: user.name })}
                      onClick={() => confirmUnban(user)}
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
                        onClick={() => setBanning(user)}
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
                        onClick={() => confirmRole(user, 'user')}
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
                      onClick={() => confirmRole(user, 'admin')}
                    >
                      {t('admin.users.makeAdmin')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))
        }
      </ListFrame>
      <BanUserModal key={banning?.id ?? 'closed'} user={banning} onClose={() => setBanning(null)} />
    </Stack>
  );
}
