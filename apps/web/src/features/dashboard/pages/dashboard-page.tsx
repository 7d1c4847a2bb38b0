import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApprovalState, Me } from '@teklifal/core';
import { usePageTitle } from '../../../components/use-page-title.ts';

const APPROVAL_COLORS: Record<ApprovalState, string> = {
  yes: 'teal',
  pending: 'yellow',
  rejected: 'red',
  no: 'gray',
};

/** The company's home: greeting and where each role stands (later issues add figures). */
export function DashboardPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  usePageTitle(t('pages.dashboard'));
  const company = me.company;
  const roles = company
    ? [
        { label: t('pages.buyerStatus'), state: company.isBuyerConfirmed },
        { label: t('pages.sellerStatus'), state: company.isSellerConfirmed },
      ]
    : [];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('pages.dashboardWelcome', { name: me.user.name })}</Title>
        {company && (
          <Text c="dimmed" mt={4}>
            {t('pages.dashboardCompany', { company: company.name })}
          </Text>
        )}
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {roles.map((role) => (
          <Card key={role.label} withBorder radius="md" padding="lg">
            <Group justify="space-between">
              <Text fw={600}>{role.label}</Text>
              <Badge
                color={APPROVAL_COLORS[role.state]}
                variant="light"
                data-testid="approval-badge"
              >
                {t(`pages.approval.${role.state}`)}
              </Badge>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
