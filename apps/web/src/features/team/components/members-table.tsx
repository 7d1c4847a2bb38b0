import { Badge, Button, Group, Paper, Select, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  ASSIGNABLE_ROLES,
  canChangeMemberRole,
  formatDate,
  type Actor,
  type AssignableRole,
  type TeamMemberView,
} from '@teklifal/core';
import { notices } from '../../../lib/feedback.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useChangeMemberRole } from '../api/change-member-role.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { RoleBadge } from './role-badge.tsx';

const notice = notices('team');

interface MembersTableProps {
  members: TeamMemberView[];
  actor: Actor;
  companyId: string;
  /** Owners and admins see the actions column; members see the list only. */
  manager: boolean;
}

export function MembersTable({ members, actor, companyId, manager }: MembersTableProps) {
  const { t } = useTranslation();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();

  const onRoleChange = (member: TeamMemberView, value: string | null) => {
    const role = ASSIGNABLE_ROLES.find((r) => r === value);
    if (!role || role === member.role) return;
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          notice.success(
            t('team.members.roleChanged', { name: member.name, role: t(`team.roles.${role}`) }),
          ),
        onError: notice.failure,
      },
    );
  };

  const confirmRemove = (member: TeamMemberView) =>
    modals.openConfirmModal({
      title: t('team.members.removeTitle'),
      centered: true,
      children: (
        <Text size="sm">
          {t('team.members.removeText', { name: member.name, email: member.email })}
        </Text>
      ),
      labels: { confirm: t('team.members.removeConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(member.userId, {
          onSuccess: () => notice.success(t('team.members.removed', { name: member.name })),
          onError: notice.failure,
        }),
    });

  const roleOptions = (member: TeamMemberView) =>
    ASSIGNABLE_ROLES.filter(
      (role: AssignableRole) =>
        role === member.role || canChangeMemberRole(actor, companyId, member.role, role),
    ).map((role) => ({ value: role, label: t(`team.roles.${role}`) }));

  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" striped aria-label={t('team.members.heading')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('team.members.name')}</Table.Th>
              <Table.Th>{t('team.members.email')}</Table.Th>
              <Table.Th>{t('team.members.role')}</Table.Th>
              <Table.Th>{t('team.members.joinedAt')}</Table.Th>
              {manager && <Table.Th>{t('team.members.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.userId} data-testid="member-row">
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {member.name}
                    </Text>
                    {member.isSelf && (
                      <Badge size="xs" variant="outline">
                        {t('team.members.you')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{member.email}</Text>
                </Table.Td>
                <Table.Td>
                  {member.abilities.changeRole ? (
                    <Select
                      aria-label={t('team.members.roleLabel', { name: member.name })}
                      data={roleOptions(member)}
                      value={member.role}
                      onChange={(value) => onRoleChange(member, value)}
                      allowDeselect={false}
                      disabled={changeRole.isPending}
                      size="xs"
                      w={140}
                    />
                  ) : (
                    <RoleBadge role={member.role} />
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(member.joinedAt, currentLocale()) ?? t('common.dateUnknown')}
                </Table.Td>
                {manager && (
                  <Table.Td>
                    {member.abilities.remove && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconUserMinus size={14} />}
                        aria-label={t('team.members.removeLabel', { name: member.name })}
                        loading={remove.isPending && remove.variables === member.userId}
                        onClick={() => confirmRemove(member)}
                      >
                        {t('team.members.remove')}
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
