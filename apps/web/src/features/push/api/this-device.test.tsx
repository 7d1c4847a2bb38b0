import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushDeviceView } from '@teklifal/core';
import { renderApp, resetApp, testMe } from '../../../test/render.tsx';
import {
  fakePushBrowser,
  PAGE_LOAD,
  pushDeviceHandlers,
  removeFakePushBrowser,
} from '../test-helpers.ts';

afterEach(() => {
  resetApp();
  removeFakePushBrowser();
});

describe('signing out (#28)', () => {
  it('takes this browser off the user’s devices first, and drops its subscription', async () => {
    const browser = fakePushBrowser();
    const devices: PushDeviceView[] = [];
    const { user, api, router } = renderApp('/profile', {
      me: testMe({}),
      handlers: {
        ...pushDeviceHandlers(devices),
        'DELETE /api/me/push-devices/d-1': () => new Response(null, { status: 204 }),
      },
    });
    const push = within(
      await screen.findByRole('region', { name: 'Anlık bildirimler' }, PAGE_LOAD),
    );
    await user.click(await push.findByRole('button', { name: 'Bu cihazda bildirimleri aç' }));
    expect(await push.findByText('Bu cihaz açık')).toBeInTheDocument();

    await router.navigate('/logout');
    await waitFor(() => expect(api.sent('POST', '/api/auth/sign-out')).toHaveLength(1));
    const order = api.requests.map((request) => `${request.method} ${request.path}`);
    expect(order.indexOf('DELETE /api/me/push-devices/d-1')).toBeGreaterThan(-1);
    expect(order.indexOf('DELETE /api/me/push-devices/d-1')).toBeLessThan(
      order.indexOf('POST /api/auth/sign-out'),
    );
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
  });

  it('asks nothing more of a browser that gets no pushes', async () => {
    const { api, router } = renderApp('/dashboard', { me: testMe({}) });
    await router.navigate('/logout');
    await waitFor(() => expect(api.sent('POST', '/api/auth/sign-out')).toHaveLength(1));
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });
});
