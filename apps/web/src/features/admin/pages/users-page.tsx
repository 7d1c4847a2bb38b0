import { useState } from 'react';
import { Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_USER_SORTS, PLATFORM_ROLES, type AdminUserListItem } from '@teklifal/core';
import { SearchInput } from '../../../components/search-input.tsx';
import { oneOf, pageOf, useListParams } from '../../../components/use-list-params.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useAdminUsers } from '../api/users.ts';
import { BanUserModal } from '../components/ban-user-modal.tsx';
import { AdminListFrame } from '../components/admin-list-frame.tsx';
import { SortableTh } from '../components/sortable-th.tsx';
import { useUserActions } from '../hooks/use-user-actions.tsx';
import { UserRow } from '../components/user-row.tsx';

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
  const { confirmUnban, confirmRole } = useUserActions();

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
      <AdminListFrame
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
            <UserRow
              key={user.id}
              user={user}
              onBan={setBanning}
              onUnban={confirmUnban}
              onRoleChange={confirmRole}
            />
          ))
        }
      </AdminListFrame>
      <BanUserModal key={banning?.id ?? 'closed'} user={banning} onClose={() => setBanning(null)} />
    </Stack>
  );
}
