import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetApp } from '../../../test/render.tsx';
import { buyerView, renderRoom, sellerView, settings } from '../test-helpers.tsx';

afterEach(resetApp);

describe('the seller’s standing', () => {
  it('shows its place, its totals and no best price unless the buyer shows it', async () => {
    renderRoom(sellerView());
    const standing = within(await screen.findByTestId('seller-standing'));
    expect(standing.getByTestId('seller-rank')).toHaveTextContent('2. sıradasınız / 3 katılımcı');
    expect(standing.getByTestId('seller-total')).toHaveTextContent('₺1.000,00');
    expect(standing.getByText('₺1.100,00')).toBeInTheDocument();
    expect(standing.queryByTestId('seller-best-total')).not.toBeInTheDocument();
    // Its own history only: no company column.
    const history = within(screen.getByTestId('auction-history'));
    expect(history.queryByText('Firma')).not.toBeInTheDocument();
  });

  it('shows the best total without a name when the buyer chose so', async () => {
    renderRoom(
      sellerView({ auction: settings({ showBestPrice: true }), bestTotal: '960.00', rank: 1 }),
    );
    const standing = within(await screen.findByTestId('seller-standing'));
    expect(standing.getByTestId('seller-rank')).toHaveTextContent('1. sıradasınız / 3 katılımcı');
    expect(standing.getByTestId('seller-best-total')).toHaveTextContent('₺960,00');
  });

  it('shows its place per line in a per-line auction', async () => {
    const view = sellerView({ auction: settings({ basis: 'line' }), rank: null });
    view.prices = view.prices.map((price, index) => ({
      ...price,
      rank: index + 1,
      bestUnitPrice: null,
    }));
    renderRoom(view);
    const standing = within(await screen.findByTestId('seller-standing'));
    expect(standing.queryByTestId('seller-rank')).not.toBeInTheDocument();
    const rows = standing.getAllByTestId('seller-line');
    expect(rows[0]).toHaveTextContent('1. sıra');
    expect(rows[1]).toHaveTextContent('2. sıra');
  });
});

describe('the buyer’s ranking', () => {
  it('lists every participant by name, first place first, with its reduction', async () => {
    renderRoom(buyerView());
    const ranking = within(await screen.findByTestId('auction-ranking'));
    const rows = ranking.getAllByTestId('auction-ranking-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Anadolu Çelik A.Ş.'),
      expect.stringContaining('Beta Boru Ltd.'),
      expect.stringContaining('Ceyhan Metal'),
    ]);
    expect(rows[0]).toHaveTextContent('%12,7');
    const history = within(screen.getByTestId('auction-history'));
    expect(history.getAllByTestId('auction-history-row')[0]).toHaveTextContent('Beta Boru Ltd.');
    expect(screen.queryByTestId('auction-bid-form')).not.toBeInTheDocument();
  });

  it('offers the report and the way to award once it has ended', async () => {
    renderRoom(
      buyerView({ auction: settings({ phase: 'ended', endsAt: '2026-01-01T10:00:00Z' }) }),
    );
    const report = within(await screen.findByTestId('auction-report'));
    expect(report.getByRole('link', { name: 'Raporu indir (CSV)' })).toHaveAttribute(
      'href',
      '/api/auctions/auction-1/report.csv',
    );
    expect(
      report.getByRole('link', { name: /Son fiyatlarla karşılaştırmaya git/ }),
    ).toHaveAttribute('href', '/ad-details/company-other/ad-1');
    expect(report.getByRole('button', { name: 'Yazdır' })).toBeInTheDocument();
  });
});
