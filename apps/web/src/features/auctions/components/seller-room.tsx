import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type AuctionPhase, type AuctionSellerView } from '@teklifal/core';
import { currentLocale } from '../../../lib/i18n.ts';
import { AuctionBidForm } from './auction-bid-form.tsx';
import { AuctionHistory } from './auction-history.tsx';
import { PriceHistoryChart } from './price-history-chart.tsx';
import { SellerStanding } from './seller-standing.tsx';

/**
 * A participant's room: its own standing, the bid form while the auction runs (a note on when
 * it may bid otherwise), and its own price history. Nothing of the other sellers but its place
 * and, where the buyer chose it, the best price without a name.
 */
export function SellerRoom({ view, phase }: { view: AuctionSellerView; phase: AuctionPhase }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  // The form waits for the server's word too: its refusals name the phase it saw.
  const running = phase === 'running' && view.auction.phase === 'running';
  return (
    <Stack gap="md">
      <SellerStanding view={view} />
      {running ? (
        <AuctionBidForm view={view} />
      ) : (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="auction-bid-closed">
          {t(`auctions.bidForm.closed.${phase === 'running' ? 'scheduled' : phase}`, {
            date: formatDateTime(view.auction.startsAt, locale),
          })}
        </Alert>
      )}
      <PriceHistoryChart
        startsAt={view.auction.startsAt}
        endedAt={view.auction.phase === 'ended' ? view.auction.endsAt : undefined}
        currency={view.auction.currency}
        series={[
          {
            key: 'own',
            label: t('auctions.chart.own'),
            bidId: view.bidId,
            startTotal: view.startTotal,
          },
        ]}
        history={view.history.map((entry) => ({ ...entry, bidId: view.bidId }))}
      />
      <AuctionHistory currency={view.auction.currency} history={view.history} />
    </Stack>
  );
}
