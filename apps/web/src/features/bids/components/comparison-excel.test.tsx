import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { jsonResponse, resetApp, testMe } from '../../../test/render.tsx';
import { AD_ID, comparedBid, comparisonView, ownerAd, renderPanel } from '../test-helpers.tsx';
import { BidComparisonPanel } from './bid-comparison-panel.tsx';

afterEach(async () => {
  resetApp();
  await setLocale('tr');
});

const buyer = testMe({ id: 'company-other', isBuyerConfirmed: 'yes' });
const view = comparisonView({ bids: [comparedBid('b1', 'Ucuz Boru Ltd.', ['9', '3'])] });

const renderComparison = () =>
  renderPanel(<BidComparisonPanel ad={ownerAd()} />, {
    me: buyer,
    handlers: { [`GET /api/ads/${AD_ID}/bids`]: () => jsonResponse(200, view) },
  });

describe('the bid comparison’s Excel download (#31)', () => {
  it('links the ad’s comparison workbook beside the price basis switch', async () => {
    renderComparison();
    const link = await screen.findByRole(
      'link',
      { name: 'Excel olarak indir' },
      { timeout: 10_000 },
    );
    expect(link).toHaveAttribute('href', `/api/ads/${AD_ID}/bids.xlsx`);
    expect(link).toHaveAttribute('download');
  });

  it('speaks English', async () => {
    await setLocale('en');
    renderComparison();
    expect(
      await screen.findByRole('link', { name: 'Download as Excel' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', `/api/ads/${AD_ID}/bids.xlsx`);
  });
});
