import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@teklifal/core';
import { money, quantity } from './format.ts';

/** The lines as agreed (the order's own snapshot), with the grand total. */
export function OrderItemsTable({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" className="order-print-section">
      <Title order={2} fz="lg" mb="sm">
        {t('orders.details.items')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" data-testid="order-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>{t('orders.details.columns.position')}</Table.Th>
              <Table.Th>{t('orders.details.columns.name')}</Table.Th>
              <Table.Th ta="right">{t('orders.details.columns.quantity')}</Table.Th>
              <Table.Th ta="right">{t('orders.details.columns.unitPrice')}</Table.Th>
              <Table.Th ta="right">{t('orders.details.columns.lineTotal')}</Table.Th>
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
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {quantity(item.quantity)} {t(`procurement.units.${item.unit}`)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(item.unitPrice, order.currency)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(item.lineTotal, order.currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={4} ta="right">
                {t('orders.details.grandTotal')}
              </Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="order-total">
                {money(order.total, order.currency)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
