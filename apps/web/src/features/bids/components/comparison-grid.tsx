import type { ReactNode } from 'react';
import { Anchor, CloseButton, Group, Radio, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatMoney,
  formatQuantity,
  istanbulDateOf,
  type AdView,
  type BidComparisonView,
  type ComparedBid,
} from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { adLines } from '../lib/bid-form.ts';
import { currencyGroups, isLowest, type AwardDraft } from '../lib/award-plan.ts';
import {
  BidColumnHeader,
  HiddenAmount,
  LinePriceCell,
  NotAcceptableReason,
} from './comparison-cells.tsx';
import classes from './comparison-grid.module.css';

interface ComparisonGridProps {
  ad: AdView;
  comparison: BidComparisonView;
  draft: AwardDraft | null;
  onDraftChange: (draft: AwardDraft) => void;
}

/**
 * Every line against every bid. Columns are grouped by currency and the lowest price of a
 * line is marked within each currency only, so amounts in different currencies are never
 * compared as if equal.
 */
export function ComparisonGrid({ ad, comparison, draft, onDraftChange }: ComparisonGridProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const lines = adLines(ad);
  const groups = currencyGroups(comparison.bids, ad.currency);
  const bids = groups.flatMap((group) => group.bids);
  const today = istanbulDateOf(new Date());

  const lineChoosable = (adItemId: string) =>
    draft?.mode === 'lines' && (draft.onlyItemIds === null || draft.onlyItemIds.includes(adItemId));

  const row = (label: string, cell: (bid: ComparedBid) => ReactNode, testId?: string) => (
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

  return (
    <Table.ScrollContainer minWidth={200 + bids.length * 180}>
      <Table withTableBorder withColumnBorders verticalSpacing="sm" data-testid="comparison-grid">
        <Table.Thead>
          {groups.length > 1 && (
            <Table.Tr>
              <Table.Th className={classes.lineCell} />
              {groups.map((group) => (
                <Table.Th key={group.currency} colSpan={group.bids.length} ta="center">
                  {t('bids.comparison.currencyGroup', {
                    currency: t(`procurement.currencies.${group.currency}`),
                  })}
                </Table.Th>
              ))}
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th className={classes.lineCell}>{t('bids.comparison.line')}</Table.Th>
            {bids.map((bid) => (
              <Table.Th
                key={bid.id}
                className={classes.bidCell}
                data-testid={`bid-column-${bid.id}`}
              >
                <BidColumnHeader bid={bid} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {draft?.mode === 'whole' &&
            row(
              t('bids.award.winner'),
              (bid) => (
                <Stack gap={4}>
                  <Radio
                    name="award-whole"
                    label={t('bids.award.chooseThis')}
                    aria-label={t('bids.award.chooseBidFor', { company: bid.company.name })}
                    checked={draft.bidId === bid.id}
                    disabled={!bid.acceptable}
                    onChange={() => onDraftChange({ mode: 'whole', bidId: bid.id })}
                  />
                  {!bid.acceptable && <NotAcceptableReason bid={bid} />}
                </Stack>
              ),
              'award-whole-row',
            )}
          {lines.map((line) => {
            const comparisonLine = comparison.lines.find((entry) => entry.adItemId === line.id);
            const choosable = draft?.mode === 'lines' && lineChoosable(line.id);
            const chosen = draft?.mode === 'lines' ? draft.choices[line.id] : undefined;
            return (
              <Table.Tr key={line.id} data-testid={`line-row-${line.id}`}>
                <Table.Th className={classes.lineCell} scope="row">
                  <Group gap={4} justify="space-between" wrap="nowrap" align="flex-start">
                    <div>
                      <Text size="sm" fw={600}>
                        {line.name}
                      </Text>
                      <Text size="xs" c="dimmed" fw={400}>
                        {formatQuantity(line.quantity, locale)}{' '}
                        {t(`procurement.units.${line.unit}`)}
                      </Text>
                    </div>
                    {choosable && chosen && draft?.mode === 'lines' && (
                      <CloseButton
                        size="sm"
                        aria-label={t('bids.award.clearLine', { line: line.name })}
                        onClick={() => {
                          const choices = { ...draft.choices };
                          delete choices[line.id];
                          onDraftChange({ ...draft, choices });
                        }}
                      />
                    )}
                  </Group>
                </Table.Th>
                {bids.map((bid) => (
                  <LinePriceCell
                    key={bid.id}
                    bid={bid}
                    line={line}
                    lowest={isLowest(comparisonLine, bid)}
                    choice={
                      choosable && draft?.mode === 'lines'
                        ? {
                            checked: chosen === bid.id,
                            onChoose: () =>
                              onDraftChange({
                                ...draft,
                                choices: { ...draft.choices, [line.id]: bid.id },
                              }),
                          }
                        : null
                    }
                  />
                ))}
              </Table.Tr>
            );
          })}
          {row(
            t('bids.common.total'),
            (bid) =>
              bid.amountsHidden ? (
                <HiddenAmount />
              ) : (
                <Text fw={700} size="sm" data-testid="bid-total">
                  {bid.total ? formatMoney(bid.total, bid.currency, locale) : '—'}
                </Text>
              ),
            'total-row',
          )}
          {row(t('fields.deliveryDays'), (bid) =>
            t('bids.comparison.days', { count: bid.deliveryDays }),
          )}
          {row(t('fields.validUntil'), (bid) => {
            const expired = bid.validUntil < today;
            return (
              <Text size="sm" c={expired ? 'red' : undefined} fw={expired ? 600 : undefined}>
                {formatDate(bid.validUntil, locale) ?? t('common.dateUnknown')}
                {expired && ` · ${t('bids.comparison.validityPassed')}`}
              </Text>
            );
          })}
          {row(t('fields.paymentTerms'), (bid) => (
            <Text size="sm">{bid.paymentTerms}</Text>
          ))}
          {row(t('fields.note'), (bid) => (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={6}>
              {bid.note ?? '—'}
            </Text>
          ))}
          {row(t('bids.form.attachments'), (bid) =>
            bid.attachments.length === 0 ? (
              <Text c="dimmed">—</Text>
            ) : (
              <Stack gap={2}>
                {bid.attachments.map((file) => (
                  <Anchor
                    key={file.fileId}
                    href={file.url}
                    target="_blank"
                    rel="noopener"
                    size="sm"
                  >
                    {file.originalName}
                  </Anchor>
                ))}
              </Stack>
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
