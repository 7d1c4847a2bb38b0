import { CloseButton, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  formatQuantity,
  type AdItemView,
  type ComparedBid,
  type ComparisonLine,
  type PriceHint,
} from '@teklifal/core';
import { PriceHintText } from '../../../components/price-hint-text.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { isLowest, type AwardDraft, type PriceBasis } from '../lib/award-plan.ts';
import { LinePriceCell } from './comparison-cells.tsx';
import classes from './comparison-grid.module.css';

/**
 * One line of the ad against every bid's price for it. When awarding per line, a line that
 * may be chosen gets a choice per bid and, once chosen, a button to clear it.
 */
export function ComparisonLineRow({
  line,
  comparisonLine,
  hint,
  bids,
  draft,
  basis,
  onDraftChange,
}: {
  line: AdItemView;
  comparisonLine: ComparisonLine | undefined;
  /** What similar lines were awarded for (#14), or null. */
  hint: PriceHint | null;
  bids: ComparedBid[];
  draft: AwardDraft | null;
  basis: PriceBasis;
  onDraftChange: (draft: AwardDraft) => void;
}) {
  const { t } = useTranslation();
  const choosable =
    draft?.mode === 'lines' && (draft.onlyItemIds === null || draft.onlyItemIds.includes(line.id));
  const chosen = draft?.mode === 'lines' ? draft.choices[line.id] : undefined;
  return (
    <Table.Tr data-testid={`line-row-${line.id}`}>
      <Table.Th className={classes.lineCell} scope="row">
        <Group gap={4} justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text size="sm" fw={600}>
              {line.name}
            </Text>
            <Text size="xs" c="dimmed" fw={400}>
              {formatQuantity(line.quantity, currentLocale())} {t(`procurement.units.${line.unit}`)}
            </Text>
            <PriceHintText hint={hint} mt={4} />
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
          lowest={isLowest(comparisonLine, bid, basis)}
          basis={basis}
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
}
