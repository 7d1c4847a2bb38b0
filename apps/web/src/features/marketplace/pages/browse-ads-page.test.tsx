import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, resetApp } from '../../../test/render.tsx';
import { failingOnce, findLoadError, LOAD_FAILURE_DETAIL } from '../../../test/load-failure.ts';
import {
  adListItem,
  myBidItem,
  page,
  pickOption,
  queryOf,
  SECTORS,
  seller,
} from '../test-helpers.ts';

afterEach(resetApp);

const sectors = () => jsonResponse(200, { items: SECTORS });

describe('/ads, open ads', () => {
  it('renders a card per ad with its facts, marks and the right action', async () => {
    renderApp('/ads', {
      me: seller,
      handlers: {
        'GET /api/sectors': sectors,
        'GET /api/ads': () =>
          jsonResponse(
            200,
            page([
              adListItem({ budget: '150000.50', sealed: true, visibility: 'invited' }),
              adListItem({
                id: 'ad-2',
                title: 'Ofis mobilyası',
                isOwn: true,
                companyId: 'company-own',
              }),
              adListItem({ id: 'ad-3', title: 'Kraft koli', myBidStatus: 'needs_confirmation' }),
            ]),
          ),
      },
    });
    const cards = await screen.findAllByTestId('ad-card');
    expect(cards).toHaveLength(3);

    const [open, own, bidOn] = cards as [HTMLElement, HTMLElement, HTMLElement];
    const title = within(open).getByRole('link', { name: 'İnşaat demiri alımı' });
    expect(title).toHaveAttribute('href', '/ad-details/company-other/ad-1');
    expect(within(open).getByText('Anadolu Yapı A.Ş.')).toBeInTheDocument();
    expect(within(open).getByText('Yapı çeliği')).toBeInTheDocument();
    expect(within(open).getByText('Ankara')).toBeInTheDocument();
    expect(within(open).getByText('3 kalem')).toBeInTheDocument();
    expect(within(open).getByText('Bütçe: ₺150.000,50')).toBeInTheDocument();
    expect(within(open).getByText('Kapalı zarf')).toBeInTheDocument();
    expect(within(open).getByText('Davetlisiniz')).toBeInTheDocument();
    expect(within(open).getByTestId('deadline-countdown')).toHaveTextContent(/gün \d+ saat kaldı/);
    expect(within(open).getByRole('link', { name: /teklif ver/i })).toHaveAttribute(
      'href',
      '/ad-details/company-other/ad-1/bid',
    );

    // A company that is buyer and seller sees its own ad marked, without a bid button.
    expect(within(own).getByText('Kendi ilanınız')).toBeInTheDocument();
    expect(within(own).queryByRole('link', { name: /teklif/i })).not.toBeInTheDocument();
    expect(within(own).queryByText('Teklif Ver')).not.toBeInTheDocument();

    expect(within(bidOn).getByText('Teklifiniz: Onay bekliyor')).toBeInTheDocument();
    expect(within(bidOn).getByText('Teklifimi Gör')).toBeInTheDocument();
    expect(within(bidOn).queryByText('Teklif Ver')).not.toBeInTheDocument();
    expect(within(bidOn).queryByText(/Bütçe/)).not.toBeInTheDocument();
  });

  it('searches after typing pauses, ranked by relevance', async () => {
    const { api, user, location } = renderApp('/ads', {
      me: seller,
      handlers: {
        'GET /api/sectors': sectors,
        'GET /api/ads': () => jsonResponse(200, page([adListItem()])),
      },
    });
    await screen.findAllByTestId('ad-card');
    const first = queryOf(api.sent('GET', '/api/ads')[0]);
    expect(first.get('sort')).toBe('newest');
    expect(first.get('page')).toBe('1');
    expect(first.get('pageSize')).toBe('12');
    expect(first.has('q')).toBe(false);
    expect(first.has('mySectors')).toBe(false);

    await user.type(screen.getByRole('searchbox', { name: 'İlanlarda ara' }), 'demir');
    await waitFor(() => expect(queryOf(api.sent('GET', '/api/ads').at(-1)).get('q')).toBe('demir'));
    // Searching ranks by relevance unless another order is chosen.
    expect(queryOf(api.sent('GET', '/api/ads').at(-1)).get('sort')).toBe('relevance');
    expect(location().search).toBe('?q=demir');
  });

  it('sends the chosen sector, province and currency and keeps them in the address', async () => {
    const { api, user, location } = renderApp('/ads', {
      me: seller,
      handlers: {
        'GET /api/sectors': sectors,
        'GET /api/ads': () => jsonResponse(200, page([adListItem()])),
      },
    });
    await screen.findAllByTestId('ad-card');
    await pickOption(user, 'Sektör', 'İnşaat › Yapı çeliği');
    await pickOption(user, 'Teslimat ili', 'İzmir');
    await pickOption(user, 'Para birimi', 'Avro (€)');

    await waitFor(() =>
      expect(Object.fromEntries(queryOf(api.sent('GET', '/api/ads').at(-1)))).toEqual({
        sectorId: 'sector-steel',
        city: 'İzmir',
        currency: 'EUR',
        sort: 'newest',
        page: '1',
        pageSize: '12',
      }),
    );
    const address = new URLSearchParams(location().search);
    expect(Object.fromEntries(address)).toEqual({
      sectorId: 'sector-steel',
      city: 'İzmir',
      currency: 'EUR',
    });
  });

  it('sends the deadline, "my sectors" and the sort, with the search kept', async () => {
    const { api, user, location } = renderApp('/ads?q=demir', {
      me: seller,
      handlers: {
        'GET /api/sectors': sectors,
        'GET /api/ads': () => jsonResponse(200, page([adListItem()])),
      },
    });
    await screen.findAllByTestId('ad-card');
    await pickOption(user, 'Sıralama', 'Son tarihi yaklaşan');
    await user.click(screen.getByRole('switch', { name: 'Yalnızca sektörlerim' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Son teklif tarihi en geç' }),
      '31.12.2030',
    );
    await user.tab();

    await waitFor(() =>
      expect(Object.fromEntries(queryOf(api.sent('GET', '/api/ads').at(-1)))).toEqual({
        q: 'demir',
        deadlineBefore: '2030-12-31',
        mySectors: 'true',
        sort: 'deadline',
        page: '1',
        pageSize: '12',
      }),
    );
    const address = new URLSearchParams(location().search);
    expect(address.get('mySectors')).toBe('true');
    expect(address.get('deadlineBefore')).toBe('2030-12-31');
    expect(address.get('sort')).toBe('deadline');
  });

  it('reads its filters and page from the address and pages on', async () => {
    const { api, user } = renderApp('/ads?currency=USD&page=2', {
      me: seller,
      handlers: {
        'GET /api/sectors': sectors,
        'GET /api/ads': () => jsonResponse(200, { ...page([adListItem()], 40), page: 2 }),
      },
    });
    await screen.findAllByTestId('ad-card');
    const sent = queryOf(api.sent('GET', '/api/ads')[0]);
    expect(sent.get('currency')).toBe('USD');
    expect(sent.get('page')).toBe('2');
    expect(screen.getByText('Toplam 40 ilan')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(queryOf(api.sent('GET', '/api/ads').at(-1)).get('page')).toBe('3'));
  });

  it('says "1.000+" when the search matches more than the server counts', async () => {
    const { api, user } = renderApp('/ads?q=koli', {
      me: seller,
      handlers: {
        'GET /api/sectors': sectors,
        'GET /api/ads': () =>
          jsonResponse(200, { ...page([adListItem()], 1000), totalCapped: true }),
      },
    });
    await screen.findAllByTestId('ad-card');
    expect(
      screen.getByText('1.000+ ilan; daha az sonuç için aramayı veya filtreleri daraltın'),
    ).toBeInTheDocument();
    // 1,000 at 12 a page: the pages up to the 84th stay reachable.
    expect(screen.getByRole('button', { name: '84' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(queryOf(api.sent('GET', '/api/ads').at(-1)).get('page')).toBe('2'));
  });

  it('tells that there are no open ads, and with filters offers to clear them', async () => {
    const { api, user, location } = renderApp('/ads?city=Van', {
      me: seller,
      handlers: {
        'GET /api/sectors': sectors,
        'GET /api/ads': () => jsonResponse(200, page([])),
      },
    });
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent('Filtrelerinize uyan ilan bulunamadı.');
    await user.click(within(empty).getByRole('button', { name: 'Filtreleri temizle' }));

    expect(
      await screen.findByText('Şu anda teklif verebileceğiniz açık ilan yok.'),
    ).toBeInTheDocument();
    expect(location().search).toBe('');
    expect(queryOf(api.sent('GET', '/api/ads').at(-1)).has('city')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Filtreleri temizle' })).not.toBeInTheDocument();
  });

  it('asks for the open ads again from the load error', async () => {
    const { user, api } = renderApp('/ads', {
      me: seller,
      handlers: {
        'GET /api/sectors': sectors,
        'GET /api/ads': failingOnce(() => jsonResponse(200, page([adListItem()]))),
      },
    });
    const alert = await findLoadError(`İlanlar yüklenemedi: ${LOAD_FAILURE_DETAIL}`);
    expect(api.sent('GET', '/api/ads')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findAllByTestId('ad-card')).toHaveLength(1);
    expect(api.sent('GET', '/api/ads')).toHaveLength(2);
    expect(screen.queryByText(/İlanlar yüklenemedi/)).not.toBeInTheDocument();
  });
});

describe('/ads, my bids tab', () => {
  it('lists the seller bids with a status filter and the CSV link', async () => {
    const { api, user, location } = renderApp('/ads?tab=bids', {
      me: seller,
      handlers: {
        'GET /api/sectors': sectors,
        'GET /api/bids/mine': () =>
          jsonResponse(
            200,
            page([myBidItem(), myBidItem({ id: 'bid-2', status: 'draft', total: null })]),
          ),
      },
    });
    const rows = await screen.findAllByTestId('my-bid-row');
    expect(rows).toHaveLength(2);
    const [submitted, draft] = rows as [HTMLElement, HTMLElement];
    expect(within(submitted).getByRole('link', { name: 'İnşaat demiri alımı' })).toHaveAttribute(
      'href',
      '/ad-details/company-other/ad-1',
    );
    expect(within(submitted).getByText('Gönderildi')).toBeInTheDocument();
    expect(within(submitted).getByText('₺987.654,32')).toBeInTheDocument();
    expect(within(submitted).getByText('01.02.2030')).toBeInTheDocument();
    expect(within(submitted).getByText('Revizyon 2')).toBeInTheDocument();
    expect(within(draft).getByText('Fiyatlanmadı')).toBeInTheDocument();
    expect(api.sent('GET', '/api/ads')).toHaveLength(0);

    await pickOption(user, 'Teklif durumu', 'Kabul edildi');
    await waitFor(() =>
      expect(queryOf(api.sent('GET', '/api/bids/mine').at(-1)).get('status')).toBe('accepted'),
    );
    expect(location().search).toContain('bidStatus=accepted');
    expect(screen.getByRole('link', { name: 'CSV olarak indir' })).toHaveAttribute(
      'href',
      '/api/bids/mine/export?status=accepted',
    );
  });

  it('marks a bid in a reverse auction with its phase, opening the auction room', async () => {
    const auction = {
      id: 'auction-1',
      phase: 'running' as const,
      startsAt: '2030-01-12T11:00:00.000Z',
      endsAt: '2030-01-12T11:30:00.000Z',
    };
    renderApp('/ads?tab=bids', {
      me: seller,
      handlers: {
        'GET /api/sectors': sectors,
        'GET /api/bids/mine': () =>
          jsonResponse(200, page([myBidItem({ auction }), myBidItem({ id: 'bid-2' })])),
      },
    });
    const [inAuction, plain] = (await screen.findAllByTestId('my-bid-row')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(inAuction).getByRole('link', { name: /Eksiltme: Sürüyor/ })).toHaveAttribute(
      'href',
      '/auctions/auction-1',
    );
    expect(within(plain).queryByTestId('auction-badge')).not.toBeInTheDocument();
  });

  it('has an empty state that leads to the open ads', async () => {
    const { user, location } = renderApp('/ads?tab=bids', {
      me: seller,
      handlers: {
        'GET /api/sectors': sectors,
        'GET /api/bids/mine': () => jsonResponse(200, page([])),
        'GET /api/ads': () => jsonResponse(200, page([adListItem()])),
      },
    });
    expect(await screen.findByText('Henüz bir ilana teklif vermediniz.')).toBeInTheDocument();
    await user.click(within(screen.getByTestId('empty-state')).getByRole('link'));
    expect(await screen.findAllByTestId('ad-card')).toHaveLength(1);
    expect(location().search).toBe('');
  });

  it('asks for the bids again from the load error', async () => {
    const { user, api } = renderApp('/ads?tab=bids', {
      me: seller,
      handlers: {
        'GET /api/sectors': sectors,
        'GET /api/bids/mine': failingOnce(() => jsonResponse(200, page([myBidItem()]))),
      },
    });
    const alert = await findLoadError(`Teklifleriniz yüklenemedi: ${LOAD_FAILURE_DETAIL}`);
    expect(api.sent('GET', '/api/bids/mine')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findAllByTestId('my-bid-row')).toHaveLength(1);
    expect(api.sent('GET', '/api/bids/mine')).toHaveLength(2);
    expect(screen.queryByText(/Teklifleriniz yüklenemedi/)).not.toBeInTheDocument();
  });
});
