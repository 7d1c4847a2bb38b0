import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, resetApp, testMe } from '../../../test/render.tsx';
import { buyerCompany, orderListItem, page, sellerCompany } from '../test-helpers.ts';

afterEach(() => {
  resetApp();
  vi.restoreAllMocks();
});

const buyerMe = testMe({ isBuyerConfirmed: 'yes' });
const sellerMe = testMe({ isSellerConfirmed: 'yes' });

const listQuery = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('/myorders (buyer side)', () => {
  it('asks for the buyer side and shows each order with the seller and its rating', async () => {
    const { api } = renderApp('/myorders', {
      me: buyerMe,
      handlers: {
        'GET /api/orders': () =>
          jsonResponse(200, page([orderListItem({ status: 'shipped', total: '12500.50' })])),
      },
    });

    const row = within(await screen.findByTestId('order-row'));
    expect(listQuery(api.sent('GET', '/api/orders')[0]?.path ?? '')).toEqual({
      side: 'buyer',
      page: '1',
      pageSize: '20',
    });
    expect(row.getByRole('link', { name: 'SIP-2026-000123 siparişini aç' })).toHaveAttribute(
      'href',
      '/orders/order-1',
    );
    expect(row.getByText('Paslanmaz çelik boru alımı')).toBeInTheDocument();
    // The other company: the seller, with its rating; never the buyer's own name.
    expect(row.getByText('Demir Çelik Ltd. Şti.')).toBeInTheDocument();
    expect(row.getByText('3,75 / 5 (4 değerlendirme)')).toBeInTheDocument();
    expect(row.queryByText('Yılmaz Makina A.Ş.')).not.toBeInTheDocument();
    expect(row.getByTestId('order-status')).toHaveTextContent('Kargoya verildi');
    expect(row.getByText('₺12.500,50')).toBeInTheDocument();
    expect(row.getByText('20.12.2026')).toBeInTheDocument();
    expect(row.getByText('10.11.2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV olarak indir' })).toHaveAttribute(
      'href',
      '/api/orders/export?side=buyer',
    );
    expect(screen.getByText('Toplam 1 sipariş')).toBeInTheDocument();
  });

  it('shows the unread chat messages of an order as a badge linking to its chat', async () => {
    renderApp('/myorders', {
      me: buyerMe,
      handlers: {
        'GET /api/orders': () =>
          jsonResponse(
            200,
            page([
              orderListItem({ id: 'order-1', unreadMessages: 3 }),
              orderListItem({ id: 'order-2', orderNo: 'SIP-2026-000124', unreadMessages: 0 }),
            ]),
          ),
      },
    });
    const [withUnread, quiet] = (await screen.findAllByTestId('order-row')).map((row) =>
      within(row),
    );
    const badge = withUnread?.getByRole('link', { name: '3 okunmamış mesaj' });
    expect(badge).toHaveTextContent('3');
    expect(badge).toHaveAttribute('href', '/chat/order-1/company-own/company-other');
    expect(quiet?.queryByTestId('order-unread')).not.toBeInTheDocument();
    expect(quiet?.getByRole('link', { name: 'Sohbeti aç' })).toHaveAttribute(
      'href',
      '/chat/order-2/company-own/company-other',
    );
  });

  it('filters by status, searches after typing stops and pages, all kept in the address', async () => {
    const { api, user, location } = renderApp('/myorders', {
      me: buyerMe,
      handlers: {
        'GET /api/orders': (request) => {
          const query = listQuery(request.path);
          const pageNo = Number(query.page);
          return jsonResponse(
            200,
            page(
              [orderListItem({ id: `order-${pageNo}`, orderNo: `SIP-2026-00000${pageNo}` })],
              45,
              pageNo,
            ),
          );
        },
      },
    });
    await screen.findByTestId('order-row');

    await user.click(screen.getByRole('radio', { name: 'Teslim edildi' }));
    await waitFor(() => expect(location().search).toBe('?status=delivered'));
    await waitFor(() =>
      expect(listQuery(api.sent('GET', '/api/orders').at(-1)?.path ?? '')).toMatchObject({
        side: 'buyer',
        status: 'delivered',
        page: '1',
      }),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Ara' }), 'boru');
    await waitFor(() => expect(location().search).toBe('?status=delivered&q=boru'));
    // Debounced: one request for the whole word, none for each letter.
    await waitFor(() =>
      expect(
        api
          .sent('GET', '/api/orders')
          .map((r) => listQuery(r.path).q)
          .filter((q) => q !== undefined),
      ).toEqual(['boru']),
    );
    expect(screen.getByRole('link', { name: 'CSV olarak indir' })).toHaveAttribute(
      'href',
      '/api/orders/export?side=buyer&status=delivered&q=boru',
    );

    await user.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(() => expect(location().search).toBe('?status=delivered&q=boru&page=2'));
    await waitFor(() =>
      expect(listQuery(api.sent('GET', '/api/orders').at(-1)?.path ?? '')).toMatchObject({
        status: 'delivered',
        q: 'boru',
        page: '2',
      }),
    );
    expect(await screen.findByText('SIP-2026-000002')).toBeInTheDocument();
  });

  it('shows cards instead of a table on a phone', async () => {
    const matchMedia = window.matchMedia;
    // A narrow screen: every max-width query matches.
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width'),
    }));
    renderApp('/myorders', {
      me: buyerMe,
      handlers: { 'GET /api/orders': () => jsonResponse(200, page([orderListItem()])) },
    });
    const card = within(await screen.findByTestId('order-card'));
    expect(screen.queryByTestId('order-row')).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'SIP-2026-000123 siparişini aç' })).toHaveAttribute(
      'href',
      '/orders/order-1',
    );
    expect(card.getByText('Demir Çelik Ltd. Şti.')).toBeInTheDocument();
    expect(card.getByText('₺12.500,50')).toBeInTheDocument();
    expect(card.getByText('Teslim: 20.12.2026')).toBeInTheDocument();
  });

  it('shows the empty state with the way to the buyer’s ads', async () => {
    renderApp('/myorders', {
      me: buyerMe,
      handlers: { 'GET /api/orders': () => jsonResponse(200, page([])) },
    });
    const empty = within(await screen.findByTestId('orders-empty'));
    expect(empty.getByText(/Henüz siparişiniz yok/)).toBeInTheDocument();
    expect(empty.getByRole('link', { name: 'İlanlarıma git' })).toHaveAttribute('href', '/myads');
  });

  it('offers to clear the filters when nothing matches them', async () => {
    const { user, location } = renderApp('/myorders?status=cancelled&q=vida', {
      me: buyerMe,
      handlers: { 'GET /api/orders': () => jsonResponse(200, page([])) },
    });
    const empty = within(await screen.findByTestId('orders-empty'));
    expect(empty.getByText('Bu ölçütlere uyan sipariş bulunamadı.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Ara' })).toHaveValue('vida');
    await user.click(empty.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Ara' })).toHaveValue('');
  });
});

describe('/sellermyorders (seller side)', () => {
  it('asks for the seller side and shows the buyer of each order', async () => {
    const { api } = renderApp('/sellermyorders', {
      me: sellerMe,
      handlers: {
        'GET /api/orders': () =>
          jsonResponse(
            200,
            page([
              orderListItem({
                buyer: buyerCompany({ ratingAvg: null, ratingCount: 0 }),
                seller: sellerCompany({ name: 'Biz Tedarik A.Ş.' }),
              }),
            ]),
          ),
      },
    });
    const row = within(await screen.findByTestId('order-row'));
    expect(listQuery(api.sent('GET', '/api/orders')[0]?.path ?? '').side).toBe('seller');
    expect(screen.getByRole('columnheader', { name: 'Alıcı' })).toBeInTheDocument();
    expect(row.getByText('Yılmaz Makina A.Ş.')).toBeInTheDocument();
    expect(row.getByText('Henüz değerlendirme yok')).toBeInTheDocument();
    expect(row.queryByText('Biz Tedarik A.Ş.')).not.toBeInTheDocument();
  });

  it('shows the empty state with the way to the ads', async () => {
    renderApp('/sellermyorders', {
      me: sellerMe,
      handlers: { 'GET /api/orders': () => jsonResponse(200, page([])) },
    });
    const empty = within(await screen.findByTestId('orders-empty'));
    expect(empty.getByRole('link', { name: 'İlanlara göz at' })).toHaveAttribute('href', '/ads');
  });
});
