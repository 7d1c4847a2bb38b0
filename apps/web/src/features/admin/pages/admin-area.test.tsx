import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, resetApp } from '../../../test/render.tsx';
import { failingOnce, findLoadError, LOAD_FAILURE_DETAIL } from '../../../test/load-failure.ts';
import { admin, page } from '../test-helpers.ts';

afterEach(resetApp);

const mail = (id: string, text: string, status: 'sent' | 'stored') => ({
  id,
  to: `${id}@ornek.com.tr`,
  subject: 'Şifre sıfırlama',
  text,
  status,
  error: null,
  createdAt: '2026-03-12T09:00:00.000Z',
  sentAt: null,
});

describe('the admin area', () => {
  it('opens the companies at /admin and offers every section in its navigation', async () => {
    const { location } = renderApp('/admin', {
      me: admin,
      handlers: { 'GET /api/admin/companies': () => jsonResponse(200, page([])) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Şirketler' })).toBeInTheDocument();
    expect(location().pathname).toBe('/admin/companies');
    const nav = screen.getByRole('navigation', { name: 'Yönetim menüsü' });
    for (const name of [
      'Şirketler',
      'Kullanıcılar',
      'Sektörler',
      'Denetim Kaydı',
      'E-posta Kutusu',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Şirketler' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('Aramanıza uyan şirket yok')).toBeInTheDocument();
  });

  it('keeps the mail outbox at /admin/mail-outbox', async () => {
    renderApp('/admin/mail-outbox', {
      me: admin,
      handlers: { 'GET /api/admin/mail-outbox': () => jsonResponse(200, page([])) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-posta Kutusu' }),
    ).toBeInTheDocument();
  });

  it('says a mail sent by SMTP keeps no content, and shows a stored one’s', async () => {
    renderApp('/admin/mail-outbox', {
      me: admin,
      handlers: {
        'GET /api/admin/mail-outbox': () =>
          jsonResponse(
            200,
            page([mail('smtp', '', 'sent'), mail('yerel', 'Bağlantı: /reset-password', 'stored')]),
          ),
      },
    });
    expect(
      await screen.findByText('Gönderildi; içerik güvenlik için saklanmaz.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Bağlantı: /reset-password')).toBeInTheDocument();
    expect(screen.getAllByText('Gönderildi; içerik güvenlik için saklanmaz.')).toHaveLength(1);
  });

  it('asks for the mail outbox again from the load error', async () => {
    const { user, api } = renderApp('/admin/mail-outbox', {
      me: admin,
      handlers: {
        'GET /api/admin/mail-outbox': failingOnce(() =>
          jsonResponse(200, page([mail('yerel', 'Bağlantı: /reset-password', 'stored')])),
        ),
      },
    });
    const alert = await findLoadError(`Liste yüklenemedi: ${LOAD_FAILURE_DETAIL}`);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.sent('GET', '/api/admin/mail-outbox')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Bağlantı: /reset-password')).toBeInTheDocument();
    expect(api.sent('GET', '/api/admin/mail-outbox')).toHaveLength(2);
    expect(screen.queryByText(/Liste yüklenemedi/)).not.toBeInTheDocument();
  });
});
