import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyAdListItem } from '@teklifal/core';
import {
  jsonResponse,
  OWN_COMPANY_ID,
  problemResponse,
  renderApp,
  resetApp,
  type ApiHandler,
} from '../../../test/render.tsx';
import { failingOnce, findLoadError, LOAD_FAILURE_DETAIL } from '../../../test/load-failure.ts';
import { adView, buyer, fill, formApi, myAd, NONE, page, queryOf } from '../test-helpers.ts';

afterEach(resetApp);

const ADS: MyAdListItem[] = [
  myAd({
    id: 'ad-1',
    title: 'Bakım atölyesi için el aletleri',
    bidCount: 3,
    unansweredQuestionCount: 2,
    sealed: true,
  }),
  myAd({
    id: 'ad-2',
    title: 'Ofis kırtasiye alımı',
    status: 'draft',
    visibility: 'invited',
    sector: { id: 'sec-paper', nameTr: 'Kırtasiye', nameEn: 'Stationery' },
    bidCount: 0,
    abilities: { ...NONE, edit: true, publish: true, duplicate: true },
  }),
];

function renderMyAds(path = '/myads', handlers: Record<string, ApiHandler> = {}) {
  return renderApp(path, {
    me: buyer,
    handlers: {
      'GET /api/ads/mine': () => jsonResponse(200, page(ADS)),
      ...handlers,
    },
  });
}

const rowOf = async (title: string) => {
  const rows = await screen.findAllByTestId('my-ad-row');
  const row = rows.find((r) => within(r).queryByText(title));
  if (!row) throw new Error(`no row for ${title}`);
  return within(row);
};

/** Opens a row's actions menu and clicks one; the menu sits in a transition in the test DOM. */
async function runAction(
  user: ReturnType<typeof renderApp>['user'],
  title: string,
  action: string,
) {
  await user.click(screen.getByRole('button', { name: `İşlemler: ${title}` }));
  await user.click(await screen.findByRole('menuitem', { name: action, hidden: true }));
}

describe('/myads', () => {
  it('lists the ads with status, bids, questions, deadline and marks', async () => {
    const { api } = renderMyAds();
    const first = await rowOf('Bakım atölyesi için el aletleri');
    expect(first.getByRole('link', { name: 'Bakım atölyesi için el aletleri' })).toHaveAttribute(
      'href',
      `/ad-details/${OWN_COMPANY_ID}/ad-1`,
    );
    expect(first.getByText('Yayında')).toBeInTheDocument();
    expect(first.getByText('El aletleri')).toBeInTheDocument();
    expect(first.getByText('3 teklif')).toBeInTheDocument();
    expect(first.getByText('2 yanıtsız soru')).toBeInTheDocument();
    expect(first.getByText('Kapalı zarf')).toBeInTheDocument();
    expect(first.getByText('01.12.2099 17:00')).toBeInTheDocument();
    expect(first.getByTestId('ad-countdown')).toHaveTextContent(/^\d+ gün \d+ saat kaldı$/);

    const second = await rowOf('Ofis kırtasiye alımı');
    expect(second.getByText('Taslak')).toBeInTheDocument();
    expect(second.getByText('Davetli')).toBeInTheDocument();
    expect(second.queryByText(/yanıtsız soru/)).toBeNull();

    expect(screen.getByText('Toplam 2 ilan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV olarak indir' })).toHaveAttribute(
      'href',
      '/api/ads/mine/export?sort=-createdAt',
    );
    const query = queryOf(api.sent('GET', '/api/ads/mine')[0]);
    expect(Object.fromEntries(query)).toEqual({ sort: '-createdAt', page: '1', pageSize: '20' });
  });

  it('lists a draft as "Taslak" with what it lacks, and opens its form to continue', async () => {
    const bare = myAd({
      id: 'ad-3',
      title: 'Depo rafı alımı',
      status: 'draft',
      sector: null,
      deliveryCity: null,
      deliveryDate: null,
      bidDeadline: null,
      bidCount: 0,
      abilities: { ...NONE, edit: true, publish: true, duplicate: true },
      missingFields: ['description', 'sectorId', 'items', 'bidDeadline'],
    });
    const { user } = renderMyAds('/myads', {
      'GET /api/ads/mine': () => jsonResponse(200, page([bare, ...ADS])),
    });
    const row = await rowOf('Depo rafı alımı');
    expect(row.getByText('Taslak')).toBeInTheDocument();
    expect(row.getByTestId('draft-missing')).toHaveTextContent(
      'Yayın için eksik: Açıklama, Sektör, Kalemler, Son teklif tarihi',
    );
    expect(row.getByRole('link', { name: 'Depo rafı alımı' })).toHaveAttribute(
      'href',
      '/myads/ad-3/edit',
    );
    expect(row.queryByTestId('ad-countdown')).toBeNull();
    // A draft that lacks something is finished on its form, not published from the list.
    await user.click(screen.getByRole('button', { name: 'İşlemler: Depo rafı alımı' }));
    const items = (await screen.findAllByRole('menuitem', { hidden: true })).map(
      (item) => item.textContent,
    );
    expect(items).toEqual(['Düzenle', 'Kopyala']);
    // A complete draft says it is ready.
    const ready = await rowOf('Ofis kırtasiye alımı');
    expect(ready.getByTestId('draft-missing')).toHaveTextContent('Yayınlanmaya hazır');
  });

  it('shows an ended deadline as such', async () => {
    renderMyAds('/myads', {
      'GET /api/ads/mine': () =>
        jsonResponse(200, page([myAd({ bidDeadline: '2020-01-06T14:00:00.000Z' })])),
    });
    expect(await screen.findByTestId('ad-countdown')).toHaveTextContent('Süre doldu');
  });

  it('marks an ad in a reverse auction with its phase, opening the auction room', async () => {
    const auction = {
      id: 'auction-1',
      phase: 'ended' as const,
      startsAt: '2026-03-11T11:00:00.000Z',
      endsAt: '2026-03-11T11:30:00.000Z',
    };
    renderMyAds('/myads', {
      'GET /api/ads/mine': () =>
        jsonResponse(
          200,
          page([
            myAd({ id: 'auctioned', title: 'Eksiltmeli ilan', status: 'closed', auction }),
            myAd({ id: 'plain', title: 'Eksiltmesiz ilan', status: 'closed' }),
          ]),
        ),
    });
    expect(
      (await rowOf('Eksiltmeli ilan')).getByRole('link', { name: /Eksiltme: Sona erdi/ }),
    ).toHaveAttribute('href', '/auctions/auction-1');
    expect((await rowOf('Eksiltmesiz ilan')).queryByTestId('auction-badge')).toBeNull();
  });

  it('tells an ad its buyer closed early from one whose bidding time ran out', async () => {
    const deadline = '2026-03-10T14:00:00.000Z';
    renderMyAds('/myads', {
      'GET /api/ads/mine': () =>
        jsonResponse(
          200,
          page([
            myAd({
              id: 'early',
              title: 'Erken kapatılan ilan',
              status: 'closed',
              bidDeadline: deadline,
              closedAt: '2026-03-08T09:00:00.000Z',
            }),
            myAd({
              id: 'timed',
              title: 'Süresi biten ilan',
              status: 'closed',
              bidDeadline: deadline,
              closedAt: deadline,
            }),
          ]),
        ),
    });
    expect((await rowOf('Erken kapatılan ilan')).getByTestId('ad-status')).toHaveTextContent(
      'Erken kapatıldı',
    );
    expect((await rowOf('Süresi biten ilan')).getByTestId('ad-status')).toHaveTextContent(
      'Teklif süresi doldu',
    );
  });

  it('filters by status tab and search, and keeps them in the address', async () => {
    const { user, api, location } = renderMyAds();
    await rowOf('Ofis kırtasiye alımı');
    await user.click(screen.getByRole('tab', { name: 'Taslak' }));

    await waitFor(() => expect(location().search).toBe('?status=draft'));
    await waitFor(() =>
      expect(queryOf(api.sent('GET', '/api/ads/mine').at(-1)).get('status')).toBe('draft'),
    );
    expect(screen.getByRole('link', { name: 'CSV olarak indir' })).toHaveAttribute(
      'href',
      '/api/ads/mine/export?status=draft&sort=-createdAt',
    );

    await fill(user, screen.getByRole('searchbox', { name: 'İlanlarda ara' }), 'kırtasiye');
    await waitFor(() =>
      expect(queryOf(api.sent('GET', '/api/ads/mine').at(-1)).get('q')).toBe('kırtasiye'),
    );
    expect(location().search).toBe('?status=draft&q=k%C4%B1rtasiye');
  });

  it('reads the tab from the address', async () => {
    const { api } = renderMyAds('/myads?status=cancelled');
    await waitFor(() => expect(api.sent('GET', '/api/ads/mine')).not.toHaveLength(0));
    expect(queryOf(api.sent('GET', '/api/ads/mine')[0]).get('status')).toBe('cancelled');
    expect(screen.getByRole('tab', { name: 'İptal' })).toHaveAttribute('aria-selected', 'true');
  });

  it('invites to create the first ad when there is none', async () => {
    const { user, location } = renderMyAds('/myads', {
      'GET /api/ads/mine': () => jsonResponse(200, page([])),
      ...formApi,
    });
    const empty = within(await screen.findByTestId('my-ads-empty'));
    expect(empty.getByText(/Henüz ilanınız yok/)).toBeInTheDocument();
    await user.click(empty.getByRole('link', { name: 'İlan Oluştur' }));
    await waitFor(() => expect(location().pathname).toBe('/createAd'));
  });

  it('offers to clear the filters when they match nothing', async () => {
    const { user, location } = renderMyAds('/myads?status=awarded', {
      'GET /api/ads/mine': ({ path }) =>
        jsonResponse(200, page(path.includes('status=') ? [] : ADS)),
    });
    const empty = within(await screen.findByTestId('my-ads-empty'));
    expect(empty.getByText('Bu filtrelerle eşleşen ilan yok.')).toBeInTheDocument();
    await user.click(empty.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(await screen.findAllByTestId('my-ad-row')).toHaveLength(2);
  });

  it('offers only the actions the ad allows', async () => {
    const { user } = renderMyAds();
    await rowOf('Ofis kırtasiye alımı');
    await user.click(screen.getByRole('button', { name: 'İşlemler: Ofis kırtasiye alımı' }));
    const items = (await screen.findAllByRole('menuitem', { hidden: true })).map(
      (item) => item.textContent,
    );
    expect(items).toEqual(['Düzenle', 'Yayınla', 'Kopyala']);
  });

  it('cancels with a reason through its modal, telling that orders stay', async () => {
    const { user, api } = renderMyAds('/myads', {
      'POST /api/ads/ad-1/cancel': () =>
        jsonResponse(200, adView({ status: 'cancelled', cancelReason: 'Proje ertelendi' })),
    });
    await rowOf('Bakım atölyesi için el aletleri');
    await runAction(user, 'Bakım atölyesi için el aletleri', 'İptal et');
    const dialog = within(await screen.findByRole('dialog', { name: 'İlanı iptal et' }));
    expect(dialog.getByText(/daha önce oluşmuş siparişler etkilenmez/)).toBeInTheDocument();

    const reason = dialog.getByRole('textbox', { name: /^İptal gerekçesi/ });
    await fill(user, reason, 'Yok');
    await user.click(dialog.getByRole('button', { name: 'İlanı iptal et' }));
    expect(await dialog.findByText('Gerekçe en az 5 karakter olmalıdır')).toBeInTheDocument();
    expect(api.sent('POST', '/api/ads/ad-1/cancel')).toHaveLength(0);

    await user.clear(reason);
    await fill(user, reason, 'Proje ertelendi');
    await user.click(dialog.getByRole('button', { name: 'İlanı iptal et' }));

    await waitFor(() =>
      expect(api.sent('POST', '/api/ads/ad-1/cancel')).toEqual([
        expect.objectContaining({ body: { reason: 'Proje ertelendi' } }),
      ]),
    );
    expect(
      await screen.findByText('“Bakım atölyesi için el aletleri” iptal edildi.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is read again after the change.
    await waitFor(() => expect(api.sent('GET', '/api/ads/mine')).toHaveLength(2));
  });

  it('extends the deadline with a later date sent in UTC', async () => {
    const { user, api } = renderMyAds('/myads', {
      'POST /api/ads/ad-1/extend': () =>
        jsonResponse(200, adView({ status: 'published', bidDeadline: '2099-12-08T14:00:00.000Z' })),
    });
    await rowOf('Bakım atölyesi için el aletleri');
    await runAction(user, 'Bakım atölyesi için el aletleri', 'Süre uzat');
    const dialog = within(await screen.findByRole('dialog', { name: 'Son teklif tarihini uzat' }));
    expect(dialog.getByText(/01\.12\.2099 17:00/)).toBeInTheDocument();
    // A week after the current deadline is offered.
    expect(dialog.getByRole('button', { name: /^Yeni son teklif tarihi/ })).toHaveTextContent(
      '08.12.2099 17:00',
    );
    await user.click(dialog.getByRole('button', { name: 'Süreyi uzat' }));

    await waitFor(() =>
      expect(api.sent('POST', '/api/ads/ad-1/extend')[0]?.body).toEqual({
        bidDeadline: '2099-12-08T14:00:00.000Z',
      }),
    );
    expect(
      await screen.findByText('Son teklif tarihi 08.12.2099 17:00 olarak güncellendi.'),
    ).toBeInTheDocument();
  });

  it('closes early only after confirming', async () => {
    const { user, api } = renderMyAds('/myads', {
      'POST /api/ads/ad-1/close': () => jsonResponse(200, adView({ status: 'closed' })),
    });
    await rowOf('Bakım atölyesi için el aletleri');
    await runAction(user, 'Bakım atölyesi için el aletleri', 'Erken kapat');
    const dialog = within(await screen.findByRole('dialog', { name: 'İlanı erken kapat' }));
    expect(api.sent('POST', '/api/ads/ad-1/close')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Teklif alımını kapat' }));
    await waitFor(() => expect(api.sent('POST', '/api/ads/ad-1/close')).toHaveLength(1));
    expect(
      await screen.findByText('“Bakım atölyesi için el aletleri” yeni tekliflere kapatıldı.'),
    ).toBeInTheDocument();
  });

  it('duplicates into a new draft and opens its edit page', async () => {
    const { user, location } = renderMyAds('/myads', {
      'POST /api/ads/ad-2/duplicate': () => jsonResponse(201, adView({ id: 'ad-copy' })),
      'GET /api/ads/ad-copy': () => jsonResponse(200, adView({ id: 'ad-copy' })),
      ...formApi,
    });
    await rowOf('Ofis kırtasiye alımı');
    await runAction(user, 'Ofis kırtasiye alımı', 'Kopyala');
    await waitFor(() => expect(location().pathname).toBe('/myads/ad-copy/edit'));
    expect(await screen.findByText(/İlanın kopyası taslak olarak oluşturuldu/)).toBeInTheDocument();
  });

  it('shows a refusal in a red notification', async () => {
    const { user } = renderMyAds('/myads', {
      'POST /api/ads/ad-2/publish': () =>
        problemResponse(400, 'VALIDATION', 'Lütfen işaretli alanları düzeltin', {
          detail: 'Son teklif tarihi ileri bir tarih ve saat olmalıdır',
        }),
    });
    await rowOf('Ofis kırtasiye alımı');
    await runAction(user, 'Ofis kırtasiye alımı', 'Yayınla');
    expect(
      await screen.findByText('Son teklif tarihi ileri bir tarih ve saat olmalıdır'),
    ).toBeInTheDocument();
    expect(screen.getByText('İşlem yapılamadı')).toBeInTheDocument();
  });

  it('asks for the ads again from the load error', async () => {
    const { user, api } = renderMyAds('/myads', {
      'GET /api/ads/mine': failingOnce(() => jsonResponse(200, page(ADS))),
    });
    const alert = await findLoadError(`İlanlar yüklenemedi: ${LOAD_FAILURE_DETAIL}`);
    expect(api.sent('GET', '/api/ads/mine')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findAllByTestId('my-ad-row')).toHaveLength(2);
    expect(api.sent('GET', '/api/ads/mine')).toHaveLength(2);
    expect(screen.queryByText(/İlanlar yüklenemedi/)).not.toBeInTheDocument();
  });
});
