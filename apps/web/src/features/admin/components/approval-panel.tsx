import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  canDecideApproval,
  COMPANY_MARKET_ROLES,
  type AdminCompanyDetail,
  type CompanyMarketRole,
} from '@teklifal/core';
import { notices, showFailure } from '../../../lib/feedback.ts';
import { useDecideCompanyRole } from '../api/decide-company-role.ts';
import { ApprovalBadge } from './approval-badge.tsx';

const notice = notices('admin.feedback');

const stateOf = (company: AdminCompanyDetail, role: CompanyMarketRole) =>
  role === 'buyer'
    ? { state: company.isBuyerConfirmed, reason: company.buyerRejectionReason }
    : { state: company.isSellerConfirmed, reason: company.sellerRejectionReason };

/** Per role (buyer, seller): where it stands, and the staff's approve and reject buttons. */
export function ApprovalPanel({
  company,
  onReject,
}: {
  company: AdminCompanyDetail;
  onReject: (role: CompanyMarketRole) => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideCompanyRole();

  const approve = (role: CompanyMarketRole) => {
    const roleName = t(`companies.roles.${role}`);
    modals.openConfirmModal({
      title: t('admin.company.approveTitle', { role: roleName }),
      centered: true,
      children: (
        <Text size="sm">
          {t('admin.company.approveText', { role: roleName, company: company.name })}
        </Text>
      ),
      labels: { confirm: t('admin.company.confirmApprove'), cancel: t('common.cancel') },
      confirmProps: { color: 'teal' },
      onConfirm: () =>
        decide.mutate(
          { companyId: company.id, role, decision: 'approve' },
          {
            onSuccess: () => notice.success(t('admin.company.approved', { role: roleName })),
            onError: (error) => showFailure(t('admin.company.decisionFailed'), error),
          },
        ),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="lg">
        {t('admin.company.approvals')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('admin.company.approvalsText')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {COMPANY_MARKET_ROLES.map((role) => {
          const { state, reason } = stateOf(company, role);
          const roleName = t(`companies.roles.${role}`);
          const canApprove = canDecideApproval(state, 'approve') === 'ok';
          const canReject = canDecideApproval(state, 'reject') === 'ok';
          return (
            <Card key={role} withBorder radius="md" data-testid={`approval-${role}`}>
              <Stack gap="sm">
                <Group justify="space-between">
                  <Text fw={600}>{t('admin.company.roleState', { role: roleName })}</Text>
                  <ApprovalBadge state={state} />
                </Group>
                {state === 'rejected' && reason && (
                  <Alert color="red" variant="light" p="xs">
                    {t('admin.company.rejectionReason', { reason })}
                  </Alert>
                )}
                {state === 'no' && (
                  <Text size="sm" c="dimmed">
                    {t('admin.company.notRequested')}
                  </Text>
                )}
                {(canApprove || canReject) && (
                  <Group gap="xs">
                    {canApprove && (
                      <Button
                        color="teal"
                        leftSection={<IconCheck size={16} />}
                        loading={decide.isPending && decide.variables?.role === role}
                        onClick={() => approve(role)}
                      >
                        {t('admin.company.approve', { role: roleName })}
                      </Button>
                    )}
                    {canReject && (
                      <Button
                        color="red"
                        variant="light"
                        leftSection={<IconX size={16} />}
                        onClick={() => onReject(role)}
                      >
                        {t('admin.company.reject', { role: roleName })}
                      </Button>
                    )}
                  </Group>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
