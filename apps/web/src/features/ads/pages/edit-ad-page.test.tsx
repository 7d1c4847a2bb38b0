import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdInput, AdView } from '@teklifal/core';
import {
  jsonResponse,
  OWN_COMPANY_ID,
  problemResponse,
  renderApp,
  resetApp,
  type ApiHandler,
} from '../../../test/render.tsx';
import { adView, buyer, fill, formApi, NONE } from '../test-helpers.ts';

afterEach(resetApp);

function renderEdit(ad: AdView | null, handlers: Record<string, ApiHandler> = {}) {
  return renderApp('/myads/ad-1/edit', {
    me: buyer,
    handlers: {
      ...formApi,
      'GET /api/ads/ad-1': () =>
        ad
          ? jsonResponse(200, ad)
          : problemResponse(404, 'NOT_FOUND', 'Aradığınız kayıt bulunamadı'),
      ...handlers,
    },
  });
}

const textbox = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('/myads/{adId}/edit', () => {
  it('fills the form from the ad and saves the lines with their ids, in their order', async () => {
    const { user, api, location } = renderEdit(adView(), {
      'PUT /api/ads/ad-1': ({ body }) =>
        jsonResponse(200, adView({ title: (body as AdInput).title })),
    });
    expect(await screen.findByDisplayValue('Bakım atölyesi için el aletleri')).toBeInTheDocument();
    const names = screen.getAllByRole('textbox', { name: /^Kalem adı/ });
    expect(names.map((input) => (input as HTMLInputElement).value)).toEqual([
      'Darbeli matkap',
      'Tornavida seti',
    ]);
    // Quantities come back as people write them: a decimal comma, no trailing zeros.
    const quantities = screen.getAllByRole('textbox', { name: /^Miktar/ });
    expect(quantities.map((input) => (input as HTMLInputElement).value)).toEqual(['2,5', '10']);
    expect(textbox('Teslimat tarihi')).toHaveValue('31.12.2099');
    expect(screen.getByRole('button', { name: /^Son teklif tarihi/ })).toHaveTextContent(
      '01.12.2099 17:00',
    );

    await user.clear(textbox('İlan başlığı'));
    await fill(user, textbox('İlan başlığı'), 'Atölye el aletleri (güncel)');
    await user.click(screen.getByRole('button', { name: 'Taslak olarak kaydet' }));

    await waitFor(() => expect(location().pathname).toBe(`/ad-details/${OWN_COMPANY_ID}/ad-1`));
    const body = api.sent('PUT', '/api/ads/ad-1')[0]?.body as AdInput;
    expect(body.title).toBe('Atölye el aletleri (güncel)');
    expect(body.items).toEqual([
      {
        id: 'line-1',
        name: 'Darbeli matkap',
        specification: '750 W, kablolu',
        quantity: '2.5',
        unit: 'kg',
      },
      { id: 'line-2', name: 'Tornavida seti', specification: null, quantity: '10', unit: 'set' },
    ]);
    expect(body.bidDeadline).toBe('2099-12-01T14:00:00.000Z');
    expect(api.sent('POST', '/api/ads')).toHaveLength(0);
    expect(await screen.findByText('Değişiklikler kaydedildi.')).toBeInTheDocument();
  });

  it('refuses a draft whose bid deadline has passed and sends nothing', async () => {
    const { user, api } = renderEdit(
      adView({
        bidDeadline: '2020-01-06T14:00:00.000Z',
        questionsUntil: '2020-01-06T14:00:00.000Z',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Yayınla' }));

    expect(
      await screen.findByText('Son teklif tarihi ileri bir tarih ve saat olmalıdır'),
    ).toBeInTheDocument();
    expect(api.sent('PUT', '/api/ads/ad-1')).toHaveLength(0);
    expect(api.sent('POST', '/api/ads/ad-1/publish')).toHaveLength(0);
  });

  it('warns that bidders must confirm again when a published ad with bids is edited', async () => {
    renderEdit(
      adView({
        status: 'published',
        bidCount: 2,
        abilities: { ...NONE, edit: true, close: true, extend: true, cancel: true },
      }),
    );
    const warning = await screen.findByTestId('ad-bids-warning');
    expect(warning).toHaveTextContent('Bu ilana 2 teklif verildi');
    expect(warning).toHaveTextContent(
      /o kaleme fiyat veren satıcılardan.*yeniden onaylamaları istenir/,
    );
    expect(warning).toHaveTextContent(/48 saatten az/);
    // A published ad is not published again: its changes are only saved.
    expect(screen.getByRole('button', { name: 'Değişiklikleri kaydet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yayınla' })).toBeNull();
  });

  it('explains when the ad can no longer be edited, with a way back', async () => {
    const { user, location } = renderEdit(
      adView({ status: 'awarded', abilities: { ...NONE, duplicate: true } }),
      {
        'GET /api/ads/mine': () =>
          jsonResponse(200, { items: [], page: 1, pageSize: 20, total: 0 }),
      },
    );
    expect(await screen.findByText('Bu ilan artık düzenlenemez')).toBeInTheDocument();
    expect(screen.getByTestId('ad-not-editable')).toHaveTextContent('Sonuçlandı');
    expect(screen.queryByRole('textbox', { name: /^İlan başlığı/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'İlanlarıma dön' }));
    await waitFor(() => expect(location().pathname).toBe('/myads'));
  });

  it('says so when the ad is not found', async () => {
    renderEdit(null);
    expect(
      await screen.findByText('İlan yüklenemedi: Aradığınız kayıt bulunamadı'),
    ).toBeInTheDocument();
  });
});
