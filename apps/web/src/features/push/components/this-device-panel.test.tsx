import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushDeviceView } from '@teklifal/core';
import {
  jsonResponse,
  problemResponse,
  renderApp,
  resetApp,
  testMe,
} from '../../../test/render.tsx';
import {
  ENDPOINT,
  fakePushBrowser,
  pushDeviceHandlers,
  removeFakePushBrowser,
  SERVER_KEY,
  PAGE_LOAD,
} from '../test-helpers.ts';
import { applicationServerKey } from '../lib/subscription-input.ts';

afterEach(() => {
  resetApp();
  removeFakePushBrowser();
});

const section = async () =>
  within(await screen.findByRole('region', { name: 'Anlık bildirimler' }, PAGE_LOAD));

const renderProfile = (devices: PushDeviceView[] = [], extra = {}) =>
  renderApp('/profile', {
    me: testMe({}),
    handlers: { ...pushDeviceHandlers(devices), ...extra },
  });

describe('/profile: this device’s push notifications (#28)', () => {
  it('explains that this browser cannot get pushes', async () => {
    renderProfile();
    const push = await section();
    expect(
      await push.findByText(/Bu tarayıcı anlık bildirimleri desteklemiyor/),
    ).toBeInTheDocument();
    expect(push.getByText(/Ana Ekrana Ekle/)).toBeInTheDocument();
    expect(push.queryByRole('button', { name: 'Bu cihazda bildirimleri aç' })).toBeNull();
  });

  it('explains how to allow notifications the user blocked', async () => {
    fakePushBrowser({ permission: 'denied' });
    renderProfile();
    const push = await section();
    expect(await push.findByText(/Bildirim izni bu site için engellenmiş/)).toBeInTheDocument();
    expect(push.getByText(/“İzin ver” yapın ve sayfayı yenileyin/)).toBeInTheDocument();
    expect(push.queryByRole('button', { name: 'Bu cihazda bildirimleri aç' })).toBeNull();
  });

  it('asks, subscribes with the server’s key and registers the device; then turns it off', async () => {
    const browser = fakePushBrowser();
    const devices: PushDeviceView[] = [];
    const { user, api } = renderProfile(devices, {
      'DELETE /api/me/push-devices/d-1': () => {
        devices.splice(0);
        return new Response(null, { status: 204 });
      },
    });
    const push = await section();
    expect(await push.findByText('Henüz anlık bildirim alan bir cihazınız yok.')).toBeVisible();
    await user.click(push.getByRole('button', { name: 'Bu cihazda bildirimleri aç' }));

    expect(await screen.findByText('Bu cihazda bildirimler açıldı.')).toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.pushManager.subscribe.mock.calls[0] ?? [];
    expect(options?.userVisibleOnly).toBe(true);
    expect(options?.applicationServerKey).toEqual(applicationServerKey(SERVER_KEY));
    expect(api.sent('GET', '/api/push/key')).toHaveLength(1);
    expect(api.sent('POST', '/api/me/push-devices')[0]?.body).toEqual({
      endpoint: ENDPOINT,
      keys: { p256dh: 'BKey', auth: 'QXV0aA' },
      label: 'Chrome · Android',
    });
    expect(await push.findByText('Bu cihaz açık')).toBeInTheDocument();
    const row = within(await push.findByTestId('push-device'));
    expect(row.getByText('Chrome · Android')).toBeInTheDocument();
    expect(row.getByText('Bu cihaz')).toBeInTheDocument();
    expect(row.getByText(/Son bildirim: Henüz yok/)).toBeInTheDocument();

    await user.click(push.getByRole('button', { name: 'Bu cihazda kapat' }));
    expect(await screen.findByText('Bu cihazda bildirimler kapatıldı.')).toBeInTheDocument();
    expect(api.sent('DELETE', '/api/me/push-devices/d-1')).toHaveLength(1);
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
    expect(
      await push.findByRole('button', { name: 'Bu cihazda bildirimleri aç' }),
    ).toBeInTheDocument();
    expect(push.queryByTestId('push-device')).toBeNull();
  });

  it('says why when the browser’s push service cannot be reached, and registers nothing', async () => {
    fakePushBrowser({ subscribeFails: true });
    const { user, api } = renderProfile();
    const push = await section();
    await user.click(await push.findByRole('button', { name: 'Bu cihazda bildirimleri aç' }));
    expect(await screen.findByText(/Tarayıcı bildirim servisine bağlanamadı/)).toBeInTheDocument();
    expect(screen.getByText('Bildirim ayarı değiştirilemedi')).toBeInTheDocument();
    expect(api.sent('POST', '/api/me/push-devices')).toHaveLength(0);
    expect(push.getByRole('button', { name: 'Bu cihazda bildirimleri aç' })).toBeEnabled();
  });

  it('shows the server’s refusal in its words', async () => {
    fakePushBrowser();
    const { user } = renderProfile([], {
      'POST /api/me/push-devices': () =>
        problemResponse(
          400,
          'VALIDATION',
          'Bildirim adresi tanınan bir bildirim servisine ait olmalıdır',
        ),
    });
    const push = await section();
    await user.click(await push.findByRole('button', { name: 'Bu cihazda bildirimleri aç' }));
    expect(
      await screen.findByText('Bildirim adresi tanınan bir bildirim servisine ait olmalıdır'),
    ).toBeInTheDocument();
    expect(push.queryByText('Bu cihaz açık')).toBeNull();
  });

  it('tells a user who closed the question without answering how to try again', async () => {
    const browser = fakePushBrowser({ answer: 'default' });
    const { user, api } = renderProfile();
    const push = await section();
    await user.click(await push.findByRole('button', { name: 'Bu cihazda bildirimleri aç' }));
    expect(await push.findByText(/Bildirim izni verilmedi/)).toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.sent('POST', '/api/me/push-devices')).toHaveLength(0);
  });

  it('explains the blocked state when the user answers "block"', async () => {
    fakePushBrowser({ answer: 'denied' });
    const { user } = renderProfile();
    const push = await section();
    await user.click(await push.findByRole('button', { name: 'Bu cihazda bildirimleri aç' }));
    expect(await push.findByText(/Bildirim izni bu site için engellenmiş/)).toBeInTheDocument();
  });

  it('is off when the server no longer lists the device this browser registered', async () => {
    fakePushBrowser();
    const devices: PushDeviceView[] = [];
    const { user, queryClient } = renderProfile(devices);
    const push = await section();
    await user.click(await push.findByRole('button', { name: 'Bu cihazda bildirimleri aç' }));
    expect(await push.findByText('Bu cihaz açık')).toBeInTheDocument();
    // Removed from another device meanwhile.
    devices.splice(0);
    await queryClient.invalidateQueries({ queryKey: ['me', 'push-devices'] });
    expect(
      await push.findByRole('button', { name: 'Bu cihazda bildirimleri aç' }),
    ).toBeInTheDocument();
  });

  it('lists the other devices and removes one after confirming', async () => {
    fakePushBrowser();
    const devices: PushDeviceView[] = [
      {
        id: 'd-7',
        label: 'Safari · iPhone',
        createdAt: '2026-11-20T09:00:00.000Z',
        lastUsedAt: '2026-11-27T15:30:00.000Z',
      },
    ];
    const { user, api } = renderProfile(devices, {
      'DELETE /api/me/push-devices/d-7': () => {
        devices.splice(0);
        return new Response(null, { status: 204 });
      },
    });
    const push = await section();
    const row = within(await push.findByTestId('push-device'));
    expect(row.getByText('Safari · iPhone')).toBeInTheDocument();
    expect(row.getByText(/Eklendi: 20\.11\.2026/)).toBeInTheDocument();
    expect(row.getByText(/Son bildirim: 27\.11\.2026 18:30/)).toBeInTheDocument();
    expect(row.queryByText('Bu cihaz')).toBeNull();

    await user.click(row.getByRole('button', { name: 'Safari · iPhone cihazını kaldır' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cihaz kaldırılsın mı?' }));
    expect(dialog.getByText(/“Safari · iPhone” artık anlık bildirim almayacak/)).toBeVisible();
    expect(api.sent('DELETE', '/api/me/push-devices/d-7')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Kaldır' }));

    expect(await screen.findByText('“Safari · iPhone” kaldırıldı.')).toBeInTheDocument();
    expect(api.sent('DELETE', '/api/me/push-devices/d-7')).toHaveLength(1);
    expect(await push.findByText('Henüz anlık bildirim alan bir cihazınız yok.')).toBeVisible();
  });
});

/** Opens the bell's menu; its items are then in the document (hidden from the test DOM's layout). */
async function openBell(user: ReturnType<typeof renderApp>['user']) {
  const bell = await screen.findByRole('button', { name: 'Bildirimler' });
  await user.click(bell);
  await waitFor(() => expect(bell).toHaveAttribute('aria-expanded', 'true'));
  return screen.findByTestId('notification-dropdown');
}

describe('the bell’s offer (#28)', () => {
  const bellHandlers = {
    'GET /api/notifications/unread': () => jsonResponse(200, { items: [], total: 0 }),
  };

  it('offers this device while it could get pushes and does not, in a dialog', async () => {
    fakePushBrowser();
    const { user, api } = renderApp('/profile', {
      me: testMe({}),
      handlers: { ...pushDeviceHandlers([]), ...bellHandlers },
    });
    const dropdown = within(await openBell(user));
    const offer = await dropdown.findByTestId('push-offer');
    expect(offer).toHaveTextContent('Bu cihaza da bildir');
    await user.click(offer);
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Bu cihazda anlık bildirimler' }),
    );
    expect(dialog.getByRole('button', { name: 'Kapat' })).toBeInTheDocument();
    await user.click(await dialog.findByRole('button', { name: 'Bu cihazda bildirimleri aç' }));
    expect(await dialog.findByText('Bu cihaz açık')).toBeInTheDocument();
    expect(api.sent('POST', '/api/me/push-devices')).toHaveLength(1);
  });

  it('offers nothing where push is missing', async () => {
    const { user } = renderApp('/profile', {
      me: testMe({}),
      handlers: { ...pushDeviceHandlers([]), ...bellHandlers },
    });
    const dropdown = within(await openBell(user));
    expect(await dropdown.findByText('Tüm bildirimleri görüntüle')).toBeInTheDocument();
    expect(dropdown.queryByTestId('push-offer')).toBeNull();
  });
});
