import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BidComparisonView } from '@teklifal/core';
import {
  jsonResponse,
  problemResponse,
  resetApp,
  testMe,
  type ApiHandler,
} from '../../../test/render.tsx';
import {
  AD_ID,
  comparedBid,
  comparisonView,
  inDays,
  ownerAd,
  renderPanel,
} from '../test-helpers.tsx';
import { BidComparisonPanel } from './bid-comparison-panel.tsx';

afterEach(resetApp);

const BIDS = `/api/ads/${AD_ID}/bids`;
const AWARD = `/api/ads/${AD_ID}/award`;
const buyer = testMe({ id: 'company-other', isBuyerConfirmed: 'yes' });

const cheapTry = comparedBid('b1', 'Ucuz Boru Ltd.', ['9', '3'], {
  company: {
    id: 'seller-b1',
    name: 'Ucuz Boru Ltd.',
    city: 'Bursa',
    logoUrl: null,
    logoImage: null,
    ratingAvg: '4.5',
    ratingCount: 8,
  },
});
const otherTry = comparedBid('b2', 'Kaynakçı A.Ş.', ['11', '2']);
const usd = comparedBid('b3', 'Global Steel Inc.', ['1', '1'], { currency: 'USD' });
const expired = comparedBid('b4', 'Eski Teklif Ltd.', ['5', '1'], {
  status: 'expired',
  acceptable: false,
  validUntil: inDays(-3).slice(0, 10),
});

/** The server marks the lowest price of a line within each currency. */
const LOWEST: BidComparisonView['lines'] = [
  {
    adItemId: 'item-1',
    lowest: [
      { currency: 'TRY', unitPrice: '9', bidIds: ['b1'] },
      { currency: 'USD', unitPrice: '1', bidIds: ['b3'] },
    ],
    lowestGross: [
      { currency: 'TRY', unitPrice: '10.8', bidIds: ['b1'] },
      { currency: 'USD', unitPrice: '1.2', bidIds: ['b3'] },
    ],
  },
  {
    adItemId: 'item-2',
    lowest: [
      { currency: 'TRY', unitPrice: '2', bidIds: ['b2'] },
      { currency: 'USD', unitPrice: '1', bidIds: ['b3'] },
    ],
    lowestGross: [
      { currency: 'TRY', unitPrice: '2.4', bidIds: ['b2'] },
      { currency: 'USD', unitPrice: '1.2', bidIds: ['b3'] },
    ],
  },
];

function openPanel(view: BidComparisonView, handlers: Record<string, ApiHandler> = {}) {
  return renderPanel(<BidComparisonPanel ad={ownerAd()} />, {
    me: buyer,
    handlers: { [`GET ${BIDS}`]: () => jsonResponse(200, view), ...handlers },
  });
}

const cell = (line: string, bid: string) => screen.getByTestId(`cell-${line}-${bid}`);

const awarded = {
  orders: [
    {
      id: 'order-1',
      orderNo: 'SIP-2026-000123',
      sellerCompanyId: 'seller-b1',
      total: '27.00',
      currency: 'TRY',
    },
    {
      id: 'order-2',
      orderNo: 'SIP-2026-000124',
      sellerCompanyId: 'seller-b2',
      total: '24.00',
      currency: 'TRY',
    },
  ],
};

describe('the comparison grid', () => {
  it('marks the lowest price of each line within its currency, never across currencies', async () => {
    openPanel(comparisonView({ bids: [usd, otherTry, cheapTry], lines: LOWEST }));
    await screen.findByTestId('comparison-grid');

    expect(cell('item-1', 'b1')).toHaveAttribute('data-lowest', 'true');
    expect(cell('item-1', 'b1')).toHaveTextContent('En düşük (TRY)');
    expect(cell('item-1', 'b2')).not.toHaveAttribute('data-lowest');
    expect(cell('item-2', 'b2')).toHaveTextContent('En düşük (TRY)');
    expect(cell('item-2', 'b1')).not.toHaveAttribute('data-lowest');
    // The dollar bid is lowest among dollars only; its smaller number beats no lira price.
    expect(cell('item-1', 'b3')).toHaveTextContent('En düşük (USD)');
    expect(cell('item-1', 'b3')).not.toHaveTextContent('TRY');

    expect(screen.getByTestId('currencies-note')).toHaveTextContent(
      'Farklı para birimlerindeki tutarlar birbiriyle karşılaştırılmaz',
    );
    expect(screen.getByText('Türk lirası (₺) cinsinden teklifler')).toBeInTheDocument();
    expect(screen.getByText('ABD doları ($) cinsinden teklifler')).toBeInTheDocument();
    expect(cell('item-2', 'b2')).toHaveTextContent('₺2,00');
    expect(cell('item-2', 'b2')).toHaveTextContent('Tutar: ₺24,00');
    expect(cell('item-1', 'b3')).toHaveTextContent('$1,00');
    expect(screen.getByText('4,5 / 5 (8 değerlendirme)')).toBeInTheDocument();
    expect(screen.getByText('3 teklif')).toBeInTheDocument();
  });

  it('compares with KDV when the buyer asks: a lower net price at 20 % loses to one at 1 %', async () => {
    // Line 2: b2 is 2,00 + 20 % = 2,40; b1 is 3,00 + 1 % = 3,03 → b2 stays lowest on both
    // bases. Line 1: b1 9,00 + 20 % = 10,80; b2 at 1 %: 10,00 + 1 % = 10,10 → b2 lowest gross.
    const lowVat = comparedBid('b2', 'Kaynakçı A.Ş.', ['10', '2']);
    lowVat.items[0] = { ...lowVat.items[0]!, vatRate: 1, vatAmount: '0.30', grossTotal: '30.30' };
    const lines: BidComparisonView['lines'] = [
      {
        adItemId: 'item-1',
        lowest: [{ currency: 'TRY', unitPrice: '9', bidIds: ['b1'] }],
        lowestGross: [{ currency: 'TRY', unitPrice: '10.1', bidIds: ['b2'] }],
      },
      {
        adItemId: 'item-2',
        lowest: [{ currency: 'TRY', unitPrice: '2', bidIds: ['b2'] }],
        lowestGross: [{ currency: 'TRY', unitPrice: '2.4', bidIds: ['b2'] }],
      },
    ];
    const { user } = openPanel(comparisonView({ bids: [cheapTry, lowVat], lines }));
    await screen.findByTestId('comparison-grid');
    expect(cell('item-1', 'b1')).toHaveAttribute('data-lowest', 'true');
    expect(cell('item-1', 'b2')).toHaveTextContent('₺10,00');
    expect(cell('item-1', 'b2')).toHaveTextContent('KDV %1');

    await user.click(screen.getByRole('radio', { name: 'KDV dahil' }));
    expect(cell('item-1', 'b2')).toHaveAttribute('data-lowest', 'true');
    expect(cell('item-1', 'b1')).not.toHaveAttribute('data-lowest');
    expect(cell('item-1', 'b2')).toHaveTextContent('₺10,10');
    expect(cell('item-1', 'b2')).toHaveTextContent('Tutar: ₺30,30');
    expect(screen.getByText('Toplam (KDV dahil)')).toBeInTheDocument();
  });

  it('shows a foreign-currency bid also in the ad’s currency, marked as indicative, never summed', async () => {
    const converted = {
      ...usd,
      converted: {
        currency: 'TRY' as const,
        total: '483.00',
        grossTotal: '579.60',
        rate: '34.5',
        rateDay: '2026-11-20',
        source: 'tcmb' as const,
      },
    };
    openPanel(
      comparisonView({
        bids: [cheapTry, converted],
        lines: LOWEST,
        conversion: { currency: 'TRY', day: '2026-11-22', missing: [] },
      }),
    );
    await screen.findByTestId('comparison-grid');
    expect(screen.getByTestId('conversion-note')).toHaveTextContent(
      'TCMB’nin 22.11.2026 tarihli gösterge niteliğindeki döviz alış kuruyla TRY',
    );
    expect(screen.getByTestId('converted-total')).toHaveTextContent(
      '≈ ₺483,00 (gösterge kur, TCMB 20.11.2026)',
    );
    expect(screen.getAllByTestId('converted-total')).toHaveLength(1);
  });

  it('says which currency has no rate', async () => {
    openPanel(
      comparisonView({
        bids: [cheapTry, usd],
        lines: LOWEST,
        conversion: { currency: 'TRY', day: '2026-11-22', missing: ['USD'] },
      }),
    );
    expect(await screen.findByTestId('conversion-missing')).toHaveTextContent(
      'Şu para birimleri için kur bulunamadı: USD',
    );
    expect(screen.queryByTestId('converted-total')).not.toBeInTheDocument();
  });

  it('hides amounts of a sealed ad before its deadline and says when they appear', async () => {
    const hidden = (bid: typeof cheapTry) => ({
      ...bid,
      total: null,
      amountsHidden: true,
      acceptable: false,
      items: bid.items.map((item) => ({ ...item, unitPrice: null, lineTotal: null })),
    });
    openPanel(
      comparisonView({
        sealed: true,
        amountsVisibleFrom: '2026-07-01T12:00:00.000Z',
        awardable: false,
        bids: [hidden(cheapTry), hidden(otherTry)],
        lines: [],
      }),
    );
    expect(await screen.findByTestId('sealed-banner')).toHaveTextContent(
      'Kapalı zarf: tutarlar 01.07.2026 15:00 tarihinde görünür olacak',
    );
    const grid = screen.getByTestId('comparison-grid');
    expect(grid).not.toHaveTextContent('₺');
    expect(within(cell('item-1', 'b1')).getByText('Gizli')).toBeInTheDocument();
    expect(screen.queryByTestId('award-controls')).toBeNull();
  });

  it('shows an empty state without bids', async () => {
    openPanel(comparisonView({ bids: [], awardable: false }));
    expect(await screen.findByTestId('comparison-empty')).toHaveTextContent('Henüz teklif gelmedi');
  });
});

describe('the award', () => {
  it('gives the whole ad to one bid after a summary, and lists the orders made', async () => {
    const { user, api } = openPanel(comparisonView({ bids: [cheapTry, otherTry], lines: LOWEST }), {
      [`POST ${AWARD}`]: () => jsonResponse(201, { orders: [awarded.orders[0]] }),
    });
    const review = await screen.findByRole('button', { name: 'Özeti gör ve onayla' });
    expect(review).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Tüm ilanı Ucuz Boru Ltd. teklifine ver' }));
    await user.click(review);

    const dialog = await screen.findByRole('dialog', { name: 'Kararı onaylayın' });
    const orders = within(dialog).getAllByTestId('planned-order');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toHaveTextContent('Ucuz Boru Ltd.');
    const order = within(orders[0] as HTMLElement);
    expect(order.getByTestId('planned-order-total')).toHaveTextContent('₺63,00');
    // Net, KDV and the total with KDV, as the orders will be invoiced.
    expect(order.getByTestId('planned-order-vat')).toHaveTextContent('KDV toplamı₺12,60');
    expect(order.getByTestId('planned-order-gross')).toHaveTextContent(
      'Genel toplam (KDV dahil)₺75,60',
    );
    expect(api.sent('POST', AWARD)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Siparişleri oluştur' }));

    await waitFor(() => expect(api.sent('POST', AWARD)).toHaveLength(1));
    expect(api.sent('POST', AWARD)[0]?.body).toEqual({ mode: 'whole', bidId: 'b1' });
    const result = await screen.findByTestId('award-result');
    expect(within(result).getByRole('link', { name: 'SIP-2026-000123' })).toHaveAttribute(
      'href',
      '/orders/order-1',
    );
  });

  it('awards line by line, suggesting the lowest acceptable price in the ad’s currency', async () => {
    const { user, api } = openPanel(
      comparisonView({ bids: [cheapTry, otherTry, usd], lines: LOWEST }),
      { [`POST ${AWARD}`]: () => jsonResponse(201, awarded) },
    );
    await user.click(await screen.findByRole('radio', { name: 'Kalem bazında' }));

    const choose = (line: string, company: string) =>
      screen.getByRole('radio', { name: `${line} kalemini ${company} teklifine ver` });
    expect(choose('Çelik boru', 'Ucuz Boru Ltd.')).toBeChecked();
    expect(choose('Çelik boru', 'Global Steel Inc.')).not.toBeChecked();
    expect(choose('Kaynak teli', 'Kaynakçı A.Ş.')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Özeti gör ve onayla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kararı onaylayın' });
    expect(within(dialog).getAllByTestId('planned-order')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Siparişleri oluştur' }));

    await waitFor(() => expect(api.sent('POST', AWARD)).toHaveLength(1));
    expect(api.sent('POST', AWARD)[0]?.body).toEqual({
      mode: 'lines',
      lines: [
        { adItemId: 'item-1', bidId: 'b1' },
        { adItemId: 'item-2', bidId: 'b2' },
      ],
    });
    expect(await screen.findByText('SIP-2026-000124', { selector: 'a' })).toBeInTheDocument();
  });

  it('a line may go to another bid or be left out', async () => {
    const { user, api } = openPanel(comparisonView({ bids: [cheapTry, otherTry], lines: LOWEST }), {
      [`POST ${AWARD}`]: () => jsonResponse(201, { orders: [awarded.orders[1]] }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Kalem bazında' }));
    await user.click(
      screen.getByRole('radio', { name: 'Kaynak teli kalemini Ucuz Boru Ltd. teklifine ver' }),
    );
    await user.click(screen.getByRole('button', { name: 'Çelik boru kalemindeki seçimi kaldır' }));
    await user.click(screen.getByRole('button', { name: 'Özeti gör ve onayla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kararı onaylayın' });
    expect(dialog).toHaveTextContent('Bu kalemler şimdi kimseye verilmeyecek: Çelik boru');
    await user.click(within(dialog).getByRole('button', { name: 'Siparişleri oluştur' }));
    await waitFor(() => expect(api.sent('POST', AWARD)).toHaveLength(1));
    expect(api.sent('POST', AWARD)[0]?.body).toEqual({
      mode: 'lines',
      lines: [{ adItemId: 'item-2', bidId: 'b1' }],
    });
  });

  it('does not offer the whole ad to a partial bid; its priced line may still be chosen', async () => {
    const partial = comparedBid('b5', 'Tek Kalem Ltd.', ['8', null]);
    const { user } = openPanel(comparisonView({ bids: [cheapTry, partial], lines: LOWEST }));
    const whole = await screen.findByRole('radio', { name: /Tek Kalem Ltd\./ });
    expect(whole).toBeDisabled();
    expect(screen.getByText('Kısmi teklif: kalemleri tek tek verin')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Kalem bazında/ }));
    const lineRadios = within(cell('item-1', 'b5')).getByRole('radio');
    expect(lineRadios).toBeEnabled();
    expect(within(cell('item-2', 'b5')).queryByRole('radio')).toBeDisabled();
  });

  it('never lets an expired bid be chosen', async () => {
    const { user } = openPanel(comparisonView({ bids: [cheapTry, expired], lines: LOWEST }));
    const whole = await screen.findByRole('radio', {
      name: 'Tüm ilanı Eski Teklif Ltd. teklifine ver',
    });
    expect(whole).toBeDisabled();
    expect(screen.getByText('Geçerlilik süresi doldu; seçilemez')).toBeInTheDocument();
    expect(screen.getByTestId('bid-column-b4')).toHaveTextContent('Süresi doldu');

    await user.click(screen.getByRole('radio', { name: 'Kalem bazında' }));
    expect(
      screen.getByRole('radio', { name: 'Çelik boru kalemini Eski Teklif Ltd. teklifine ver' }),
    ).toBeDisabled();
    // Cheaper, but expired: the suggestion is the valid bid.
    expect(
      screen.getByRole('radio', { name: 'Çelik boru kalemini Ucuz Boru Ltd. teklifine ver' }),
    ).toBeChecked();
  });

  it('shows the server’s word when another award got there first, and refreshes', async () => {
    const { user, api } = openPanel(comparisonView({ bids: [cheapTry, otherTry], lines: LOWEST }), {
      [`POST ${AWARD}`]: () =>
        problemResponse(409, 'CONFLICT', 'Bu kayıt zaten var veya başka bir işlemle değişti', {
          detail: 'Bu ilan için karar az önce verildi',
        }),
    });
    await user.click(
      await screen.findByRole('radio', { name: 'Tüm ilanı Kaynakçı A.Ş. teklifine ver' }),
    );
    await user.click(screen.getByRole('button', { name: 'Özeti gör ve onayla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kararı onaylayın' });
    const loads = api.sent('GET', BIDS).length;
    await user.click(within(dialog).getByRole('button', { name: 'Siparişleri oluştur' }));

    expect(await screen.findByText('Bu ilan için karar az önce verildi')).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET', BIDS).length).toBeGreaterThan(loads));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Kararı onaylayın' })).toBeNull(),
    );
  });

  it('offers declined lines for a re-award, and marks what was awarded', async () => {
    const { user, api } = openPanel(
      comparisonView({
        awardable: false,
        reawardableItemIds: ['item-2'],
        bids: [
          { ...cheapTry, status: 'accepted', awardedItemIds: ['item-1'], acceptable: false },
          { ...otherTry, status: 'rejected', acceptable: true },
        ],
        lines: LOWEST,
      }),
      { [`POST ${AWARD}`]: () => jsonResponse(201, { orders: [awarded.orders[1]] }) },
    );
    expect(await screen.findByText(/Bu kalemleri başka bir teklife verebilirsiniz: Kaynak teli/));
    expect(cell('item-1', 'b1')).toHaveTextContent('Bu teklife verildi');
    expect(screen.queryByRole('radio', { name: /kalemini/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Yeniden ata' }));
    expect(screen.queryByRole('radio', { name: /Çelik boru kalemini/ })).toBeNull();
    expect(
      screen.getByRole('radio', { name: 'Kaynak teli kalemini Kaynakçı A.Ş. teklifine ver' }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Özeti gör ve onayla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kararı onaylayın' });
    await user.click(within(dialog).getByRole('button', { name: 'Siparişleri oluştur' }));
    await waitFor(() => expect(api.sent('POST', AWARD)).toHaveLength(1));
    expect(api.sent('POST', AWARD)[0]?.body).toEqual({
      mode: 'lines',
      lines: [{ adItemId: 'item-2', bidId: 'b2' }],
    });
  });
});
