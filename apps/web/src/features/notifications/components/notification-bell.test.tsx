import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationView, UnreadNotifications } from '@teklifal/core';
import { setLocale } from '../../../lib/i18n.ts';
import {
  jsonResponse,
  OWN_COMPANY_ID,
  problemResponse,
  renderApp,
  resetApp,
  testMe,
  type ApiHandler,
} from '../../../test/render.tsx';

afterEach(async () => {
  resetApp();
  await setLocale('tr');
});

const NOW_SECONDS = Math.floor(Date.UTC(2026, 0, 15, 9, 30) / 1000);

function notification(id: string, overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    id,
    companyId: OWN_COMPANY_ID,
    type: 'invitationAccepted',
    params: { name: `Kişi ${id}` },
    message: `Kişi ${id} ekip davetinizi kabul etti`,
    route: '/teammembers',
    read: false,
    timestamp: NOW_SECONDS,
    createdAt: new Date(NOW_SECONDS * 1000).toISOString(),
    ...overrides,
  };
}

const unread =
  (body: UnreadNotifications): ApiHandler =>
  () =>
    jsonResponse(200, body);
const emptyList = () =>
  jsonResponse(200, { items: [], page: 1, pageSize: 20, total: 0, unreadTotal: 0 });

function renderBell(body: UnreadNotifications, handlers: Record<string, ApiHandler> = {}) {
  return renderApp('/dashboard', {
    me: testMe({ isBuyerConfirmed: 'yes' }),
    handlers: {
      'GET /api/notifications/unread': unread(body),
      'GET /api/notifications': emptyList,
      ...handlers,
    },
  });
}

/** Opens the bell's menu; its items are then in the document (hidden from the test DOM's layout). */
async function openBell(view: ReturnType<typeof renderBell>) {
  const bell = await screen.findByRole('button', { name: 'Bildirimler' });
  await view.user.click(bell);
  await waitFor(() => expect(bell).toHaveAttribute('aria-expanded', 'true'));
  return screen.findByTestId('notification-dropdown');
}

const items = () => screen.queryAllByTestId('notification-item');

describe('the notification bell', () => {
  it('shows a red dot while unread notifications exist', async () => {
    const view = renderBell({ items: [notification('n1')], total: 1 });
    const bell = await screen.findByRole('button', { name: 'Bildirimler' });
    const dot = await within(bell).findByTestId('notification-dot');
    expect(dot).toBeInTheDocument();
    expect(bell).toHaveAccessibleDescription('1 okunmamış bildirim');
    expect(view.api.sent('GET', '/api/notifications/unread').length).toBeGreaterThan(0);
  });

  it("shows no dot and 'Yeni bildirim yok' when nothing is unread", async () => {
    const view = renderBell({ items: [], total: 0 });
    const dropdown = await openBell(view);
    expect(await within(dropdown).findByText('Yeni bildirim yok')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-dot')).toBeNull();
    expect(items()).toHaveLength(0);
    expect(within(dropdown).queryByText(/daha$/)).toBeNull();
  });

  it('says why the unread ones could not be loaded, in the server’s words', async () => {
    const view = renderBell(
      { items: [], total: 0 },
      {
        'GET /api/notifications/unread': () =>
          problemResponse(500, 'INTERNAL', 'Beklenmeyen bir hata oluştu', {
            detail: 'Veritabanı şu anda yanıt vermiyor',
          }),
      },
    );
    const dropdown = await openBell(view);
    expect(
      await within(dropdown).findByText(
        'Bildirimler yüklenemedi: Veritabanı şu anda yanıt vermiyor',
      ),
    ).toBeInTheDocument();
  });

  it("lists exactly 3 and '+2 daha' for 5 unread", async () => {
    const view = renderBell({
      items: [notification('n5'), notification('n4'), notification('n3')],
      total: 5,
    });
    const dropdown = await openBell(view);
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Kişi n5 ekip davetinizi kabul etti'),
      expect.stringContaining('Kişi n4 ekip davetinizi kabul etti'),
      expect.stringContaining('Kişi n3 ekip davetinizi kabul etti'),
    ]);
    expect(within(dropdown).getByText('+2 daha')).toBeInTheDocument();
    expect(within(dropdown).queryByText('Yeni bildirim yok')).toBeNull();
  });

  it('shows no "+N daha" line when every unread one is listed', async () => {
    const view = renderBell({ items: [notification('n2'), notification('n1')], total: 2 });
    const dropdown = await openBell(view);
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(within(dropdown).queryByText(/daha$/)).toBeNull();
  });

  it('cuts a 60-character text at 50 characters', async () => {
    const long = 'Çok uzun bir bildirim metni burada yer alıyor ve kesilmeli!';
    const sixty = `${long}!`;
    expect(Array.from(sixty)).toHaveLength(60);
    const view = renderBell({
      items: [notification('n1', { type: 'somethingNew', params: {}, message: sixty })],
      total: 1,
    });
    await openBell(view);
    const [item] = await waitFor(() => {
      expect(items()).toHaveLength(1);
      return items();
    });
    const shown = `${Array.from(sixty).slice(0, 50).join('').trimEnd()}…`;
    expect(within(item as HTMLElement).getByText(shown)).toBeInTheDocument();
    expect(item).not.toHaveTextContent(sixty);
  });

  it('renders the text of a known type in the chosen language, translating catalogue params', async () => {
    const approved = notification('n1', {
      type: 'companyApproved',
      params: { role: 'companies.roles.buyer' },
      message: 'kayıtlı metin',
    });
    const view = renderBell({ items: [approved], total: 1 });
    await openBell(view);
    expect(await screen.findByText('Alıcı profiliniz onaylandı')).toBeInTheDocument();
    expect(screen.queryByText('kayıtlı metin')).toBeNull();

    await setLocale('en');
    expect(await screen.findByText('Your buyer profile has been approved')).toBeInTheDocument();
  });

  it('reads a counted text in the singular or the plural by its count param', async () => {
    const closed = (id: string, count: number) =>
      notification(id, {
        type: 'adClosed',
        params: { title: 'Vinç', count },
        message: `"Vinç" ilanının teklif süresi doldu (${count} teklif)`,
      });
    const view = renderBell({ items: [closed('n2', 2), closed('n1', 1)], total: 2 });
    await openBell(view);
    expect(
      await screen.findByText('"Vinç" ilanının teklif süresi doldu (1 teklif)'),
    ).toBeInTheDocument();
    expect(screen.getByText('"Vinç" ilanının teklif süresi doldu (2 teklif)')).toBeInTheDocument();

    await setLocale('en');
    expect(await screen.findByText('Bidding on "Vinç" has closed (1 bid)')).toBeInTheDocument();
    expect(screen.getByText('Bidding on "Vinç" has closed (2 bids)')).toBeInTheDocument();
  });

  it('shows the stored text of a counted type whose row has no count', async () => {
    const view = renderBell({
      items: [
        notification('n1', {
          type: 'adClosed',
          params: { title: 'Vinç' },
          message: 'kayıtlı metin',
        }),
      ],
      total: 1,
    });
    await openBell(view);
    expect(await screen.findByText('kayıtlı metin')).toBeInTheDocument();
  });

  it('marks a clicked notification read, then goes to its route', async () => {
    let answer: (response: Response) => void = () => {};
    const view = renderBell(
      { items: [notification('n1', { route: '/profile' })], total: 1 },
      {
        'POST /api/notifications/n1/read': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    );
    await openBell(view);
    await waitFor(() => expect(items()).toHaveLength(1));
    await view.user.click(items()[0] as HTMLElement);

    // The mark is sent first; the app moves on only once it is answered.
    await waitFor(() =>
      expect(view.api.sent('POST', '/api/notifications/n1/read')).toHaveLength(1),
    );
    expect(view.location().pathname).toBe('/dashboard');
    answer(jsonResponse(200, notification('n1', { read: true })));
    await waitFor(() => expect(view.location().pathname).toBe('/profile'));
  });

  it('goes to /notifications from a notification without a route', async () => {
    const view = renderBell(
      { items: [notification('n1', { route: null })], total: 1 },
      {
        'POST /api/notifications/n1/read': () =>
          jsonResponse(200, notification('n1', { read: true })),
      },
    );
    await openBell(view);
    await waitFor(() => expect(items()).toHaveLength(1));
    await view.user.click(items()[0] as HTMLElement);

    await waitFor(() => expect(view.location().pathname).toBe('/notifications'));
    expect(view.api.sent('POST', '/api/notifications/n1/read')).toHaveLength(1);
  });

  it("leads to /notifications with 'Tüm bildirimleri görüntüle'", async () => {
    const view = renderBell({ items: [notification('n1')], total: 1 });
    const dropdown = await openBell(view);
    const link = within(dropdown).getByRole('menuitem', {
      name: 'Tüm bildirimleri görüntüle',
      hidden: true,
    });
    expect(link).toHaveAttribute('href', '/notifications');
    await view.user.click(link);
    await waitFor(() => expect(view.location().pathname).toBe('/notifications'));
    expect(view.api.sent('POST', '/api/notifications/n1/read')).toHaveLength(0);
  });

  it('asks again after every navigation', async () => {
    const view = renderBell({ items: [], total: 0 });
    await waitFor(() => expect(view.api.sent('GET', '/api/notifications/unread')).toHaveLength(1));
    await view.router.navigate('/profile');
    await waitFor(() => expect(view.api.sent('GET', '/api/notifications/unread')).toHaveLength(2));
  });
});
