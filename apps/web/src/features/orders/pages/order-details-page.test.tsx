import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@teklifal/core';
import {
  jsonResponse,
  problemResponse,
  renderApp,
  resetApp,
  testMe,
} from '../../../test/render.tsx';
import { orderView } from '../test-helpers.ts';

afterEach(() => {
  resetApp();
  vi.restoreAllMocks();
});

const me = testMe({ isBuyerConfirmed: 'yes', isSellerConfirmed: 'yes' });

/** The order API with one order that the POST handlers move on, as the server would. */
function orderApi(initial: OrderView, after: Partial<Record<string, Partial<OrderView>>> = {}) {
  let order = initial;
  const handlers: Record<string, () => Response> = {
    'GET /api/orders/order-1': () => jsonResponse(200, order),
  };
  for (const [command, changes] of Object.entries(after)) {
    handlers[`POST /api/orders/order-1/${command}`] = () => {
      order = { ...order, ...changes };
      return jsonResponse(200, order);
    };
  }
  return handlers;
}

const openDetails = (order: OrderView, after: Parameters<typeof orderApi>[1] = {}) =>
  renderApp('/orders/order-1', { me, handlers: orderApi(order, after) });

describe('/orders/{orderId}', () => {
  it('shows the order as agreed: parties, items, totals, terms and the timeline', async () => {
    openDetails(
      orderView({
        status: 'shipped',
        trackingInfo: 'Yurtiçi Kargo 123456789',
        events: [
          {
            id: 'e1',
            type: 'created',
            at: '2026-11-10T07:30:00.000Z',
            actorName: 'Ayşe Yılmaz',
            actorCompanyName: 'Yılmaz Makina A.Ş.',
            note: null,
            data: {},
          },
          {
            id: 'e2',
            type: 'shipped',
            at: '2026-11-12T13:05:00.000Z',
            actorName: 'Mehmet Demir',
            actorCompanyName: 'Demir Çelik Ltd. Şti.',
            note: 'İki palet halinde gönderildi',
            data: { trackingInfo: 'Yurtiçi Kargo 123456789' },
          },
        ],
        abilities: { commands: [], rate: false, reaward: false },
      }),
    );

    expect(
      await screen.findByRole('heading', { name: 'Sipariş SIP-2026-000123' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('order-party-buyer')).getByText('Yılmaz Makina A.Ş.'),
    ).toBeInTheDocument();
    const seller = within(screen.getByTestId('order-party-seller'));
    expect(seller.getByText('Demir Çelik Ltd. Şti.')).toBeInTheDocument();
    expect(seller.getByText('3,75 / 5 (4 değerlendirme)')).toBeInTheDocument();
    expect(seller.getByText('Siz')).toBeInTheDocument();

    const items = screen.getAllByTestId('order-item').map((row) => within(row));
    expect(items).toHaveLength(2);
    expect(items[0]?.getByText('Paslanmaz boru 2"')).toBeInTheDocument();
    expect(items[0]?.getByText('AISI 304, 2 mm et kalınlığı')).toBeInTheDocument();
    expect(items[0]?.getByText('100 m')).toBeInTheDocument();
    expect(items[0]?.getByText('₺100,00')).toBeInTheDocument();
    expect(items[1]?.getByText('50 adet')).toBeInTheDocument();
    expect(items[1]?.getByText('₺50,01')).toBeInTheDocument();
    expect(items[1]?.getByText('₺2.500,50')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('₺12.500,50');

    expect(screen.getByTestId('order-delivery-date')).toHaveTextContent('20.12.2026');
    expect(screen.getByText('Tuzla OSB 3. Cad. No: 7')).toBeInTheDocument();
    expect(screen.getByText('14 gün')).toBeInTheDocument();
    expect(screen.getByText('30 gün vadeli havale')).toBeInTheDocument();
    expect(screen.getByTestId('order-tracking')).toHaveTextContent('Yurtiçi Kargo 123456789');

    const events = screen.getAllByTestId('order-event').map((event) => within(event));
    expect(events).toHaveLength(2);
    expect(events[0]?.getByText('Oluşturuldu')).toBeInTheDocument();
    expect(
      events[0]?.getByText('Ayşe Yılmaz · Yılmaz Makina A.Ş. · 10.11.2026 10:30'),
    ).toBeInTheDocument();
    expect(events[1]?.getByText('Kargoya verildi')).toBeInTheDocument();
    expect(
      events[1]?.getByText('Mehmet Demir · Demir Çelik Ltd. Şti. · 12.11.2026 16:05'),
    ).toBeInTheDocument();
    expect(events[1]?.getByText('İki palet halinde gönderildi')).toBeInTheDocument();
    expect(events[1]?.getByText(/Kargo takip bilgisi:/)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Mesajlaşma' })).toHaveAttribute(
      'href',
      '/chat/order-1/company-own/company-other',
    );
    expect(screen.getByRole('link', { name: 'Paslanmaz çelik boru alımı' })).toHaveAttribute(
      'href',
      '/ad-details/company-own/ad-1',
    );
    expect(screen.getByText('Şu anda sizden beklenen bir işlem yok.')).toBeInTheDocument();
  });

  it('counts the unread chat messages on the chat button', async () => {
    openDetails(orderView({ unreadMessages: 2 }));
    const chat = await screen.findByRole('link', { name: 'Mesajlaşma 2 okunmamış mesaj' });
    expect(chat).toHaveAttribute('href', '/chat/order-1/company-own/company-other');
    expect(chat).toHaveTextContent('2');
  });

  it('prints the purchase order', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = openDetails(orderView());
    await user.click(await screen.findByRole('button', { name: 'Yazdır / Satın alma siparişi' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('order-print-header')).toHaveTextContent('Satın Alma Siparişi');
  });

  it('offers only the commands in the abilities', async () => {
    openDetails(
      orderView({
        abilities: { commands: ['confirm', 'decline', 'cancel'], rate: false, reaward: false },
      }),
    );
    const actions = within(await screen.findByTestId('order-actions'));
    expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Siparişi onayla',
      'Siparişi reddet',
      'Siparişi iptal et',
    ]);
    expect(actions.queryByRole('button', { name: 'Kargoya verildi' })).not.toBeInTheDocument();
    expect(actions.queryByRole('button', { name: 'Teslim aldım' })).not.toBeInTheDocument();
  });

  it('declining requires a reason, then posts it and shows the declined order', async () => {
    const { user, api } = openDetails(orderView(), {
      decline: {
        status: 'declined',
        declineReason: 'Stok yetersiz',
        abilities: { commands: [], rate: false, reaward: false },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Siparişi reddet' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Siparişi reddet' }));
    await user.click(dialog.getByRole('button', { name: 'Siparişi reddet' }));
    expect(await dialog.findByText('Gerekçe zorunludur')).toBeInTheDocument();
    expect(api.sent('POST', '/api/orders/order-1/decline')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: /Gerekçe/ }), 'Stok yetersiz');
    await user.click(dialog.getByRole('button', { name: 'Siparişi reddet' }));

    await waitFor(() => expect(api.sent('POST', '/api/orders/order-1/decline')).toHaveLength(1));
    expect(api.sent('POST', '/api/orders/order-1/decline')[0]?.body).toEqual({
      reason: 'Stok yetersiz',
      proposedDeliveryDate: null,
    });
    expect(await screen.findByText('Sipariş reddedildi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('order-decline-reason')).toHaveTextContent('Stok yetersiz');
    expect(screen.getByTestId('order-stepper-end')).toHaveTextContent('Reddedildi');
  });

  it('a confirm posts the optional note only', async () => {
    const { user, api } = openDetails(orderView(), {
      confirm: {
        status: 'confirmed',
        abilities: { commands: ['prepare', 'ship', 'cancel'], rate: false, reaward: false },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Siparişi onayla' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Siparişi onayla' }));
    await user.type(dialog.getByRole('textbox', { name: /Not/ }), 'Yarın başlıyoruz');
    await user.click(dialog.getByRole('button', { name: 'Siparişi onayla' }));
    await waitFor(() => expect(api.sent('POST', '/api/orders/order-1/confirm')).toHaveLength(1));
    expect(api.sent('POST', '/api/orders/order-1/confirm')[0]?.body).toEqual({
      note: 'Yarın başlıyoruz',
    });
    const actions = within(screen.getByTestId('order-actions'));
    expect(await actions.findByRole('button', { name: 'Kargoya verildi' })).toBeInTheDocument();
    expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Onaylandı');
  });

  it('shows the server’s refusal inside the modal', async () => {
    const { user } = renderApp('/orders/order-1', {
      me,
      handlers: {
        'GET /api/orders/order-1': () => jsonResponse(200, orderView()),
        'POST /api/orders/order-1/cancel': () =>
          problemResponse(409, 'CONFLICT', 'Bu kayıt zaten var veya başka bir işlemle değişti', {
            detail: 'Sipariş kargoya verildiği için iptal edilemez',
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Siparişi iptal et' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Siparişi iptal et' }));
    expect(dialog.getByTestId('command-text')).toHaveTextContent('kargoya verilmeden önce');
    await user.type(dialog.getByRole('textbox', { name: /Gerekçe/ }), 'Yanlış sipariş');
    await user.click(dialog.getByRole('button', { name: 'Siparişi iptal et' }));
    expect(await dialog.findByTestId('form-error')).toHaveTextContent(
      'Sipariş kargoya verildiği için iptal edilemez',
    );
  });

  it('tells clearly when the order does not exist for this company', async () => {
    renderApp('/orders/order-1', {
      me,
      handlers: {
        'GET /api/orders/order-1': () =>
          problemResponse(404, 'NOT_FOUND', 'Aradığınız kayıt bulunamadı'),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Sipariş bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Panele dön' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('rating a completed order', () => {
  const completed = orderView({
    status: 'completed',
    side: 'buyer',
    abilities: { commands: [], rate: true, reaward: false },
    ratings: {
      mine: null,
      theirs: {
        stars: 5,
        comment: 'Zamanında ödeme, teşekkürler',
        raterCompanyName: 'Demir Çelik Ltd. Şti.',
        createdAt: '2026-11-20T09:00:00.000Z',
      },
    },
  });

  it('needs stars, then posts stars and comment and shows both ratings', async () => {
    let order = completed;
    const { user, api } = renderApp('/orders/order-1', {
      me,
      handlers: {
        'GET /api/orders/order-1': () => jsonResponse(200, order),
        'POST /api/orders/order-1/rating': () => {
          order = {
            ...order,
            abilities: { commands: [], rate: false, reaward: false },
            ratings: {
              ...order.ratings,
              mine: {
                stars: 4,
                comment: 'Kaliteli ürün',
                raterCompanyName: 'Yılmaz Makina A.Ş.',
                createdAt: '2026-11-21T09:00:00.000Z',
              },
            },
          };
          return jsonResponse(200, order);
        },
      },
    });
    const panel = within(await screen.findByTestId('order-rating'));
    expect(
      panel.getByText(/Demir Çelik Ltd. Şti. ile çalışmanızı değerlendirin/),
    ).toBeInTheDocument();
    expect(
      within(panel.getByTestId('rating-theirs')).getByText('Zamanında ödeme, teşekkürler'),
    ).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Değerlendirmeyi gönder' }));
    expect(await panel.findByText('Puan 1 ile 5 arasında olmalıdır')).toBeInTheDocument();
    expect(api.sent('POST', '/api/orders/order-1/rating')).toHaveLength(0);

    // People click the star (the radio's label); the radio itself is visually hidden.
    const star = panel.getByRole('radio', { name: '4 yıldız' });
    const starLabel = document.querySelector(`label[for="${star.id}"]`);
    if (!starLabel) throw new Error('the star has no label');
    await user.click(starLabel);
    await user.type(panel.getByRole('textbox', { name: /Yorum/ }), 'Kaliteli ürün');
    await user.click(panel.getByRole('button', { name: 'Değerlendirmeyi gönder' }));

    await waitFor(() => expect(api.sent('POST', '/api/orders/order-1/rating')).toHaveLength(1));
    expect(api.sent('POST', '/api/orders/order-1/rating')[0]?.body).toEqual({
      stars: 4,
      comment: 'Kaliteli ürün',
    });
    const mine = within(await screen.findByTestId('rating-mine'));
    expect(mine.getByText('Sizin değerlendirmeniz')).toBeInTheDocument();
    expect(mine.getByText('Kaliteli ürün')).toBeInTheDocument();
    expect(screen.getByText('Karşı tarafın değerlendirmesi')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Değerlendirmeyi gönder' }),
    ).not.toBeInTheDocument();
  });
});
