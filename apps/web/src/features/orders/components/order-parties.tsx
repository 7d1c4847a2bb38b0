import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTurkishPhone, type OrderPartyView, type OrderView } from '@teklifal/core';

function Line({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Text size="sm" data-testid={testId}>
      <Text span size="sm" c="dimmed">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}

function Party({ title, party, testId }: { title: string; party: OrderPartyView; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      <Text fw={700}>{party.name}</Text>
      <Line
        label={t(`orderDocuments.parties.kinds.${party.taxNumberKind}`)}
        value={party.taxNumber}
        testId={`${testId}-tax-number`}
      />
      <Line label={t('orderDocuments.parties.taxOffice')} value={party.taxOffice} />
      {party.mersisNo && (
        <Line label={t('orderDocuments.parties.mersisNo')} value={party.mersisNo} />
      )}
      <Line
        label={t('orderDocuments.parties.address')}
        value={`${party.address}, ${party.district} / ${party.city}`}
      />
      <Line label={t('orderDocuments.parties.phone')} value={formatTurkishPhone(party.phone)} />
      <Line label={t('orderDocuments.parties.email')} value={party.email} />
    </Stack>
  );
}

/**
 * Both companies' tax identity as the purchase order states it: the order's snapshot taken at
 * the award, so a later profile edit does not change an agreed document.
 */
export function OrderParties({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" className="order-print-section">
      <Title order={2} fz="lg">
        {t('orderDocuments.parties.title')}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t('orderDocuments.parties.note')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Party
          title={t('orderDocuments.parties.buyer')}
          party={order.parties.buyer}
          testId="order-tax-identity-buyer"
        />
        <Party
          title={t('orderDocuments.parties.seller')}
          party={order.parties.seller}
          testId="order-tax-identity-seller"
        />
      </SimpleGrid>
    </Paper>
  );
}
