import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, resetApp } from '../../../test/render.tsx';
import { admin, page } from '../test-helpers.ts';

afterEach(resetApp);

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
});
