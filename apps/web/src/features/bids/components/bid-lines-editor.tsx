import {
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  formatQuantity,
  VAT_RATES,
  type AdItemView,
  type Currency,
  type VatAmounts,
  type VatRate,
} from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { liveTotals, type BidFormValues } from '../lib/bid-form.ts';

interface BidLinesEditorProps {
  form: UseFormReturnType<BidFormValues>;
  lines: AdItemView[];
  readOnly: boolean;
}

/** Below this width a line is a card of its own: a six-column table would run off a phone. */
const PHONE_QUERY = '(max-width: 40em)';

/**
 * The ad's lines, each with its unit price box and KDV rate, its net amount and KDV, and the
 * totals below (net, KDV, gross), all recomputed exactly (decimal strings) on every keystroke
 * in the chosen currency.
 */
export function BidLinesEditor({ form, lines, readOnly }: BidLinesEditorProps) {
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const totals = liveTotals(lines, form.values.items);
  const props = { form, lines, readOnly, totals: totals.lines };
  return (
    <Stack gap="sm">
      {phone ? <LineCards {...props} /> : <LinesTable {...props} />}
      <TotalsBlock
        total={totals.total}
        complete={totals.complete}
        currency={form.values.currency}
      />
    </Stack>
  );
}

interface LinesProps extends BidLinesEditorProps {
  totals: (VatAmounts | null)[];
}

interface LineInputProps {
  form: UseFormReturnType<BidFormValues>;
  line: AdItemView;
  index: number;
  readOnly: boolean;
}

/** The price box of one line, the same in the table and on a card. */
function PriceInput({ form, line, index, readOnly }: LineInputProps) {
  const { t } = useTranslation();
  const { currency } = form.values;
  return (
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
  );
}

/** The KDV rate of one line (a native select: quick to pick on a phone). */
function VatSelect({ form, line, index, readOnly }: LineInputProps) {
  const { t } = useTranslation();
  const vat = form.getInputProps(`items.${index}.vatRate`);
  return (
    <NativeSelect
      aria-label={t('bids.form.vatRateFor', { name: line.name })}
      data={VAT_RATES.map((rate) => ({
        value: String(rate),
        label: t('bids.form.vatRateOption', { rate }),
      }))}
      disabled={readOnly}
      value={String(vat.value)}
      onChange={(event) =>
        form.setFieldValue(`items.${index}.vatRate`, Number(event.currentTarget.value) as VatRate)
      }
      error={vat.error}
      miw={88}
      data-testid="vat-rate"
    />
  );
}

function LineAmount({ amounts, currency }: { amounts: VatAmounts | null; currency: Currency }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  if (amounts === null) {
    return (
      <Text size="sm" c="dimmed" span data-testid="line-total">
        {t('bids.form.notPriced')}
      </Text>
    );
  }
  const money = (amount: string) => formatMoney(amount, currency, locale);
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" data-testid="line-total">
        {money(amounts.net)}
      </Text>
      <Text size="xs" c="dimmed" data-testid="line-vat">
        {t('bids.form.lineVat', { amount: money(amounts.vat) })}
      </Text>
    </Stack>
  );
}

function LineName({ line }: { line: AdItemView }) {
  return (
    <>
      <Text fw={500} size="sm">
        {line.name}
      </Text>
      {line.specification && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {line.specification}
        </Text>
      )}
    </>
  );
}

function LinesTable({ form, lines, readOnly, totals }: LinesProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { currency } = form.values;
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table verticalSpacing="sm" data-testid="bid-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            <Table.Th>{t('bids.form.line')}</Table.Th>
            <Table.Th>{t('bids.form.quantity')}</Table.Th>
            <Table.Th w={180}>{t('bids.form.unitPrice', { currency })}</Table.Th>
            <Table.Th w={112}>{t('bids.form.vatRate')}</Table.Th>
            <Table.Th ta="right">{t('bids.form.lineTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={line.id} data-testid="bid-line">
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>
                <LineName line={line} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatQuantity(line.quantity, locale)} {t(`procurement.units.${line.unit}`)}
              </Table.Td>
              <Table.Td>
                <PriceInput form={form} line={line} index={index} readOnly={readOnly} />
              </Table.Td>
              <Table.Td>
                <VatSelect form={form} line={line} index={index} readOnly={readOnly} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <LineAmount amounts={totals[index] ?? null} currency={currency} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LineCards({ form, lines, readOnly, totals }: LinesProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { currency } = form.values;
  return (
    <Stack gap="sm" data-testid="bid-lines">
      {lines.map((line, index) => (
        <Paper key={line.id} withBorder p="sm" data-testid="bid-line">
          <Stack gap="xs">
            <div>
              <LineName line={line} />
              <Text size="sm" c="dimmed">
                {formatQuantity(line.quantity, locale)} {t(`procurement.units.${line.unit}`)}
              </Text>
            </div>
            <SimpleGrid cols={2} spacing="xs" style={{ gridTemplateColumns: '1fr 5.5rem' }}>
              <PriceInput form={form} line={line} index={index} readOnly={readOnly} />
              <VatSelect form={form} line={line} index={index} readOnly={readOnly} />
            </SimpleGrid>
            <Group justify="space-between" align="flex-start">
              <Text size="sm" c="dimmed">
                {t('bids.form.lineTotal')}
              </Text>
              <LineAmount amounts={totals[index] ?? null} currency={currency} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function TotalsBlock({
  total,
  complete,
  currency,
}: {
  total: VatAmounts;
  complete: boolean;
  currency: BidFormValues['currency'];
}) {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(amount, currency, currentLocale());
  const row = (label: string, amount: string, testId: string, strong = false) => (
    <Group justify="flex-end" gap="lg" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400} ta="right">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} miw={120} ta="right" data-testid={testId}>
        {money(amount)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4} data-testid="bid-totals">
      {row(t('bids.form.netTotal'), total.net, 'net-total')}
      {row(t('bids.form.vatTotal'), total.vat, 'vat-total')}
      {row(t('bids.form.grandTotal'), total.gross, 'grand-total', true)}
      {!complete && (
        <Text size="xs" c="dimmed" ta="right">
          {t('bids.form.partialTotal')}
        </Text>
      )}
    </Stack>
  );
}
