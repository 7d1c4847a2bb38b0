import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublishedAdView, BidComparisonView } from '@teklifal/core';
import { useAdPriceHints } from '../../../lib/price-hints.ts';
import { adLines } from '../lib/bid-form.ts';
import { currencyGroups, type AwardDraft, type PriceBasis } from '../lib/award-plan.ts';
import { BidColumnHeader } from './comparison-cells.tsx';
import { ComparisonLineRow } from './comparison-line-row.tsx';
import { AwardWholeRow, BidTermsRows } from './comparison-summary-rows.tsx';
import classes from './comparison-grid.module.css';

interface ComparisonGridProps {
  ad: PublishedAdView;
  comparison: BidComparisonView;
  draft: AwardDraft | null;
  /** Prices compared before KDV or with it. */
  basis: PriceBasis;
  onDraftChange: (draft: AwardDraft) => void;
}

/**
 * Every line against every bid. Columns are grouped by currency and the lowest price of a
 * line is marked within each currency only, so amounts in different currencies are never
 * compared as if equal.
 */
export function ComparisonGrid(props: ComparisonGridProps) {
  const { ad, comparison, draft, basis, onDraftChange } = props;
  const { t } = useTranslation();
  const lines = adLines(ad);
  const groups = currencyGroups(comparison.bids, ad.currency);
  const bids = groups.flatMap((group) => group.bids);
  // What similar lines were awarded for (#14), beside each line's offers.
  const hints = useAdPriceHints(ad.id);

  return (
    // Native scrolling with a tab stop: keyboard users can scroll a grid wider than the page.
    <Table.ScrollContainer
      minWidth={200 + bids.length * 180}
      type="native"
      tabIndex={0}
      aria-label={t('bids.comparison.title')}
    >
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
          {draft?.mode === 'whole' && (
            <AwardWholeRow bids={bids} draft={draft} onDraftChange={onDraftChange} />
          )}
          {lines.map((line) => (
            <ComparisonLineRow
              key={line.id}
              line={line}
              comparisonLine={comparison.lines.find((entry) => entry.adItemId === line.id)}
              hint={hints.get(line.id) ?? null}
              bids={bids}
              draft={draft}
              basis={basis}
              onDraftChange={onDraftChange}
            />
          ))}
          <BidTermsRows bids={bids} basis={basis} />
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
