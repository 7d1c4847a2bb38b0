import { Table, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity, type AdItemView } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { liveTotals, type BidFormValues } from '../lib/bid-form.ts';

interface BidLinesEditorProps {
  form: UseFormReturnType<BidFormValues>;
  lines: AdItemView[];
  readOnly: boolean;
}

/**
 * One row per line of the ad with its unit price box and the line total, and the grand total
 * below, all recomputed exactly (decimal strings) on every keystroke in the chosen currency.
 */
export function BidLinesEditor({ form, lines, readOnly }: BidLinesEditorProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { currency, items } = form.values;
  const totals = liveTotals(lines, items);
  const money = (amount: string) => formatMoney(amount, currency, locale);

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" data-testid="bid-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            <Table.Th>{t('bids.form.line')}</Table.Th>
            <Table.Th>{t('bids.form.quantity')}</Table.Th>
            <Table.Th w={200}>{t('bids.form.unitPrice', { currency })}</Table.Th>
            <Table.Th ta="right">{t('bids.form.lineTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            const total = totals.lines[index] ?? null;
            return (
              <Table.Tr key={line.id} data-testid="bid-line">
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <Text fw={500} size="sm">
                    {line.name}
                  </Text>
                  {line.specification && (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                      {line.specification}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatQuantity(line.quantity, locale)} {t(`procurement.units.${line.unit}`)}
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('bids.form.unitPriceFor', { name: line.name })}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={t('bids.form.pricePlaceholder')}
                    rightSection={
                      <Text size="xs" c="dimmed">
                        {currency}
                      </Text>
                    }
                    rightSectionWidth={44}
                    readOnly={readOnly}
                    {...form.getInputProps(`items.${index}.unitPrice`)}
                  />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="line-total">
                  {total === null ? (
                    <Text size="sm" c="dimmed" span>
                      {t('bids.form.notPriced')}
                    </Text>
                  ) : (
                    money(total)
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={4} ta="right">
              {t('bids.form.grandTotal')}
            </Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="grand-total">
              {money(totals.total)}
            </Table.Th>
          </Table.Tr>
          {!totals.complete && (
            <Table.Tr>
              <Table.Td colSpan={5} ta="right">
                <Text size="xs" c="dimmed">
                  {t('bids.form.partialTotal')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
