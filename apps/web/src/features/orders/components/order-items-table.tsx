import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@teklifal/core';
import { money, quantity } from './format.ts';

const amountCell = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

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
                <Table.Td {...amountCell}>%{item.vatRate}</Table.Td>
                <Table.Td {...amountCell}>{money(item.lineTotal, currency)}</Table.Td>
                <Table.Td {...amountCell}>{money(item.vatAmount, currency)}</Table.Td>
                <Table.Td {...amountCell}>{money(item.grossTotal, currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={7} ta="right">
                {t('orderDocuments.lines.netTotal')}
              </Table.Th>
              <Table.Th {...amountCell} data-testid="order-total">
                {money(order.total, currency)}
              </Table.Th>
            </Table.Tr>
            {order.vatByRate.map((sub) => (
              <Table.Tr key={sub.rate} data-testid="order-vat-subtotal">
                <Table.Td colSpan={7} ta="right">
                  {t('orderDocuments.lines.vatAt', { rate: sub.rate })}
                </Table.Td>
                <Table.Td {...amountCell}>{money(sub.vat, currency)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th colSpan={7} ta="right">
                {t('orderDocuments.lines.grossTotal')}
              </Table.Th>
              <Table.Th {...amountCell} data-testid="order-gross-total">
                {money(order.grossTotal, currency)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
