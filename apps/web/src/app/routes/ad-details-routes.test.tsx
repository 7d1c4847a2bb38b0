import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdView } from '@teklifal/core';
import {
  buyer,
  ownerAdView,
  seller,
  sellerAdView,
} from '../../features/marketplace/test-helpers.ts';
import { jsonResponse, renderApp, resetApp } from '../../test/render.tsx';

// The bids panels are another feature's work; here only where they are placed matters.
vi.mock('../../features/bids/components/bid-comparison-panel.tsx', () => ({
  BidComparisonPanel: ({ ad }: { ad: AdView }) => <div data-testid="comparison">{ad.id}</div>,
}));
vi.mock('../../features/bids/components/my-bid-panel.tsx', () => ({
  MyBidPanel: ({ ad }: { ad: AdView }) => <div data-testid="my-bid">{ad.id}</div>,
}));

afterEach(resetApp);

describe('/ad-details composition', () => {
  it('gives the owner the bid comparison', async () => {
    renderApp('/ad-details/company-own/ad-1', {
      me: buyer,
      handlers: {
        'GET /api/ads/ad-1': () => jsonResponse(200, ownerAdView()),
        'GET /api/ads/ad-1/questions': () => jsonResponse(200, []),
      },
    });
    expect(await screen.findByTestId('comparison')).toHaveTextContent('ad-1');
    expect(screen.queryByTestId('my-bid')).not.toBeInTheDocument();
  });

  it('gives a seller its own bid', async () => {
    renderApp('/ad-details/company-other/ad-1', {
      me: seller,
      handlers: {
        'GET /api/ads/ad-1': () => jsonResponse(200, sellerAdView()),
        'GET /api/ads/ad-1/questions': () => jsonResponse(200, []),
      },
    });
    expect(await screen.findByTestId('my-bid')).toHaveTextContent('ad-1');
    expect(screen.queryByTestId('comparison')).not.toBeInTheDocument();
  });
});
