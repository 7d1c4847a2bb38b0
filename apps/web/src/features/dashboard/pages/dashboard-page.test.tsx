import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanyView, DashboardStats } from '@teklifal/core';
import { ownCompanyView } from '../../../test/fixtures.ts';
import {
  jsonResponse,
  problemResponse,
  renderApp,
  resetApp,
  testMe,
  type ApiHandler,
} from '../../../test/render.tsx';

afterEach(resetApp);

const companyView = (overrides: Partial<CompanyView> = {}) =>
  ownCompanyView({
    isBuyerConfirmed: 'yes',
    isSellerConfirmed: 'yes',
    sectorIds: ['sector-1'],
    counts: { members: 2, pendingInvitations: 0, documents: 1 },
    ...overrides,
  });

const months = (counts: number[]) =>
  counts.map((count, index) => ({ month: `2026-${String(index + 6).padStart(2, '0')}`, count }));

const buyerStats: NonNullable<DashboardStats['buyer']> = {
  openAds: 3,
  bidsThisWeek: 7,
  ordersInProgress: 2,
  spendThisYear: [
    { currency: 'TRY', amount: '1250000.50' },
    { currency: 'EUR', amount: '3400.00' },
  ],
  ordersByMonth: months([0, 1, 2, 0, 3, 1]),
};

const sellerStats: NonNullable<DashboardStats['seller']> = {
  newMatchingAds: 12,
  openBids: 4,
  winRate: 0.4,
  ordersInProgress: 1,
  bidsByMonth: months([2, 3, 1, 0, 4, 5]),
};

function openDashboard(
  roles: { buyer: 'yes' | 'pending' | 'no'; seller: 'yes' | 'pending' | 'no' },
  stats: ApiHandler,
) {
  return renderApp('/dashboard', {
    me: testMe({ isBuyerConfirmed: roles.buyer, isSellerConfirmed: roles.seller }),
    handlers: {
      'GET /api/companies/mine': () =>
        jsonResponse(
          200,
          companyView({ isBuyerConfirmed: roles.buyer, isSellerConfirmed: roles.seller }),
        ),
      'GET /api/dashboard/stats': stats,
    },
  });
}

const figure = (testId: string) => within(screen.getByTestId(testId));

describe('/dashboard figures', () => {
  it('shows the buyer and seller figures from the stats, each leading to its page', async () => {
    openDashboard({ buyer: 'yes', seller: 'yes' }, () =>
      jsonResponse(200, { buyer: buyerStats, seller: sellerStats }),
    );

    expect(await screen.findByTestId('buyer-figures')).toBeInTheDocument();
    expect(screen.getByTestId('figure-openAds-value')).toHaveTextContent('3');
    expect(figure('figure-openAds').getByText('Açık ilanlar')).toBeInTheDocument();
    expect(screen.getByTestId('figure-openAds')).toHaveAttribute('href', '/myads');
    expect(screen.getByTestId('figure-bidsThisWeek-value')).toHaveTextContent('7');
    expect(figure('figure-bidsThisWeek').getByText('Bu hafta gelen teklifler')).toBeInTheDocument();
    expect(screen.getByTestId('figure-buyerOrders-value')).toHaveTextContent('2');
    expect(screen.getByTestId('figure-buyerOrders')).toHaveAttribute('href', '/myorders');
    // Spend per currency, never added up across currencies.
    const spend = figure('figure-spend');
    expect(spend.getByText('Bu yılki harcama')).toBeInTheDocument();
    expect(spend.getByText('₺1.250.000,50')).toBeInTheDocument();
    expect(spend.getByText('€3.400,00')).toBeInTheDocument();
    expect(screen.getByTestId('buyer-chart')).toHaveTextContent('Aylık sipariş sayısı');

    expect(screen.getByTestId('seller-figures')).toBeInTheDocument();
    expect(screen.getByTestId('figure-newMatchingAds-value')).toHaveTextContent('12');
    expect(
      figure('figure-newMatchingAds').getByText('Sektörümdeki yeni ilanlar'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('figure-newMatchingAds')).toHaveAttribute('href', '/ads');
    expect(screen.getByTestId('figure-openBids-value')).toHaveTextContent('4');
    expect(screen.getByTestId('figure-winRate-value')).toHaveTextContent('%40');
    expect(screen.getByTestId('figure-sellerOrders-value')).toHaveTextContent('1');
    expect(screen.getByTestId('figure-sellerOrders')).toHaveAttribute('href', '/sellermyorders');
    // The chart's months in the reader's language, for screen readers too.
    expect(
      within(screen.getByTestId('seller-chart')).getByRole('img', {
        name: /Aylık teklif sayısı: Haz 26: 2/,
      }),
    ).toBeInTheDocument();
  });

  it('hides a side the server leaves null and shows "—" before any decided bid', async () => {
    openDashboard({ buyer: 'pending', seller: 'yes' }, () =>
      jsonResponse(200, { buyer: null, seller: { ...sellerStats, winRate: null } }),
    );
    expect(await screen.findByTestId('seller-figures')).toBeInTheDocument();
    expect(screen.getByTestId('figure-winRate-value')).toHaveTextContent('—');
    expect(screen.queryByTestId('buyer-figures')).not.toBeInTheDocument();
    expect(screen.queryByText('Açık ilanlar')).not.toBeInTheDocument();
  });

  it('does not ask for figures without a confirmed role', async () => {
    const { api } = openDashboard({ buyer: 'pending', seller: 'no' }, () =>
      jsonResponse(200, { buyer: null, seller: null }),
    );
    expect(await screen.findByTestId('banner-buyer')).toBeInTheDocument();
    expect(api.sent('GET', '/api/dashboard/stats')).toHaveLength(0);
    expect(screen.queryByTestId('figure-skeleton')).not.toBeInTheDocument();
  });

  it('keeps a failure quiet and offers a retry', async () => {
    let fail = true;
    const { user, api } = openDashboard({ buyer: 'yes', seller: 'no' }, () =>
      fail
        ? problemResponse(500, 'INTERNAL', 'Beklenmeyen bir hata oluştu')
        : jsonResponse(200, { buyer: buyerStats, seller: null }),
    );
    const error = within(await screen.findByTestId('figures-error'));
    expect(error.getByText('Özet bilgiler şu anda yüklenemedi.')).toBeInTheDocument();
    // The rest of the dashboard is there.
    expect(screen.getByTestId('checklist-company')).toBeInTheDocument();
    fail = false;
    await user.click(error.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByTestId('buyer-figures')).toBeInTheDocument();
    expect(api.sent('GET', '/api/dashboard/stats')).toHaveLength(2);
  });
});

describe('/dashboard getting started', () => {
  it('links the first ad to /createAd and the first bid to /ads, ticked from the figures', async () => {
    openDashboard({ buyer: 'yes', seller: 'yes' }, () =>
      jsonResponse(200, {
        buyer: {
          ...buyerStats,
          openAds: 0,
          ordersByMonth: months([0, 0, 0, 0, 0, 0]),
          spendThisYear: [],
        },
        seller: sellerStats,
      }),
    );
    await screen.findByTestId('seller-figures');
    const firstAd = screen.getByTestId('checklist-firstAd');
    expect(within(firstAd).getByRole('link', { name: 'İlk alım ilanını yayınla' })).toHaveAttribute(
      'href',
      '/createAd',
    );
    expect(firstAd).toHaveAttribute('data-done', 'false');
    const firstBid = screen.getByTestId('checklist-firstBid');
    expect(within(firstBid).getByRole('link', { name: 'İlk teklifini ver' })).toHaveAttribute(
      'href',
      '/ads',
    );
    await waitFor(() => expect(firstBid).toHaveAttribute('data-done', 'true'));
    expect(screen.queryByText('Yakında')).not.toBeInTheDocument();
  });

  it('shows the checklist only once the figures it counts are in, never a count that then jumps', async () => {
    let answer: (response: Response) => void = () => {};
    openDashboard(
      { buyer: 'yes', seller: 'yes' },
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    expect(await screen.findByTestId('checklist-loading')).toBeInTheDocument();
    // The company is in (its steps alone would say 4/6), the figures are not: still loading.
    await screen.findByTestId('banner-buyer');
    expect(screen.queryByTestId('checklist-company')).not.toBeInTheDocument();
    expect(screen.queryByText(/\/6/)).not.toBeInTheDocument();
    answer(jsonResponse(200, { buyer: buyerStats, seller: sellerStats }));
    expect(await screen.findByTestId('checklist-firstBid')).toHaveAttribute('data-done', 'true');
    expect(screen.getByTestId('checklist-firstAd')).toHaveAttribute('data-done', 'true');
    expect(screen.queryByTestId('checklist-loading')).not.toBeInTheDocument();
  });

  it('waits for the role’s approval before linking its step, and leaves out a role not asked for', async () => {
    openDashboard({ buyer: 'pending', seller: 'no' }, () =>
      jsonResponse(200, { buyer: null, seller: null }),
    );
    const firstAd = await screen.findByTestId('checklist-firstAd');
    expect(within(firstAd).queryByRole('link')).not.toBeInTheDocument();
    expect(within(firstAd).getByText('Rol onayından sonra')).toBeInTheDocument();
    expect(screen.queryByTestId('checklist-firstBid')).not.toBeInTheDocument();
  });
});
