import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyInvitationView, PublicInvitationView } from '@teklifal/core';
import { jsonResponse, problemResponse, renderApp, resetApp, testMe } from '../test/render.tsx';

/** A team invitation through registration, and offered instead of a new company (#13). */
afterEach(resetApp);

const TOKEN = 'abcDEF123_-xyz';
const INVITED = 'davetli@example.com';
const invitation = (state: PublicInvitationView['state'] = 'valid'): PublicInvitationView => ({
  companyId: 'company-inviting',
  companyName: 'Ege Tekstil A.Ş.',
  role: 'member',
  email: INVITED,
  inviterName: 'Orhan Sahip',
  expiresAt: '2026-01-22T09:30:00.000Z',
  state,
});
const registerEmail = () =>
  document.querySelector<HTMLInputElement>('form input[type="email"][autocomplete="email"]');
const offered: MyInvitationView = {
  id: 'inv-1',
  companyId: 'company-inviting',
  companyName: 'Ege Tekstil A.Ş.',
  role: 'member',
  inviterName: 'Orhan Sahip',
  expiresAt: '2026-01-22T09:30:00.000Z',
};

describe('/register?invitation=…', () => {
  it('fills in the invited address, locks it, sends the token and leads back', async () => {
    const { user, api } = renderApp(`/register?invitation=${TOKEN}`, {
      handlers: {
        [`GET /api/invitations/${TOKEN}`]: () => jsonResponse(200, invitation()),
        'POST /api/auth/sign-up/email': () => jsonResponse(200, { token: null, user: {} }),
      },
    });
    expect(await screen.findByTestId('register-invitation')).toHaveTextContent(
      'Ege Tekstil A.Ş. ekibine davet edildiniz.',
    );
    const email = registerEmail();
    expect(email).toHaveValue(INVITED);
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: /Davete geri dön/ })).toHaveAttribute(
      'href',
      `/invite/${TOKEN}`,
    );

    await user.type(screen.getByRole('textbox', { name: /Ad Soyad/ }), 'Deniz Davetli');
    await user.type(screen.getByRole('textbox', { name: /Telefon/ }), '0532 123 45 67');
    await user.type(screen.getByLabelText(/^Şifre(?! Tekrar)/), 'Gizli12345');
    await user.type(screen.getByLabelText(/^Şifre Tekrar/), 'Gizli12345');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Hesap Oluştur' }));

    expect(await screen.findByTestId('registered')).toHaveTextContent(
      'Bağlantıya tıkladığınızda davete geri dönecek',
    );
    expect(api.sent('POST', '/api/auth/sign-up/email')[0]?.body).toMatchObject({
      email: INVITED,
      invitationToken: TOKEN,
    });
  });

  it('an invitation no longer valid leaves the address free and says so', async () => {
    renderApp(`/register?invitation=${TOKEN}`, {
      handlers: {
        [`GET /api/invitations/${TOKEN}`]: () => jsonResponse(200, invitation('expired')),
      },
    });
    expect(await screen.findByTestId('register-invitation')).toHaveTextContent(
      'Bu davet artık geçerli değil.',
    );
    const email = registerEmail();
    expect(email).toHaveValue('');
    expect(email).not.toHaveAttribute('readonly');
  });
});

describe('/verify-email from an invitation', () => {
  it('leads back to the invitation', async () => {
    renderApp(`/verify-email?token=t1&next=${encodeURIComponent(`/invite/${TOKEN}`)}`, {
      handlers: { 'GET /api/auth/verify-email': () => jsonResponse(200, { status: true }) },
    });
    expect(await screen.findByTestId('verify-success')).toHaveTextContent(
      'Şimdi davete dönüp ekibe katılabilirsiniz.',
    );
    expect(screen.getByRole('link', { name: 'Davete dön' })).toHaveAttribute(
      'href',
      `/invite/${TOKEN}`,
    );
  });

  it('follows no other address', async () => {
    renderApp('/verify-email?token=t1&next=https%3A%2F%2Fevil.example', {
      handlers: { 'GET /api/auth/verify-email': () => jsonResponse(200, { status: true }) },
    });
    expect(await screen.findByTestId('verify-success')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Davete dön' })).toBeNull();
  });
});

describe('a signed-in user without a company who is invited', () => {
  it('is offered the invitation on /createcompany and joins with one click', async () => {
    let me = testMe(null, { email: INVITED });
    const { user, api, location } = renderApp('/createcompany', {
      handlers: {
        'GET /api/me': () => jsonResponse(200, me),
        // As in a browser, the session may come back before the invitations are read again.
        'GET /api/me/invitations': async () => {
          if (me.company) await new Promise((resolve) => setTimeout(resolve, 300));
          return jsonResponse(200, { items: me.company ? [] : [offered] });
        },
        'POST /api/me/invitations/inv-1/accept': () => {
          me = testMe({ id: 'company-inviting', name: 'Ege Tekstil A.Ş.' }, { email: INVITED });
          return jsonResponse(200, {
            companyId: 'company-inviting',
            companyName: 'Ege Tekstil A.Ş.',
            role: 'member',
          });
        },
        'GET /api/companies/mine': () => problemResponse(404, 'NOT_FOUND', 'Yok'),
        'GET /api/dashboard/stats': () => jsonResponse(200, { buyer: null, seller: null }),
        'GET /api/notifications/unread': () => jsonResponse(200, { items: [], total: 0 }),
      },
    });
    const offer = within(
      await screen.findByTestId('invitation-offer', undefined, { timeout: 5000 }),
    );
    expect(
      offer.getByText(/Ege Tekstil A.Ş. sizi ekibine Üye olarak davet etti/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Ticari Unvan|Şirket Adı/ })).toBeNull();
    await user.click(offer.getByRole('button', { name: 'Daveti kabul et ve katıl' }));
    await waitFor(() =>
      expect(api.sent('POST', '/api/me/invitations/inv-1/accept')).toHaveLength(1),
    );
    // The session is read again and the dashboard welcomes the new member by the company's name.
    await waitFor(() => expect(location().pathname).toBe('/dashboard'), { timeout: 5000 });
    expect(await screen.findByTestId('team-welcome')).toHaveTextContent(
      'Ege Tekstil A.Ş. ekibine hoş geldiniz',
    );
    expect(api.sent('GET', '/api/me').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('Şirketiniz zaten var')).toBeNull();
  });

  it('may still create a company of their own', async () => {
    const { user } = renderApp('/createcompany', {
      me: testMe(null, { email: INVITED }),
      handlers: { 'GET /api/me/invitations': () => jsonResponse(200, { items: [offered] }) },
    });
    const offer = within(
      await screen.findByTestId('invitation-offer', undefined, { timeout: 5000 }),
    );
    await user.click(offer.getByRole('button', { name: 'Yine de kendi şirketimi oluşturacağım' }));
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(
      'Bekleyen bir davetiniz var',
    );
    expect(screen.queryByTestId('invitation-offer')).toBeNull();
  });

  it('the company guard tells of the invitation instead of only asking for a company', async () => {
    renderApp('/dashboard', {
      me: testMe(null, { email: INVITED }),
      handlers: { 'GET /api/me/invitations': () => jsonResponse(200, { items: [offered] }) },
    });
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5000 });
    expect(within(dialog).getByText('Şirket Bilgisi Gerekli')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Ege Tekstil A.Ş. sizi ekibine davet etti; daveti kabul ederek/),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('invitation-offer')).toBeInTheDocument();
  });
});
