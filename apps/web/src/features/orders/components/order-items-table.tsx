import type { ReactNode } from 'react';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@teklifal/core';
import { money, quantity } from '../lib/format.ts';

const amountCell = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

function TotalRow({
  label,
  children,
  strong = false,
  testId,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
  testId: string;
}) {
  return (
    <Group justify="space-between" gap="xl" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * The lines as agreed (the order's own snapshot) with each line's KDV rate, net, KDV and gross
 * (KDV rounded on the line), then the net total, the KDV per rate and the grand total.
 */
export function OrderItemsTable({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const { currency } = order;
  return (
    <Paper withBorder radius="md" p="md" className="order-print-section">
      <Title order={2} fz="lg" mb="sm">
        {t('orders.details.items')}
      </Title>
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="xs" data-testid="order-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>{t('orders.details.columns.position')}</Table.Th>
              <Table.Th>{t('orders.details.columns.name')}</Table.Th>
              <Table.Th ta="right">{t('orders.details.columns.quantity')}</Table.Th>
              <Table.Th ta="right">{t('orders.details.columns.unitPrice')}</Table.Th>
              <Table.Th ta="right">{t('orderDocuments.lines.vatRate')}</Table.Th>
              <Table.Th ta="right">{t('orderDocuments.lines.net')}</Table.Th>
              <Table.Th ta="right">{t('orderDocuments.lines.vat')}</Table.Th>
              <Table.Th ta="right">{t('orderDocuments.lines.gross')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((item, index) => (
              <Table.Tr key={item.id} data-testid="order-item">
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {item.name}
                  </Text>
                  {item.specification && (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                      {item.specification}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td {...amountCell}>
                  {quantity(item.quantity)} {t(`procurement.units.${item.unit}`)}
                </Table.Td>
                <Table.Td {...amountCell}>{money(item.unitPrice, currency)}</Table.Td>
                <Table.Td {...amountCell}>
                  {t('orderDocuments.lines.rate', { rate: item.vatRate })}
                </Table.Td>
                <Table.Td {...amountCell}>{money(item.lineTotal, currency)}</Table.Td>
                <Table.Td {...amountCell}>{money(item.vatAmount, currency)}</Table.Td>
                <Table.Td {...amountCell}>{money(item.grossTotal, currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {/* Beside the table, not in it: on a phone the totals stay in view while the lines scroll. */}
      <Stack gap={4} mt="sm" ml="auto" maw={420} data-testid="order-totals">
        <TotalRow label={t('orderDocuments.lines.netTotal')} strong testId="order-total">
          {money(order.total, currency)}
        </TotalRow>
        {order.vatByRate.map((sub) => (
          <TotalRow
            key={sub.rate}
            label={t('orderDocuments.lines.vatAt', { rate: sub.rate })}
            testId="order-vat-subtotal"
          >
            {money(sub.vat, currency)}
          </TotalRow>
        ))}
        <TotalRow label={t('orderDocuments.lines.grossTotal')} strong testId="order-gross-total">
          {money(order.grossTotal, currency)}
        </TotalRow>
      </Stack>
    </Paper>
  );
}
