import { Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconMailForward, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canInviteWithRole, formatDate, type Actor, type InvitationView } from '@teklifal/core';
import { notices } from '../../../lib/feedback.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { useRevokeInvitation } from '../api/revoke-invitation.ts';
import { RoleBadge } from './role-badge.tsx';

const notice = notices('team');

interface InvitationsTableProps {
  invitations: InvitationView[];
  actor: Actor;
  companyId: string;
}

export function InvitationsTable({ invitations, actor, companyId }: InvitationsTableProps) {
  const { t } = useTranslation();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();

  const onResend = (invitation: InvitationView) =>
    resend.mutate(invitation.id, {
      onSuccess: () => notice.success(t('team.invitations.resent', { email: invitation.email })),
      onError: notice.failure,
    });

  const confirmRevoke = (invitation: InvitationView) =>
    modals.openConfirmModal({
      title: t('team.invitations.revokeTitle'),
      centered: true,
      children: (
        <Text size="sm">{t('team.invitations.revokeText', { email: invitation.email })}</Text>
      ),
      labels: { confirm: t('team.invitations.revokeConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(invitation.id, {
          onSuccess: () =>
            notice.success(t('team.invitations.revoked', { email: invitation.email })),
          onError: notice.failure,
        }),
    });

  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" striped aria-label={t('team.invitations.heading')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('team.invitations.email')}</Table.Th>
              <Table.Th>{t('team.invitations.role')}</Table.Th>
              <Table.Th>{t('team.invitations.expiresAt')}</Table.Th>
              <Table.Th>{t('team.invitations.invitedBy')}</Table.Th>
              <Table.Th>{t('team.invitations.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.map((invitation) => {
              const manageable = canInviteWithRole(actor, companyId, invitation.role);
              return (
                <Table.Tr key={invitation.id} data-testid="invitation-row">
                  <Table.Td>
                    <Text size="sm">{invitation.email}</Text>
                  </Table.Td>
                  <Table.Td>
                    <RoleBadge role={invitation.role} />
                  </Table.Td>
                  <Table.Td>
                    {invitation.expired ? (
                      <Badge color="red" variant="light">
                        {t('team.invitations.expired')}
                      </Badge>
                    ) : (
                      <Badge color="teal" variant="light">
                        {t('team.invitations.validUntil', {
                          date:
                            formatDate(invitation.expiresAt, currentLocale()) ??
                            t('common.dateUnknown'),
                        })}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{invitation.invitedByName ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    {manageable && (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconMailForward size={14} />}
                          aria-label={t('team.invitations.resendLabel', {
                            email: invitation.email,
                          })}
                          loading={resend.isPending && resend.variables === invitation.id}
                          onClick={() => onResend(invitation)}
                        >
                          {t('team.invitations.resend')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconX size={14} />}
                          aria-label={t('team.invitations.revokeLabel', {
                            email: invitation.email,
                          })}
                          loading={revoke.isPending && revoke.variables === invitation.id}
                          onClick={() => confirmRevoke(invitation)}
                        >
                          {t('team.invitations.revoke')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
