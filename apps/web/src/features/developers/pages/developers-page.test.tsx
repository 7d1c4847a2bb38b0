import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { renderApp, resetApp } from '../../../test/render.tsx';

afterEach(async () => {
  await setLocale('tr');
  resetApp();
});

describe('/developers', () => {
  it('tells how to get a key, make the first call, retry safely, verify webhooks and find the reference', async () => {
    renderApp('/developers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Geliştiriciler' })).toBeVisible();
    for (const name of [
      'API anahtarı alın',
      'İlk çağrı',
      'Tekrarlanabilir istekler (Idempotency-Key)',
      'Hatalar ve hız sınırları',
      'Webhook’lar',
      'UBL belgeleri',
      'API referansı',
    ]) {
      const heading = screen.getByRole('heading', { level: 2, name });
      // The contents list leads to each section.
      const link = within(screen.getByRole('navigation', { name: 'Bu sayfada' })).getByRole(
        'link',
        { name },
      );
      expect(link.getAttribute('href')).toBe(`#${heading.closest('section')?.id}`);
    }
    expect(screen.getByRole('link', { name: 'Entegrasyonlar sayfasını açın' })).toHaveAttribute(
      'href',
      '/my-company/integrations',
    );
    expect(screen.getByText(/dakikada 300 istek/)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'orders:write' })).toBeInTheDocument();
    expect(screen.getByText('order.status_changed')).toBeInTheDocument();
    expect(screen.getByLabelText('curl').textContent).toContain(
      'Authorization: Bearer $TEKLIFAL_API_KEY',
    );
    expect(screen.getByLabelText('Node: TeklifAl-Signature').textContent).toContain(
      'timingSafeEqual',
    );
    expect(screen.getByRole('link', { name: 'API referansı (Swagger UI)' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    expect(document.title).toContain('Geliştiriciler');
    // Every public page's footer leads here.
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Geliştiriciler' }),
    ).toHaveAttribute('href', '/developers');
  });

  it('is in English for an English reader', async () => {
    await setLocale('en');
    renderApp('/developers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Get an API key' })).toBeVisible();
    expect(screen.getByText(/300 requests a minute/)).toBeInTheDocument();
  });
});
