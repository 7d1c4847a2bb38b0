import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, resetApp, testMe } from '../../../test/render.tsx';
import { AD_ID, comparedBid, comparisonView, ownerAd, renderPanel } from '../test-helpers.tsx';
import { BidComparisonPanel } from './bid-comparison-panel.tsx';

afterEach(resetApp);

const buyer = testMe({ id: 'company-other', isBuyerConfirmed: 'yes' });

/** Line 2's order was declined; the rejected bid may take it. */
const declinedLine = comparisonView({
  awardable: false,
  reawardableItemIds: ['item-2'],
  bids: [
    comparedBid('b1', 'Ucuz Boru Ltd.', ['9', '3'], {
      status: 'accepted',
      awardedItemIds: ['item-1'],
      acceptable: false,
    }),
    comparedBid('b2', 'Kaynakçı A.Ş.', ['11', '2'], { status: 'rejected', acceptable: true }),
  ],
});

const open = (search: string) =>
  renderPanel(
    <BidComparisonPanel ad={ownerAd()} />,
    {
      me: buyer,
      handlers: { [`GET /api/ads/${AD_ID}/bids`]: () => jsonResponse(200, declinedLine) },
    },
    search,
  );

describe('the re-award from a declined order’s link (?reaward=1)', () => {
  it('starts the re-award of the declined lines at once', async () => {
    open('?reaward=1');
    expect(
      await screen.findByRole('radio', {
        name: 'Kaynak teli kalemini Kaynakçı A.Ş. teklifine ver',
      }),
    ).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Yeniden atanabilecek kalemler' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Yeniden ata' })).not.toBeInTheDocument();
  });

  it('without the link, offers it and waits', async () => {
    open('');
    expect(await screen.findByRole('button', { name: 'Yeniden ata' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Kaynak teli kalemini/ })).toBeNull();
  });
});
