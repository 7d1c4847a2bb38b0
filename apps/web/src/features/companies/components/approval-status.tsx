import { Badge, Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_MARKET_ROLES,
  type ApprovalState,
  type CompanyMarketRole,
  type CompanyView,
} from '@teklifal/core';
import { useRequestRole } from '../api/update-company.ts';

export const APPROVAL_COLORS: Record<ApprovalState, string> = {
  yes: 'teal',
  pending: 'yellow',
  rejected: 'red',
  no: 'gray',
};

export const approvalOf = (company: CompanyView, role: CompanyMarketRole) => ({
  state: role === 'buyer' ? company.isBuyerConfirmed : company.isSellerConfirmed,
  reason: role === 'buyer' ? company.buyerRejectionReason : company.sellerRejectionReason,
});

/** Where each role stands: approved, pending, rejected with its reason, or not requested. */
export function ApprovalStatus({ company }: { company: CompanyView }) {
  const { t } = useTranslation();
  const request = useRequestRole();
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="lg" mb="md">
        {t('companies.approvalTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {COMPANY_MARKET_ROLES.map((role) => {
          const { state, reason } = approvalOf(company, role);
          const canAsk = company.abilities.edit && (state === 'no' || state === 'rejected');
          return (
            <Card key={role} withBorder radius="md" data-testid={`approval-${role}`}>
              <Group justify="space-between" mb="xs">
                <Text fw={600}>{t(`companies.approvalRole.${role}`)}</Text>
                <Badge color={APPROVAL_COLORS[state]} variant="light">
                  {t(`pages.approval.${state}`)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t(`companies.approvalHint.${state}`)}
              </Text>
              {state === 'rejected' && reason && (
                <Text size="sm" c="red.7" mt="xs" data-testid={`rejection-reason-${role}`}>
                  {t('companies.rejectionReason', { reason })}
                </Text>
              )}
              {canAsk && (
                <Button
                  mt="md"
                  size="xs"
                  variant="light"
                  loading={request.isPending && request.variables?.role === role}
                  onClick={() =>
                    request.mutate(
                      { id: company.id, role },
                      {
                        onSuccess: () =>
                          notifications.show({ color: 'teal', message: t('companies.requested') }),
                        onError: (e) => notifications.show({ color: 'red', message: e.message }),
                      },
                    )
                  }
                >
                  {state === 'rejected' ? t('companies.requestAgain') : t('companies.requestRole')}
                </Button>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
