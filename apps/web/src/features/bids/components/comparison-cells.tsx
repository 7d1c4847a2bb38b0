import { Badge, Group, Radio, Stack, Table, Text } from '@mantine/core';
import { IconAward, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type AdItemView, type ComparedBid } from '@teklifal/core';
import { CompanyRating } from '../../../components/company-rating.tsx';
import { BidStatusBadge } from '../../../components/status-badges.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { canWinLine, comparedUnitPrice, priceOf, type PriceBasis } from '../lib/award-plan.ts';
import classes from './comparison-grid.module.css';

/** A bid column's head: the bidder (no link), its rating and the bid's status. */
export function BidColumnHeader({ bid }: { bid: ComparedBid }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {bid.company.name}
      </Text>
      <CompanyRating
        ratingAvg={bid.company.ratingAvg}
        ratingCount={bid.company.ratingCount}
        size="xs"
      />
      <Group gap={6}>
        <BidStatusBadge status={bid.status} />
        <Text size="xs" c="dimmed">
          {t('bids.common.revision', { revision: bid.revision })}
        </Text>
      </Group>
    </Stack>
  );
}

/** Why a bid may not be chosen, in a word. */
export function NotAcceptableReason({ bid }: { bid: ComparedBid }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed">
      {t(bid.status === 'expired' ? 'bids.award.expired' : 'bids.award.notAcceptable')}
    </Text>
  );
}

export function HiddenAmount() {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" c="dimmed">
      <IconLock size={14} aria-hidden />
      <Text size="sm" span>
        {t('bids.comparison.hidden')}
      </Text>
    </Group>
  );
}

interface LinePriceCellProps {
  bid: ComparedBid;
  line: AdItemView;
  lowest: boolean;
  basis: PriceBasis;
  /** Per-line award: this cell's radio, checked when the line goes to this bid. */
  choice: { checked: boolean; onChoose: () => void } | null;
}

/** One bid's price for one line: unit price and line total, the lowest and the awarded marked. */
export function LinePriceCell({ bid, line, lowest, basis, choice }: LinePriceCellProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const item = priceOf(bid, line.id);
  const awarded = bid.awardedItemIds.includes(line.id);
  const className = [classes.bidCell, lowest ? classes.lowest : '', awarded ? classes.awarded : '']
    .filter(Boolean)
    .join(' ');

  let amounts;
  if (bid.amountsHidden) amounts = <HiddenAmount />;
  else if (!item?.unitPrice) amounts = <Text c="dimmed">—</Text>;
  else {
    const unitPrice = comparedUnitPrice(bid, line.id, basis) ?? item.unitPrice;
    const amount = basis === 'gross' ? item.grossTotal : item.lineTotal;
    amounts = (
      <Stack gap={2}>
        <Text size="sm" fw={600} data-testid="unit-price">
          {formatMoney(unitPrice, bid.currency, locale)}
        </Text>
        {amount && (
          <Text size="xs" c="dimmed">
            {t('bids.comparison.lineTotal', {
              amount: formatMoney(amount, bid.currency, locale),
            })}
          </Text>
        )}
        <Text size="xs" c="dimmed" data-testid="line-vat-rate">
          {t('bids.comparison.vatRate', { rate: item.vatRate })}
        </Text>
      </Stack>
    );
  }

  return (
    <Table.Td
      className={className}
      data-testid={`cell-${line.id}-${bid.id}`}
      data-lowest={lowest || undefined}
    >
      <Stack gap={6}>
        {amounts}
        {lowest && (
          <Badge size="xs" color="teal" variant="filled" w="fit-content">
            {t('bids.comparison.lowest', { currency: bid.currency })}
          </Badge>
        )}
        {awarded && (
          <Badge
            size="xs"
            color="teal.9"
            variant="filled"
            leftSection={<IconAward size={12} aria-hidden />}
            w="fit-content"
          >
            {t('bids.comparison.awarded')}
          </Badge>
        )}
        {choice && (
          <Radio
            size="xs"
            name={`award-line-${line.id}`}
            label={t('bids.award.chooseThis')}
            aria-label={t('bids.award.chooseLineFor', {
              line: line.name,
              company: bid.company.name,
            })}
            checked={choice.checked}
            disabled={!canWinLine(bid, line.id)}
            onChange={choice.onChoose}
          />
        )}
      </Stack>
    </Table.Td>
  );
}
