import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMAIL_KINDS, type EmailPreferences } from '@teklifal/core';
import {
  jsonResponse,
  problemResponse,
  renderApp,
  resetApp,
  testMe,
} from '../../../test/render.tsx';

afterEach(resetApp);

const ALL_ON = Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, true])) as EmailPreferences;

const section = async () =>
  within(await screen.findByRole('region', { name: 'E-posta bildirimleri' }));

describe('/profile e-mail notifications (#13)', () => {
  it('shows each kind as stored and saves the new choice', async () => {
    let stored: EmailPreferences = { ...ALL_ON, matchingAd: false };
    const { user, api } = renderApp('/profile', {
      me: testMe({}),
      handlers: {
        'GET /api/me/email-preferences': () => jsonResponse(200, stored),
        'PUT /api/me/email-preferences': (request) => {
          stored = request.body as EmailPreferences;
          return jsonResponse(200, stored);
        },
      },
    });
    const form = await section();
    const box = (name: string | RegExp) => form.getByRole('checkbox', { name });
    await waitFor(() => expect(box(/Yeni teklif/)).toBeChecked());
    expect(box(/Sektörüme uyan yeni ilan/)).not.toBeChecked();
    expect(form.getByText(/en fazla 15 dakikada bir özet/)).toBeInTheDocument();
    const save = form.getByRole('button', { name: 'Tercihleri kaydet' });
    expect(save).toBeDisabled();

    await user.click(box(/Yeni mesaj/));
    await user.click(box(/Sektörüme uyan yeni ilan/));
    await user.click(save);

    expect(await screen.findByText('E-posta tercihleriniz kaydedildi.')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/me/email-preferences')[0]?.body).toEqual({
      ...ALL_ON,
      chatMessage: false,
    });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('says so when the choice cannot be saved, and keeps it on screen', async () => {
    const { user } = renderApp('/profile', {
      me: testMe({}),
      handlers: {
        'GET /api/me/email-preferences': () => jsonResponse(200, ALL_ON),
        'PUT /api/me/email-preferences': () =>
          problemResponse(503, 'DATABASE_UNAVAILABLE', 'Hizmet şu an kullanılamıyor'),
      },
    });
    const form = await section();
    const order = await form.findByRole('checkbox', { name: /Sipariş adımı/ });
    await waitFor(() => expect(order).toBeChecked());
    await user.click(order);
    await user.click(form.getByRole('button', { name: 'Tercihleri kaydet' }));
    expect((await form.findAllByText('Hizmet şu an kullanılamıyor')).length).toBeGreaterThan(0);
    expect(order).not.toBeChecked();
  });
});
