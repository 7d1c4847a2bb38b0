import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationView } from '@teklifal/core';
import {
  jsonResponse,
  OWN_COMPANY_ID,
  problemResponse,
  renderApp,
  resetApp,
  testMe,
  type ApiHandler,
  type ApiRequest,
} from '../../../test/render.tsx';
import { setLocale } from '../../../lib/i18n.ts';
import { failingOnce, findLoadError, LOAD_FAILURE_DETAIL } from '../../../test/load-failure.ts';

afterEach(async () => {
  resetApp();
  await setLocale('tr');
});

/** 15.01.2026 09:30 UTC, which is 12:30 in Istanbul. */
const BASE_SECONDS = Math.floor(Date.UTC(2026, 0, 15, 9, 30) / 1000);

function notification(index: number, overrides: Partial<NotificationView> = {}): NotificationView {
  const timestamp = BASE_SECONDS - index * 60;
  return {
    id: `n${index}`,
    companyId: OWN_COMPANY_ID,
    type: 'invitationAccepted',
    params: { name: `Kişi ${index}` },
    message: `Kişi ${index} ekip davetinizi kabul etti`,
    route: null,
    read: false,
    timestamp,
    createdAt: new Date(timestamp * 1000).toISOString(),
    ...overrides,
  };
}

/**
 * A small in-memory API for the company's notifications (newest first as given), answering the
 * list, the bell and both marks the way the server does.
 */
function fakeApi(rows: NotificationView[], overrides: Record<string, ApiHandler> = {}) {
  const unreadOf = () => rows.filter((row) => !row.read);
  const handlers: Record<string, ApiHandler> = {
    'GET /api/notifications': (request: ApiRequest) => {
      const query = new URL(request.path, 'http://localhost').searchParams;
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 20);
      const chosen = query.get('status') === 'unread' ? unreadOf() : rows;
      return jsonResponse(200, {
        items: chosen.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: chosen.length,
        unreadTotal: unreadOf().length,
      });
    },
    'GET /api/notifications/unread': () =>
      jsonResponse(200, { items: unreadOf().slice(0, 3), total: unreadOf().length }),
    'POST /api/notifications/read-all': () => {
      const updated = unreadOf().length;
      for (const row of rows) row.read = true;
      return jsonResponse(200, { updated });
    },
  };
  for (const row of rows) {
    handlers[`POST /api/notifications/${row.id}/read`] = () => {
      row.read = true;
      return jsonResponse(200, row);
    };
  }
  return { ...handlers, ...overrides };
}

function renderPage(rows: NotificationView[], overrides: Record<string, ApiHandler> = {}) {
  return renderApp('/notifications', {
    me: testMe({ isBuyerConfirmed: 'yes' }),
    handlers: fakeApi(rows, overrides),
  });
}

const rowsShown = () => screen.findAllByTestId('notification-row');
const markAllButton = () => screen.findByRole('button', { name: 'Tümünü okundu işaretle' });

describe('the notifications page', () => {
  it('shows skeletons while loading', async () => {
    let answer: (response: Response) => void = () => {};
    renderPage([notification(1)], {
      'GET /api/notifications': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    expect(await screen.findByTestId('notifications-loading')).toBeInTheDocument();
    answer(
      jsonResponse(200, {
        items: [notification(1)],
        page: 1,
        pageSize: 20,
        total: 1,
        unreadTotal: 1,
      }),
    );
    expect(await rowsShown()).toHaveLength(1);
    expect(screen.queryByTestId('notifications-loading')).toBeNull();
  });

  it('asks for the notifications again from the load error', async () => {
    const rows = [notification(1), notification(2)];
    const api = fakeApi(rows);
    const { user, api: sent } = renderApp('/notifications', {
      me: testMe({ isBuyerConfirmed: 'yes' }),
      handlers: { ...api, 'GET /api/notifications': failingOnce(api['GET /api/notifications']!) },
    });
    const alert = await findLoadError(`Bildirimler yüklenemedi: ${LOAD_FAILURE_DETAIL}`);
    expect(sent.sent('GET', '/api/notifications')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await rowsShown()).toHaveLength(2);
    expect(sent.sent('GET', '/api/notifications')).toHaveLength(2);
    expect(screen.queryByText(/Bildirimler yüklenemedi/)).not.toBeInTheDocument();
  });

  it('lists every notification newest first, the unread ones highlighted', async () => {
    renderPage([notification(1), notification(2, { read: true }), notification(3)]);
    const rows = await rowsShown();
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Kişi 1 ekip davetinizi kabul etti'),
      expect.stringContaining('Kişi 2 ekip davetinizi kabul etti'),
      expect.stringContaining('Kişi 3 ekip davetinizi kabul etti'),
    ]);
    const [first, read, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    for (const unread of [first, third]) {
      expect(unread).toHaveAttribute('data-unread', 'true');
      expect(within(unread).getByText('Yeni')).toBeInTheDocument();
      expect(unread.style.borderLeft).toContain('var(--mantine-color-blue-6)');
      expect(within(unread).getByText(/ekip davetinizi kabul etti$/)).toHaveStyle({
        fontWeight: '700',
      });
      expect(within(unread).getByRole('button', { name: 'Okundu işaretle' })).toBeInTheDocument();
    }
    expect(read).not.toHaveAttribute('data-unread');
    expect(within(read).getByText(/ekip davetinizi kabul etti$/)).not.toHaveStyle({
      fontWeight: '700',
    });
    expect(within(read).queryByText('Yeni')).toBeNull();
    expect(within(read).queryByRole('button', { name: 'Okundu işaretle' })).toBeNull();
    expect(screen.getByTestId('unread-total')).toHaveTextContent('2 okunmamış bildirim');
  });

  it('shows Turkish dates with the time, and "Tarih bilinmiyor" when missing', async () => {
    renderPage([
      notification(0),
      notification(1, { timestamp: null as unknown as number, createdAt: '' }),
    ]);
    const [dated, undated] = (await rowsShown()) as [HTMLElement, HTMLElement];
    expect(within(dated).getByText('15.01.2026 12:30')).toBeInTheDocument();
    expect(within(undated).getByText('Tarih bilinmiyor')).toBeInTheDocument();
  });

  it("shows a moment in a notification's text in the reader's language, an older written one as is", async () => {
    const extended = (index: number, date: string) =>
      notification(index, {
        type: 'adDeadlineExtended',
        params: { title: 'Vinç', date },
        message: `"Vinç" ilanının son teklif tarihi ${date} olarak uzatıldı`,
      });
    // 11:00 UTC is 14:00 in Istanbul; the second row was stored before dates were instants.
    renderPage([extended(0, '2026-12-01T11:00:00.000Z'), extended(1, '01.12.2026 14:00')]);
    const texts = async () => (await rowsShown()).map((row) => row.textContent);
    expect(await texts()).toEqual([
      expect.stringContaining('"Vinç" ilanının son teklif tarihi 01.12.2026 14:00 olarak uzatıldı'),
      expect.stringContaining('"Vinç" ilanının son teklif tarihi 01.12.2026 14:00 olarak uzatıldı'),
    ]);
    await setLocale('en');
    await screen.findByText('The bid deadline of "Vinç" was extended to 1 Dec 2026 14:00');
    expect(await texts()).toEqual([
      expect.stringContaining('The bid deadline of "Vinç" was extended to 1 Dec 2026 14:00'),
      expect.stringContaining('The bid deadline of "Vinç" was extended to 01.12.2026 14:00'),
    ]);
  });

  it('filters the unread ones and has an empty state for each filter', async () => {
    const view = renderPage([notification(1, { read: true })]);
    expect(await rowsShown()).toHaveLength(1);

    await view.user.click(screen.getByLabelText('Okunmamış'));
    expect(await screen.findByText('Okunmamış bildiriminiz yok')).toBeInTheDocument();
    expect(view.location().search).toBe('?status=unread');
    expect(view.api.sent('GET', '/api/notifications').at(-1)?.path).toContain('status=unread');
    expect(screen.queryAllByTestId('notification-row')).toHaveLength(0);

    resetApp();
    renderPage([]);
    expect(await screen.findByText('Henüz bildiriminiz yok')).toBeInTheDocument();
    expect(await markAllButton()).toBeDisabled();
  });

  it('marks one read, tells so, and refreshes the list and the bell', async () => {
    const view = renderPage([notification(1), notification(2)]);
    const [first] = (await rowsShown()) as [HTMLElement];
    const bellAsked = view.api.sent('GET', '/api/notifications/unread').length;

    await view.user.click(within(first).getByRole('button', { name: 'Okundu işaretle' }));
    expect(await screen.findByText('Bildirim okundu olarak işaretlendi')).toBeInTheDocument();
    expect(view.api.sent('POST', '/api/notifications/n1/read')).toHaveLength(1);
    await waitFor(async () => {
      const [refreshed] = (await rowsShown()) as [HTMLElement];
      expect(refreshed).not.toHaveAttribute('data-unread');
    });
    expect(view.api.sent('GET', '/api/notifications/unread').length).toBeGreaterThan(bellAsked);
    expect(view.location().pathname).toBe('/notifications');
  });

  it('opens a notification with a route: marks it read and goes there', async () => {
    const view = renderPage([notification(1, { route: '/profile' })]);
    const [row] = (await rowsShown()) as [HTMLElement];
    await view.user.click(within(row).getByRole('button', { name: 'Görüntüle' }));
    await waitFor(() => expect(view.location().pathname).toBe('/profile'));
    expect(view.api.sent('POST', '/api/notifications/n1/read')).toHaveLength(1);
  });

  it('marks all read with one button', async () => {
    const view = renderPage([notification(1), notification(2), notification(3, { read: true })]);
    await rowsShown();
    await view.user.click(await markAllButton());

    expect(
      await screen.findByText('Okunmamış bildirimleriniz okundu olarak işaretlendi (2)'),
    ).toBeInTheDocument();
    expect(view.api.sent('POST', '/api/notifications/read-all')).toHaveLength(1);
    await waitFor(() => expect(document.querySelectorAll('[data-unread]')).toHaveLength(0));
    await waitFor(async () => expect(await markAllButton()).toBeDisabled());
  });

  it('reports a failed mark and keeps the notification unread', async () => {
    const view = renderPage([notification(1)], {
      'POST /api/notifications/read-all': () =>
        problemResponse(500, 'INTERNAL', 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.'),
    });
    await rowsShown();
    await view.user.click(await markAllButton());
    expect(
      await screen.findByText(
        'Bildirim güncellenemedi: Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
      ),
    ).toBeInTheDocument();
    expect(document.querySelectorAll('[data-unread]')).toHaveLength(1);
  });

  it('pages through many notifications', async () => {
    const rows = Array.from({ length: 45 }, (_, index) => notification(index + 1));
    const view = renderPage(rows);
    expect(await rowsShown()).toHaveLength(20);
    expect(screen.getByText('Kişi 1 ekip davetinizi kabul etti')).toBeInTheDocument();
    expect(screen.getByText('Toplam 45 bildirim')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-row')).toHaveLength(5));
    expect(screen.getByText('Kişi 41 ekip davetinizi kabul etti')).toBeInTheDocument();
    expect(view.location().search).toBe('?page=3');
    expect(view.api.sent('GET', '/api/notifications').at(-1)?.path).toContain('page=3');
  });

  it('steps back a page when marking empties the last page of unread ones', async () => {
    const rows = Array.from({ length: 21 }, (_, index) => notification(index + 1));
    const view = renderPage(rows);
    await rowsShown();
    await view.user.click(screen.getByLabelText('Okunmamış'));
    await view.user.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-row')).toHaveLength(1));
    expect(view.location().search).toBe('?status=unread&page=2');

    const [last] = screen.getAllByTestId('notification-row') as [HTMLElement];
    await view.user.click(within(last).getByRole('button', { name: 'Okundu işaretle' }));
    await waitFor(() => expect(view.location().search).toBe('?status=unread'));
    expect(await rowsShown()).toHaveLength(20);
  });
});
