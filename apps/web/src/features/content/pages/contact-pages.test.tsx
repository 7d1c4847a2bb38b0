import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, resetApp, testMe } from '../../../test/render.tsx';

afterEach(resetApp);

const contactPage = {
  slug: 'contactus',
  title: 'İletişim',
  content: '<p>Bize ulaşın.</p>',
  updatedAt: '2024-03-12T09:00:00.000Z',
};

describe('/contactus', () => {
  it('checks the fields before sending, then thanks the sender', async () => {
    const { user, api } = renderApp('/contactus', {
      handlers: {
        'GET /api/pages/contactus': () => jsonResponse(200, contactPage),
        'POST /api/contact': () => jsonResponse(201, { status: 'received' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('E-posta zorunludur')).toBeInTheDocument();
    expect(api.sent('POST', '/api/contact')).toHaveLength(0);

    const main = within(screen.getByRole('main'));
    await user.type(main.getByRole('textbox', { name: 'Ad Soyad' }), 'Elif Şahin');
    await user.type(main.getByRole('textbox', { name: 'E-posta' }), 'elif@firma.com.tr');
    await user.type(
      main.getByRole('textbox', { name: 'Mesajınız' }),
      'Kurumsal plan hakkında bilgi almak istiyoruz.',
    );
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Teşekkürler!')).toBeInTheDocument();
    expect(api.sent('POST', '/api/contact')[0]?.body).toMatchObject({
      name: 'Elif Şahin',
      email: 'elif@firma.com.tr',
      locale: 'tr',
    });
  });
});

describe('/admin/messages', () => {
  it('shows waiting messages with their count and marks one answered', async () => {
    const { user, api } = renderApp('/admin/messages', {
      me: testMe(null, { role: 'admin' }),
      handlers: {
        'GET /api/admin/contact-messages': () =>
          jsonResponse(200, {
            items: [
              {
                id: 'm1',
                name: 'Can Yıldız',
                email: 'can@ornek.com',
                message: 'Destek talebim yanıtlanmadı.',
                locale: 'tr',
                handledAt: null,
                createdAt: '2024-03-12T09:00:00.000Z',
              },
            ],
            page: 1,
            pageSize: 20,
            total: 1,
            unhandled: 1,
          }),
        'PUT /api/admin/contact-messages/m1/handled': () =>
          jsonResponse(200, { id: 'm1', handledAt: '2024-03-13T09:00:00.000Z' }),
      },
    });
    const [card] = await screen.findAllByTestId('contact-message');
    expect(screen.getByText('1 yanıt bekleyen mesaj')).toBeInTheDocument();
    expect(within(card!).getByRole('link', { name: 'E-posta ile yanıtla' })).toHaveAttribute(
      'href',
      'mailto:can@ornek.com',
    );
    await user.click(within(card!).getByRole('button', { name: 'Yanıtlandı olarak işaretle' }));
    await waitFor(() =>
      expect(api.sent('PUT', '/api/admin/contact-messages/m1/handled')[0]?.body).toEqual({
        handled: true,
      }),
    );
  });
});
