import type { ReactNode } from 'react';
import { Anchor, Radio, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, istanbulDateOf, type ComparedBid } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import type { AwardDraft, PriceBasis } from '../lib/award-plan.ts';
import { HiddenAmount, NotAcceptableReason } from './comparison-cells.tsx';
import { ConvertedTotal } from './conversion-note.tsx';
import classes from './comparison-grid.module.css';

/** A row of the comparison that is about whole bids, not one line: a label, a cell per bid. */
function SummaryRow({
  label,
  bids,
  cell,
  testId,
}: {
  label: string;
  bids: ComparedBid[];
  cell: (bid: ComparedBid) => ReactNode;
  testId?: string;
}) {
  return (
    <Table.Tr className={classes.summaryRow} data-testid={testId}>
      <Table.Th className={classes.lineCell} scope="row">
        {label}
      </Table.Th>
      {bids.map((bid) => (
        <Table.Td key={bid.id} className={classes.bidCell}>
          {cell(bid)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/** Awarding the whole ad to one bid: a radio per bid that may be accepted. */
export function AwardWholeRow({
  bids,
  draft,
  onDraftChange,
}: {
  bids: ComparedBid[];
  draft: Extract<AwardDraft, { mode: 'whole' }>;
  onDraftChange: (draft: AwardDraft) => void;
}) {
  const { t } = useTranslation();
  return (
    <SummaryRow
      label={t('bids.award.winner')}
      bids={bids}
      testId="award-whole-row"
      cell={(bid) => {
        // A partial bid cannot take the whole ad: its lines go one by one.
        const everyLine = bid.items.every((item) => item.unitPrice !== null);
        return (
          <Stack gap={4}>
            <Radio
              name="award-whole"
              label={t('bids.award.chooseThis')}
              aria-label={t('bids.award.chooseBidFor', { company: bid.company.name })}
              checked={draft.bidId === bid.id}
              disabled={!bid.acceptable || !everyLine}
              onChange={() => onDraftChange({ mode: 'whole', bidId: bid.id })}
            />
            {!bid.acceptable && <NotAcceptableReason bid={bid} />}
            {bid.acceptable && !everyLine && !bid.amountsHidden && (
              <Text size="xs" c="dimmed">
                {t('bids.award.partialBid')}
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}

/** Each bid's total and terms: delivery, validity, payment, note and attachments. */
export function BidTermsRows({ bids, basis }: { bids: ComparedBid[]; basis: PriceBasis }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const today = istanbulDateOf(new Date());
  return (
    <>
      <SummaryRow
        label={t(basis === 'gross' ? 'bids.comparison.totalGross' : 'bids.comparison.totalNet')}
        bids={bids}
        testId="total-row"
        cell={(bid) => {
          if (bid.amountsHidden) return <HiddenAmount />;
          const shown = basis === 'gross' ? bid.grossTotal : bid.total;
          const other = basis === 'gross' ? bid.total : bid.grossTotal;
          return (
            <Stack gap={2}>
              <Text fw={700} size="sm" data-testid="bid-total">
                {shown ? formatMoney(shown, bid.currency, locale) : '—'}
              </Text>
              {other && (
                <Text size="xs" c="dimmed" data-testid="bid-total-other">
                  {t(basis === 'gross' ? 'bids.comparison.netIs' : 'bids.comparison.grossIs', {
                    amount: formatMoney(other, bid.currency, locale),
                  })}
                </Text>
              )}
              {bid.converted && <ConvertedTotal converted={bid.converted} basis={basis} />}
            </Stack>
          );
        }}
      />
      <SummaryRow
        label={t('fields.deliveryDays')}
        bids={bids}
        cell={(bid) => t('bids.comparison.days', { count: bid.deliveryDays })}
      />
      <SummaryRow
        label={t('fields.validUntil')}
        bids={bids}
        cell={(bid) => {
          const expired = bid.validUntil < today;
          return (
            <Text size="sm" c={expired ? 'red' : undefined} fw={expired ? 600 : undefined}>
              {formatDate(bid.validUntil, locale) ?? t('common.dateUnknown')}
              {expired && ` · ${t('bids.comparison.validityPassed')}`}
            </Text>
          );
        }}
      />
      <SummaryRow
        label={t('fields.paymentTerms')}
        bids={bids}
        cell={(bid) => <Text size="sm">{bid.paymentTerms}</Text>}
      />
      <SummaryRow
        label={t('fields.note')}
        bids={bids}
        cell={(bid) => (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={6}>
            {bid.note ?? '—'}
          </Text>
        )}
      />
      <SummaryRow
        label={t('bids.form.attachments')}
        bids={bids}
        cell={(bid) =>
          bid.attachments.length === 0 ? (
            <Text c="dimmed">—</Text>
          ) : (
            <Stack gap={2}>
              {bid.attachments.map((file) => (
                <Anchor key={file.fileId} href={file.url} target="_blank" rel="noopener" size="sm">
                  {file.originalName}
                </Anchor>
              ))}
            </Stack>
          )
        }
      />
    </>
  );
}
