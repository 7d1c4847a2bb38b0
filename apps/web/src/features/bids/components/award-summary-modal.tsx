import { Alert, Button, Card, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity, type AdItemView, type Currency } from '@teklifal/core';
import { FormError } from '../../../components/form-error.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import type { PlannedOrder } from '../lib/award-plan.ts';

interface AwardSummaryModalProps {
  opened: boolean;
  orders: PlannedOrder[];
  unassigned: AdItemView[];
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The orders an award will create, per seller with its lines and its total without KDV, the KDV
 * and the total with KDV, before it is final.
 */
export function AwardSummaryModal({
  opened,
  orders,
  unassigned,
  pending,
  error,
  onConfirm,
  onClose,
}: AwardSummaryModalProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const money = (amount: string | null, currency: Currency) =>
    amount ? formatMoney(amount, currency, locale) : '—';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('bids.award.summaryTitle')}
      size="xl"
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('bids.award.summaryText')}</Text>
        <FormError message={error} />
        {orders.map((order) => (
          <Card key={order.bid.id} withBorder radius="md" data-testid="planned-order">
            <Group justify="space-between" mb="xs" wrap="wrap">
              <Text fw={600}>{order.bid.company.name}</Text>
              <Text size="sm" c="dimmed">
                {t('bids.award.lineCount', { count: order.lines.length })}
              </Text>
            </Group>
            <Table.ScrollContainer minWidth={460}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('bids.form.line')}</Table.Th>
                    <Table.Th>{t('bids.form.quantity')}</Table.Th>
                    <Table.Th ta="right">{t('bids.history.unitPrice')}</Table.Th>
                    <Table.Th ta="right">{t('bids.form.lineTotal')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {order.lines.map(({ line, unitPrice, lineTotal }) => (
                    <Table.Tr key={line.id}>
                      <Table.Td>{line.name}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatQuantity(line.quantity, locale)}{' '}
                        {t(`procurement.units.${line.unit}`)}
                      </Table.Td>
                      <Table.Td ta="right">
                        {unitPrice ? formatMoney(unitPrice, order.bid.currency, locale) : '—'}
                      </Table.Td>
                      <Table.Td ta="right">
                        {lineTotal ? formatMoney(lineTotal, order.bid.currency, locale) : '—'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {/* Beside the table, not in it: on a phone the table scrolls, the totals stay in view. */}
            <Stack gap={2} mt="xs" ml="auto" maw={360}>
              <Group justify="space-between" gap="md" wrap="nowrap">
                <Text size="sm">{t('bids.form.netTotal')}</Text>
                <Text size="sm" data-testid="planned-order-total">
                  {money(order.total, order.bid.currency)}
                </Text>
              </Group>
              <Group justify="space-between" gap="md" wrap="nowrap" data-testid="planned-order-vat">
                <Text size="sm">{t('bids.form.vatTotal')}</Text>
                <Text size="sm">{money(order.vat, order.bid.currency)}</Text>
              </Group>
              <Group
                justify="space-between"
                gap="md"
                wrap="nowrap"
                data-testid="planned-order-gross"
              >
                <Text fw={700}>{t('bids.form.grandTotal')}</Text>
                <Text fw={700}>{money(order.gross, order.bid.currency)}</Text>
              </Group>
            </Stack>
          </Card>
        ))}
        {unassigned.length > 0 && (
          <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
            {t('bids.award.unassigned', { names: unassigned.map((line) => line.name).join(', ') })}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          {t('bids.award.finalNote')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending} data-autofocus>
            {t('bids.award.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
