import { Stack } from '@mantine/core';
import type { AuctionBuyerView, AuctionPhase } from '@teklifal/core';
import { AuctionHistory } from './auction-history.tsx';
import { AuctionReportActions } from './auction-report-actions.tsx';
import { BuyerLinePrices } from './buyer-line-prices.tsx';
import { BuyerRanking } from './buyer-ranking.tsx';
import { PriceHistoryChart } from './price-history-chart.tsx';

/**
 * The buyer's room: everyone by name, live. The ranking, the chart of every participant's
 * total, every line's prices and the bids as they came; after the end, the report and the way
 * back to the comparison to award.
 */
export function BuyerRoom({
  view,
  phase,
  comparisonPath,
}: {
  view: AuctionBuyerView;
  phase: AuctionPhase;
  comparisonPath: string;
}) {
  const names = new Map(view.participants.map((p) => [p.bidId, p.company.name]));
  return (
    <Stack gap="md">
      {phase === 'ended' && view.auction.phase === 'ended' && (
        <AuctionReportActions auction={view.auction} comparisonPath={comparisonPath} />
      )}
      <BuyerRanking view={view} />
      <PriceHistoryChart
        startsAt={view.auction.startsAt}
        endedAt={view.auction.phase === 'ended' ? view.auction.endsAt : undefined}
        currency={view.auction.currency}
        series={view.participants.map((p, index) => ({
          key: `p${index}`,
          label: p.company.name,
          bidId: p.bidId,
          startTotal: p.startTotal,
        }))}
        history={view.history}
      />
      <BuyerLinePrices view={view} />
      <AuctionHistory
        currency={view.auction.currency}
        history={view.history}
        companyOf={(bidId) => names.get(bidId) ?? ''}
      />
    </Stack>
  );
}
