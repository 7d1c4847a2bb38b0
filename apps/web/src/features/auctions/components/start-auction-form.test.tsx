import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BidComparisonView, ComparedBid } from '@teklifal/core';
import { companySummary } from '../../../test/fixtures.ts';
import { jsonResponse, problemResponse, renderRoutes, resetApp } from '../../../test/render.tsx';
import { buyer } from '../test-helpers.tsx';
import { ComparisonAuction } from './comparison-auction.tsx';

afterEach(resetApp);

const START = '/api/ads/ad-1/auction';
const AD = { id: 'ad-1', currency: 'TRY' as const, itemCount: 2 };

function bid(id: string, name: string, overrides: Partial<ComparedBid> = {}): ComparedBid {
  const item = (adItemId: string, unitPrice: string | null) => ({
    adItemId,
    unitPrice,
    lineTotal: unitPrice,
    vatRate: 20 as const,
    vatAmount: null,
    grossTotal: null,
  });
  return {
    id,
    adId: 'ad-1',
    sellerCompanyId: `seller-${id}`,
    status: 'submitted',
    revision: 1,
    currency: 'TRY',
    total: '1000.00',
    vatTotal: '200.00',
    grossTotal: '1200.00',
    deliveryDays: 10,
    validUntil: '2100-01-01',
    paymentTerms: 'Peşin',
    note: null,
    items: [item('item-1', '50'), item('item-2', '25')],
    attachments: [],
    submittedAt: '2026-11-20T10:00:00Z',
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    company: companySummary(`seller-${id}`, name),
    amountsHidden: false,
    awardedItemIds: [],
    acceptable: true,
    converted: null,
    ...overrides,
  };
}

const comparison = (bids: ComparedBid[]): BidComparisonView => ({
  adId: 'ad-1',
  sealed: true,
  amountsVisibleFrom: null,
  bids,
  lines: [],
  awardable: true,
  reawardableItemIds: [],
  conversion: null,
  auction: null,
  auctionStartable: true,
});

async function openStart(bids: ComparedBid[], answer = () => jsonResponse(201, SUMMARY)) {
  const rendered = renderRoutes(
    [
      {
        path: '/ad-details/:companyId/:adId',
        element: <ComparisonAuction ad={AD} comparison={comparison(bids)} />,
      },
      { path: '/auctions/:auctionId', element: <p data-testid="room">room</p> },
    ],
    '/ad-details/company-own/ad-1',
    { me: buyer, handlers: { [`POST ${START}`]: answer } },
  );
  await rendered.user.click(await screen.findByRole('button', { name: 'Canlı eksiltme başlat' }));
  const form = within(await screen.findByTestId('start-auction-form'));
  return { ...rendered, form };
}

const SUMMARY = {
  id: 'auction-9',
  phase: 'running',
  startsAt: '2026-12-01T11:00:00Z',
  endsAt: '2026-12-01T11:30:00Z',
};

describe('the buyer’s start form', () => {
  it('takes every eligible bid by default and starts now with the defaults', async () => {
    const { form, user, api, location } = await openStart([
      bid('bid-a', 'Anadolu Çelik'),
      bid('bid-b', 'Beta Boru'),
      bid('bid-x', 'Dolar Ticaret', { currency: 'USD' }),
    ]);
    expect(form.getByRole('checkbox', { name: /Anadolu Çelik/ })).toBeChecked();
    expect(form.getByRole('checkbox', { name: /Beta Boru/ })).toBeChecked();
    expect(form.queryByRole('checkbox', { name: /Dolar Ticaret/ })).not.toBeInTheDocument();
    expect(form.getByTestId('auction-ineligible')).toHaveTextContent('Katılamaz: Dolar Ticaret');

    await user.click(form.getByRole('button', { name: 'Eksiltmeyi başlat' }));
    await waitFor(() => expect(api.sent('POST', START)).toHaveLength(1));
    expect(api.sent('POST', START)[0]?.body).toMatchObject({
      bidIds: ['bid-a', 'bid-b'],
      durationMinutes: 30,
      basis: 'total',
      decrementKind: 'percent',
      decrementValue: '1',
      extensionMinutes: 2,
      showBestPrice: false,
    });
    await waitFor(() => expect(location().pathname).toBe('/auctions/auction-9'));
  });

  it('names what is wrong in the form’s fields before sending', async () => {
    const { form, user, api } = await openStart([bid('bid-a', 'Anadolu'), bid('bid-b', 'Beta')]);
    await user.click(form.getByRole('checkbox', { name: /Beta/ }));
    const length = form.getByRole('textbox', { name: 'Süre (dakika)' });
    // The input keeps a typed length within 1–240 by itself; an empty one is still refused.
    await user.clear(length);
    const step = form.getByRole('textbox', { name: 'Eksiltme adımı' });
    await user.clear(step);
    await user.type(step, '80');
    await user.click(form.getByRole('button', { name: 'Eksiltmeyi başlat' }));
    expect(await form.findByText('Eksiltmeye en az 2 teklif katılmalıdır')).toBeInTheDocument();
    expect(form.getByText('Süre (dakika) en az 1 olmalıdır')).toBeInTheDocument();
    expect(form.getByText('Eksiltme adımı en fazla 50 olabilir')).toBeInTheDocument();
    expect(api.sent('POST', START)).toEqual([]);
  });

  it('keeps a partial bid to a per-line auction', async () => {
    const partial = bid('bid-b', 'Beta', {
      items: [
        {
          adItemId: 'item-1',
          unitPrice: '50',
          lineTotal: '500.00',
          vatRate: 20,
          vatAmount: null,
          grossTotal: null,
        },
      ],
    });
    const { form } = await openStart([bid('bid-a', 'Anadolu'), partial]);
    expect(form.getByText('Kısmi teklif')).toBeInTheDocument();
    expect(form.getByRole('radio', { name: 'Kalem bazında' })).toBeChecked();
    expect(form.getByRole('radio', { name: 'Toplam fiyat üzerinden' })).toBeDisabled();
  });

  it('schedules a later start in Istanbul time and shows the server’s refusal on its field', async () => {
    const { form, user, api } = await openStart(
      [bid('bid-a', 'Anadolu'), bid('bid-b', 'Beta')],
      () =>
        problemResponse(400, 'VALIDATION', 'Geçersiz', {
          errors: [
            { field: 'bidIds.1', message: 'Katılımcı teklifler: bu teklif eksiltmeye katılamaz' },
          ],
        }),
    );
    await user.click(form.getByRole('radio', { name: 'İleri bir zamanda' }));
    expect(form.getByRole('button', { name: 'Eksiltmeyi planla' })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Eksiltmeyi planla' }));
    await waitFor(() => expect(api.sent('POST', START)).toHaveLength(1));
    const sent = api.sent('POST', START)[0]?.body as { startsAt: string };
    // The next whole hour but one, as an instant.
    expect(sent.startsAt).toMatch(/T\d\d:00:00\.000Z$/);
    expect(Date.parse(sent.startsAt)).toBeGreaterThan(Date.now() + 3_600_000);
    expect(
      await form.findByText('Katılımcı teklifler: bu teklif eksiltmeye katılamaz'),
    ).toBeInTheDocument();
  });
});
