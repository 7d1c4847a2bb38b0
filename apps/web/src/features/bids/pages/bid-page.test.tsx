import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyBidView } from '@teklifal/core';
import {
  jsonResponse,
  OTHER_COMPANY_ID,
  problemResponse,
  renderApp,
  resetApp,
  type ApiHandler,
} from '../../../test/render.tsx';
import { AD_ID, BID_PATH, inDays, myBidView, seller, testAd, testBid } from '../test-helpers.tsx';

afterEach(resetApp);

const MINE = `/api/ads/${AD_ID}/bids/mine`;

function openBidPage(myBid: MyBidView, handlers: Record<string, ApiHandler> = {}, ad = testAd()) {
  return renderApp(BID_PATH, {
    me: seller,
    handlers: {
      [`GET /api/ads/${AD_ID}`]: () => jsonResponse(200, ad),
      [`GET ${MINE}`]: () => jsonResponse(200, myBid),
      ...handlers,
    },
  });
}

const priceInput = (name: string) =>
  screen.findByRole('textbox', { name: `${name} için birim fiyat` });
/** Puts text into a box in one input event (typing re-renders the whole form per key). */
async function fill(user: ReturnType<typeof renderApp>['user'], input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

const lineRow = async (name: string) => {
  const rows = await screen.findAllByTestId('bid-line');
  const row = rows.find((r) => within(r).queryByText(name));
  if (!row) throw new Error(`no line ${name}`);
  return within(row);
};

describe('the bid form', () => {
  it('computes line and grand totals exactly while the seller types', async () => {
    const { user } = openBidPage(myBidView(null));
    await fill(user, await priceInput('Çelik boru'), '0,1');
    await fill(user, await priceInput('Kaynak teli'), '1.250,50');

    expect((await lineRow('Çelik boru')).getByTestId('line-total')).toHaveTextContent('₺0,30');
    expect((await lineRow('Kaynak teli')).getByTestId('line-total')).toHaveTextContent(
      '₺15.006,00',
    );
    expect(screen.getByTestId('net-total')).toHaveTextContent('₺15.006,30');
    // KDV at 20 % on each line, rounded on the line: 0,06 + 3.001,20
    expect(screen.getByTestId('vat-total')).toHaveTextContent('₺3.001,26');
    expect(screen.getByTestId('grand-total')).toHaveTextContent('₺18.007,56');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Kaynak teli için KDV oranı' }),
      '%10',
    );
    expect((await lineRow('Kaynak teli')).getByTestId('line-vat')).toHaveTextContent('₺1.500,60');
    expect(screen.getByTestId('vat-total')).toHaveTextContent('₺1.500,66');
    expect(screen.getByTestId('grand-total')).toHaveTextContent('₺16.506,96');
  });

  it('sends each line’s KDV rate', async () => {
    const { user, api } = openBidPage(myBidView(testBid({ revision: 3 })), {
      [`PUT ${MINE}`]: () => jsonResponse(200, myBidView(testBid({ revision: 4 }))),
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Çelik boru için KDV oranı' }),
      '%1',
    );
    await user.click(screen.getByRole('button', { name: /Teklifi Güncelle|Teklifi Gönder/ }));
    await waitFor(() => expect(api.sent('PUT', MINE)).toHaveLength(1));
    expect(api.sent('PUT', MINE)[0]?.body).toMatchObject({
      items: [{ vatRate: 1 }, { vatRate: 20 }],
    });
  });

  it('refuses to send a bid with a line unpriced and names that line', async () => {
    const { user, api } = openBidPage(myBidView(null));
    await fill(user, await priceInput('Çelik boru'), '10');
    await user.type(screen.getByRole('textbox', { name: /Teslim süresi/ }), '7');
    await user.click(screen.getByRole('button', { name: 'Teklifi Gönder' }));

    expect(
      await screen.findByText('"Kaynak teli" kalemi için birim fiyat girmelisiniz'),
    ).toBeInTheDocument();
    expect(await priceInput('Kaynak teli')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('PUT', MINE)).toEqual([]);
  });

  it('sends decimal strings and the loaded revision, then goes back to the ad', async () => {
    const { user, api, location } = openBidPage(myBidView(testBid({ revision: 3 })), {
      [`PUT ${MINE}`]: () => jsonResponse(200, myBidView(testBid({ revision: 4 }))),
    });
    const price = await priceInput('Kaynak teli');
    await fill(user, price, '1.250,50');
    await user.click(screen.getByRole('button', { name: 'Teklifi Güncelle' }));

    await waitFor(() => expect(api.sent('PUT', MINE)).toHaveLength(1));
    expect(api.sent('PUT', MINE)[0]?.body).toMatchObject({
      items: [
        { adItemId: 'item-1', unitPrice: '10' },
        { adItemId: 'item-2', unitPrice: '1250.5' },
      ],
      currency: 'TRY',
      deliveryDays: 10,
      paymentTerms: 'Peşin',
      submit: true,
      expectedRevision: 3,
    });
    expect(await screen.findByText('Teklifiniz güncellendi; alıcı yeni revizyonu görüyor.'));
    await waitFor(() =>
      expect(location().pathname).toBe(`/ad-details/${OTHER_COMPANY_ID}/${AD_ID}`),
    );
  });

  it('saves a draft with only the priced lines and puts server errors on the right line', async () => {
    const { user, api } = openBidPage(myBidView(null), {
      [`PUT ${MINE}`]: () =>
        problemResponse(400, 'VALIDATION', 'Lütfen işaretli alanları düzeltin', {
          errors: [{ field: 'items.0.unitPrice', message: 'Birim fiyat çok büyük' }],
        }),
    });
    await fill(user, await priceInput('Kaynak teli'), '2,5');
    await user.type(screen.getByRole('textbox', { name: /Teslim süresi/ }), '7');
    await user.click(screen.getByRole('button', { name: 'Taslak kaydet' }));

    await waitFor(() => expect(api.sent('PUT', MINE)).toHaveLength(1));
    expect(api.sent('PUT', MINE)[0]?.body).toMatchObject({
      items: [{ adItemId: 'item-2', unitPrice: '2.5' }],
      submit: false,
      expectedRevision: null,
    });
    expect(await (await lineRow('Kaynak teli')).findByText('Birim fiyat çok büyük')).toBeVisible();
    expect((await lineRow('Çelik boru')).queryByText('Birim fiyat çok büyük')).toBeNull();
  });

  it('shows a conflict when someone else revised the bid, and reloads it on request', async () => {
    let revision = 3;
    const { user, api } = openBidPage(myBidView(testBid({ revision })), {
      [`GET ${MINE}`]: () => jsonResponse(200, myBidView(testBid({ revision }))),
      [`PUT ${MINE}`]: () =>
        problemResponse(409, 'CONFLICT', 'Bu kayıt zaten var veya başka bir işlemle değişti'),
    });
    await priceInput('Çelik boru');
    revision = 4;
    await user.click(screen.getByRole('button', { name: 'Teklifi Güncelle' }));

    const conflict = await screen.findByTestId('bid-conflict');
    expect(conflict).toHaveTextContent('Teklif bu arada değişti');
    expect(conflict).toHaveTextContent('başka biri tarafından güncellendi');
    const loads = api.sent('GET', MINE).length;
    await user.click(within(conflict).getByRole('button', { name: 'Sayfayı yenile' }));
    await waitFor(() => expect(screen.queryByTestId('bid-conflict')).toBeNull());
    expect(api.sent('GET', MINE).length).toBeGreaterThan(loads);

    await user.click(screen.getByRole('button', { name: 'Teklifi Güncelle' }));
    await waitFor(() => expect(api.sent('PUT', MINE)).toHaveLength(2));
    expect(api.sent('PUT', MINE)[1]?.body).toMatchObject({ expectedRevision: 4 });
  });

  it('shows the server’s own words for a conflict, e.g. a deadline that passed meanwhile', async () => {
    const { user } = openBidPage(myBidView(testBid()), {
      [`PUT ${MINE}`]: () =>
        problemResponse(409, 'CONFLICT', 'Bu kayıt zaten var veya başka bir işlemle değişti', {
          detail: 'Son teklif tarihi geçti; bu ilana artık teklif verilemez.',
        }),
    });
    await priceInput('Çelik boru');
    await user.click(screen.getByRole('button', { name: 'Teklifi Güncelle' }));
    expect(await screen.findByTestId('bid-conflict')).toHaveTextContent(
      'Son teklif tarihi geçti; bu ilana artık teklif verilemez.',
    );
  });

  it('is read-only once the deadline has passed', async () => {
    openBidPage(
      myBidView(testBid(), {
        closedReason: 'deadlinePassed',
        abilities: { save: false, submit: false, withdraw: false, confirm: false },
      }),
      {},
      testAd({ bidDeadline: inDays(-1), abilities: { ...testAd().abilities, bid: false } }),
    );
    expect(await screen.findByTestId('bid-closed')).toHaveTextContent(
      'Teklifiniz artık gönderilemez, değiştirilemez veya geri çekilemez',
    );
    expect(await priceInput('Çelik boru')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Teklifi Güncelle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Taslak kaydet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Teklifi geri çek' })).toBeNull();
  });

  it('notes a sealed ad and a currency other than the ad’s', async () => {
    openBidPage(
      myBidView(testBid({ currency: 'USD' })),
      {},
      testAd({ sealed: true, bidCurrencyRule: 'any' }),
    );
    expect(await screen.findByTestId('bid-sealed')).toHaveTextContent(
      'alıcı teklif tutarlarını ancak son teklif tarihinden',
    );
    expect(screen.getByTestId('currency-note')).toHaveTextContent('İlanın para birimi TRY');
  });

  it('keeps the currency to the ad’s own when the ad takes no other', async () => {
    openBidPage(myBidView(testBid({ currency: 'USD' })), {}, testAd({ bidCurrencyRule: 'fixed' }));
    const [currency] = await screen.findAllByLabelText(/^Para birimi/, { selector: 'input' });
    expect(currency).toHaveAttribute('readonly');
    expect(currency).toHaveValue('Türk lirası (₺)');
    expect(screen.getByText('Bu ilana yalnızca TRY ile teklif verilebilir.')).toBeInTheDocument();
    expect(screen.queryByTestId('currency-note')).not.toBeInTheDocument();
  });

  it('withdraws the bid after asking', async () => {
    const { user, api } = openBidPage(myBidView(testBid()), {
      [`POST ${MINE}/withdraw`]: () =>
        jsonResponse(200, myBidView(testBid({ status: 'withdrawn', revision: 4 }))),
    });
    await user.click(await screen.findByRole('button', { name: 'Teklifi geri çek' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teklif geri çekilsin mi?' });
    expect(api.sent('POST', `${MINE}/withdraw`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Geri çek' }));
    await waitFor(() => expect(api.sent('POST', `${MINE}/withdraw`)).toHaveLength(1));
    expect(await screen.findByText('Teklifiniz geri çekildi.')).toBeInTheDocument();
  });

  it('shows the revision history', async () => {
    const bid = testBid();
    openBidPage({
      ...myBidView(bid),
      bid: {
        ...bid,
        history: [
          { ...bid, revision: 1, total: '45.00', createdByName: 'Ayşe Yılmaz' },
          { ...bid, revision: 2, total: '60.00', createdByName: 'Ayşe Yılmaz' },
        ].map(({ id: _id, adId: _adId, sellerCompanyId: _s, attachments: _a, ...rest }) => rest),
      },
    });
    const history = await screen.findByTestId('bid-history');
    expect(screen.getByText('Revizyon geçmişi (2)')).toBeInTheDocument();
    expect(within(history).getByText('₺45,00')).toBeInTheDocument();
    expect(within(history).getByText('Revizyon 2')).toBeInTheDocument();
  });

  it('shows the own-ad dialog when the API refuses one’s own ad', async () => {
    const { location } = openBidPage(myBidView(null), {
      [`GET ${MINE}`]: () =>
        problemResponse(403, 'OWN_AD_BID', 'Bu ilana teklif veremezsiniz, çünkü bu sizin ilanınız'),
    });
    expect(await screen.findByText('Kendi İlanınıza Teklif Veremezsiniz!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('says a missing ad is not found, with a way back and no retry', async () => {
    openBidPage(myBidView(null), {
      [`GET /api/ads/${AD_ID}`]: () => problemResponse(404, 'NOT_FOUND', 'Kayıt bulunamadı'),
      [`GET ${MINE}`]: () => problemResponse(404, 'NOT_FOUND', 'Kayıt bulunamadı'),
    });
    expect(await screen.findByText('İlan bulunamadı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İlanlara dön' })).toHaveAttribute('href', '/ads');
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
  });

  it('gives the reason of a refusal without a retry, and a retry for a failure', async () => {
    openBidPage(myBidView(null), {
      [`GET ${MINE}`]: () => problemResponse(403, 'FORBIDDEN', 'Bu işlem için yetkiniz yok'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu işlem için yetkiniz yok');
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
    resetApp();
    openBidPage(myBidView(null), {
      [`GET ${MINE}`]: () => problemResponse(500, 'INTERNAL', 'Beklenmeyen bir hata oluştu'),
    });
    expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});
