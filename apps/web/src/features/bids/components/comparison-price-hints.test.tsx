import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdPriceHints } from '@teklifal/core';
import { jsonResponse, resetApp, testMe } from '../../../test/render.tsx';
import { AD_ID, comparedBid, comparisonView, ownerAd, renderPanel } from '../test-helpers.tsx';
import { BidComparisonPanel } from './bid-comparison-panel.tsx';

afterEach(resetApp);

const buyer = testMe({ id: 'company-other', isBuyerConfirmed: 'yes' });

/** The first line has a hint; the second has too little data behind it. */
const HINTS: AdPriceHints = {
  adId: AD_ID,
  lines: [
    {
      adItemId: 'item-1',
      hint: {
        low: '10.00',
        high: '12.00',
        awards: 5,
        currency: 'TRY',
        unit: 'adet',
        scope: 'sectorGroup',
      },
    },
    { adItemId: 'item-2', hint: null },
  ],
};

function openPanel(hints: () => Response) {
  return renderPanel(<BidComparisonPanel ad={ownerAd()} />, {
    me: buyer,
    handlers: {
      [`GET /api/ads/${AD_ID}/bids`]: () =>
        jsonResponse(200, comparisonView({ bids: [comparedBid('b1', 'Boru Ltd.', ['9', '3'])] })),
      [`GET /api/ads/${AD_ID}/price-hints`]: hints,
    },
  });
}

describe('the comparison’s fair-price hints (#14)', () => {
  it('shows under each line what similar lines were awarded for, nothing where thin', async () => {
    const { api } = openPanel(() => jsonResponse(200, HINTS));
    const first = await screen.findByTestId('line-row-item-1');
    expect(
      await within(first).findByText(
        'Ana sektördeki benzer kalemlerin son 12 aydaki orta fiyatı ₺10,00–₺12,00 / adet aralığında (5 alıcıdan, KDV hariç)',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('line-row-item-2')).queryByTestId('price-hint')).toBeNull();
    expect(api.sent('GET', `/api/ads/${AD_ID}/price-hints`)).toHaveLength(1);
  });

  it('the comparison stands without hints when they cannot be had', async () => {
    const { api } = openPanel(() =>
      jsonResponse(429, { code: 'RATE_LIMITED', title: 'Çok fazla istek' }),
    );
    expect(await screen.findByTestId('line-row-item-1')).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET', `/api/ads/${AD_ID}/price-hints`)).toHaveLength(1));
    expect(screen.queryByTestId('price-hint')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
