import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EMAIL_KINDS,
  PUSH_KINDS,
  type EmailPreferences,
  type PushPreferences,
} from '@teklifal/core';
import {
  jsonResponse,
  problemResponse,
  renderApp,
  resetApp,
  testMe,
} from '../../../test/render.tsx';

afterEach(resetApp);

const EMAIL_ON = Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, true])) as EmailPreferences;
const PUSH_OFF = Object.fromEntries(PUSH_KINDS.map((kind) => [kind, false])) as PushPreferences;

const section = async () =>
  within(await screen.findByRole('region', { name: 'Bildirim tercihleri' }));

/** The choice of one kind: its radio group, named after the kind. */
const choiceOf = (form: ReturnType<typeof within>, kind: string) =>
  within(form.getByRole('radiogroup', { name: `${kind}: nasıl gelsin` }));

describe('/profile notification preferences (#13, #28)', () => {
  it('shows each kind’s channel as stored and saves only the set that changed', async () => {
    let email: EmailPreferences = { ...EMAIL_ON, matchingAd: false };
    let push: PushPreferences = { ...PUSH_OFF, auction: true };
    const { user, api } = renderApp('/profile', {
      me: testMe({}),
      handlers: {
        'GET /api/me/email-preferences': () => jsonResponse(200, email),
        'PUT /api/me/email-preferences': (request) => {
          email = request.body as EmailPreferences;
          return jsonResponse(200, email);
        },
        'GET /api/me/push-preferences': () => jsonResponse(200, push),
        'PUT /api/me/push-preferences': (request) => {
          push = request.body as PushPreferences;
          return jsonResponse(200, push);
        },
      },
    });
    const form = await section();
    await waitFor(() =>
      expect(choiceOf(form, 'Yeni teklif').getByRole('radio', { name: 'E-posta' })).toBeChecked(),
    );
    const radio = (kind: string, channel: string) =>
      choiceOf(form, kind).getByRole('radio', { name: channel });
    expect(radio('Sektörüme uyan yeni ilan', 'Yalnız zil')).toBeChecked();
    expect(radio('Canlı eksiltme', 'İkisi de')).toBeChecked();
    // A question has no e-mail: push or the bell only.
    expect(radio('Yeni soru', 'Yalnız zil')).toBeChecked();
    expect(choiceOf(form, 'Yeni soru').queryByRole('radio', { name: 'E-posta' })).toBeNull();
    expect(choiceOf(form, 'Yeni soru').getAllByRole('radio')).toHaveLength(2);
    expect(form.getByText(/en fazla 15 dakikada bir özet/)).toBeInTheDocument();
    // Only platform staff review companies.
    expect(form.queryByRole('radiogroup', { name: /Onay bekleyen şirket/ })).toBeNull();
    const save = form.getByRole('button', { name: 'Tercihleri kaydet' });
    expect(save).toBeDisabled();

    await user.click(radio('Yeni mesaj', 'Yalnız zil'));
    await user.click(radio('Sektörüme uyan yeni ilan', 'E-posta'));
    await user.click(save);

    expect(await screen.findByText('Bildirim tercihleriniz kaydedildi.')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/me/email-preferences')[0]?.body).toEqual({
      ...EMAIL_ON,
      chatMessage: false,
    });
    expect(api.sent('PUT', '/api/me/push-preferences')).toHaveLength(0);
    await waitFor(() => expect(save).toBeDisabled());

    await user.click(radio('Yeni teklif', 'İkisi de'));
    await user.click(radio('Yeni soru', 'Anlık'));
    await user.click(radio('Canlı eksiltme', 'E-posta'));
    await user.click(save);

    await waitFor(() => expect(api.sent('PUT', '/api/me/push-preferences')).toHaveLength(1));
    expect(api.sent('PUT', '/api/me/push-preferences')[0]?.body).toEqual({
      ...PUSH_OFF,
      newBid: true,
      question: true,
    });
    expect(api.sent('PUT', '/api/me/email-preferences')).toHaveLength(1);
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('says so when the choice cannot be saved, and keeps it on screen', async () => {
    const { user } = renderApp('/profile', {
      me: testMe({}),
      handlers: {
        'GET /api/me/email-preferences': () => jsonResponse(200, EMAIL_ON),
        'GET /api/me/push-preferences': () => jsonResponse(200, PUSH_OFF),
        'PUT /api/me/email-preferences': () =>
          problemResponse(503, 'DATABASE_UNAVAILABLE', 'Hizmet şu an kullanılamıyor'),
      },
    });
    const form = await section();
    const order = () => choiceOf(form, 'Sipariş adımı');
    await waitFor(() => expect(order().getByRole('radio', { name: 'E-posta' })).toBeChecked());
    await user.click(order().getByRole('radio', { name: 'Yalnız zil' }));
    await user.click(form.getByRole('button', { name: 'Tercihleri kaydet' }));
    expect((await form.findAllByText('Hizmet şu an kullanılamıyor')).length).toBeGreaterThan(0);
    expect(order().getByRole('radio', { name: 'Yalnız zil' })).toBeChecked();
    expect(form.getByRole('button', { name: 'Tercihleri kaydet' })).toBeEnabled();
  });

  it('shows the companies to review to platform staff', async () => {
    renderApp('/profile', {
      me: testMe(null, { role: 'admin' }),
      handlers: {
        'GET /api/me/email-preferences': () => jsonResponse(200, EMAIL_ON),
        'GET /api/me/push-preferences': () => jsonResponse(200, PUSH_OFF),
      },
    });
    const form = await section();
    expect(
      await form.findByRole('radiogroup', { name: 'Onay bekleyen şirket: nasıl gelsin' }),
    ).toBeInTheDocument();
  });
});
