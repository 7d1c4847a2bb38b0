import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  jsonResponse,
  problemResponse,
  renderApp,
  resetApp,
  testMe,
} from '../../../test/render.tsx';

afterEach(resetApp);

describe('/unsubscribe', () => {
  it('leaves the newsletter after one confirming click, without signing in', async () => {
    const { user, api } = renderApp('/unsubscribe?token=abone.imza', {
      handlers: {
        'POST /api/newsletter/unsubscribe': () => jsonResponse(200, { status: 'unsubscribed' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Abonelikten çık' }));
    expect(
      await screen.findByText('Abonelikten çıktınız. Artık bülten e-postası almayacaksınız.'),
    ).toBeInTheDocument();
    expect(api.sent('POST', '/api/newsletter/unsubscribe')[0]?.body).toEqual({
      token: 'abone.imza',
    });
  });

  it("shows the server's refusal of a broken link, and asks for the mail's link when there is none", async () => {
    const { user } = renderApp('/unsubscribe?token=sahte', {
      handlers: {
        'POST /api/newsletter/unsubscribe': () =>
          problemResponse(400, 'VALIDATION', 'Geçersiz', {
            errors: [{ field: 'token', message: 'Bu abonelikten çıkma bağlantısı geçersiz' }],
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Abonelikten çık' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/geçersiz/i);
    resetApp();
    renderApp('/unsubscribe');
    expect(
      await screen.findByText('Bağlantı eksik. Lütfen e-postadaki bağlantıyı kullanın.'),
    ).toBeInTheDocument();
  });
});

describe('/admin/newsletter', () => {
  it('lists subscribers and offers the CSV of the search', async () => {
    const { user } = renderApp('/admin/newsletter', {
      me: testMe(null, { role: 'admin' }),
      handlers: {
        'GET /api/admin/newsletter': () =>
          jsonResponse(200, {
            items: [
              {
                id: 's1',
                email: 'abone@firma.com.tr',
                locale: 'tr',
                createdAt: '2024-03-12T09:00:00.000Z',
              },
            ],
            page: 1,
            pageSize: 20,
            total: 1,
          }),
      },
    });
    expect(await screen.findByText('abone@firma.com.tr')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'E-posta ara' }), 'firma');
    await screen.findByText('1 abone');
    // The search is debounced: the link follows it once typing stops.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'CSV indir' })).toHaveAttribute(
        'href',
        '/api/admin/newsletter/export?q=firma',
      ),
    );
  });
});
