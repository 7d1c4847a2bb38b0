import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me, PublicInvitationView } from '@teklifal/core';
import {
  jsonResponse,
  problemResponse,
  renderApp,
  resetApp,
  testMe,
  type ApiHandler,
} from '../../../test/render.tsx';

afterEach(resetApp);

const TOKEN = 'abcDEF123_-xyz';
const INVITED = 'davetli@example.com';

const view = (overrides: Partial<PublicInvitationView> = {}): PublicInvitationView => ({
  companyId: 'company-inviting',
  companyName: 'Ege Tekstil A.Ş.',
  role: 'admin',
  email: INVITED,
  inviterName: 'Orhan Sahip',
  expiresAt: '2026-01-22T09:30:00.000Z',
  state: 'valid',
  ...overrides,
});

const invitationApi = (
  invitation: PublicInvitationView = view(),
  extra: Record<string, ApiHandler> = {},
): Record<string, ApiHandler> => ({
  [`GET /api/invitations/${TOKEN}`]: () => jsonResponse(200, invitation),
  ...extra,
});

const invitedUser = (): Me => testMe(null, { email: INVITED, name: 'Deniz Davetli' });

describe('/invite/:token', () => {
  it('shows the invitation and, signed out, how to log in or register with the invited address', async () => {
    renderApp(`/invite/${TOKEN}`, { handlers: invitationApi() });

    expect(await screen.findByTestId('invite-intro')).toHaveTextContent(
      'Orhan Sahip, sizi Ege Tekstil A.Ş. ekibine Yönetici olarak davet ediyor.',
    );
    expect(screen.getByText(INVITED)).toBeInTheDocument();
    expect(screen.getByText('22.01.2026')).toBeInTheDocument();
    const signedOut = within(await screen.findByTestId('invite-signed-out'));
    expect(signedOut.getByText(/davetli@example.com adresiyle giriş yapın/)).toBeInTheDocument();
    expect(signedOut.getByText(/bu e-posta adresiyle kayıt olun/)).toBeInTheDocument();
    expect(signedOut.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute(
      'href',
      `/login?next=/invite/${TOKEN}`,
    );
    expect(signedOut.getByRole('link', { name: 'Bu adresle Kayıt Ol' })).toHaveAttribute(
      'href',
      `/register?invitation=${TOKEN}`,
    );
    expect(screen.queryByRole('button', { name: 'Daveti Kabul Et' })).toBeNull();
  });

  it('signed in with another address, says which one to use and offers to log out', async () => {
    const { user, api } = renderApp(`/invite/${TOKEN}`, {
      me: testMe(null, { email: 'baska@example.com' }),
      handlers: invitationApi(),
    });
    const wrong = within(await screen.findByTestId('invite-wrong-user'));
    expect(
      wrong.getByText(
        'Şu anda baska@example.com adresiyle giriş yaptınız. Bu davet davetli@example.com adresine gönderildi; kabul etmek için çıkış yapıp bu adresle giriş yapın.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Daveti Kabul Et' })).toBeNull();

    await user.click(wrong.getByRole('button', { name: 'Çıkış Yap' }));
    expect(await screen.findByTestId('invite-signed-out')).toBeInTheDocument();
    expect(api.sent('POST', '/api/auth/sign-out')).toHaveLength(1);
  });

  it('the invited user accepts, sees the company and lands on the dashboard', async () => {
    let me: Me = invitedUser();
    const { user, api, location } = renderApp(`/invite/${TOKEN}`, {
      me,
      handlers: invitationApi(view(), {
        'GET /api/me': () => jsonResponse(200, me),
        [`POST /api/invitations/${TOKEN}/accept`]: () => {
          me = {
            ...me,
            company: {
              id: 'company-inviting',
              name: 'Ege Tekstil A.Ş.',
              adminUserId: 'owner-1',
              isBuyerConfirmed: 'yes',
              isSellerConfirmed: 'no',
            },
            companyRole: 'admin',
          };
          return jsonResponse(200, {
            companyId: 'company-inviting',
            companyName: 'Ege Tekstil A.Ş.',
            role: 'admin',
          });
        },
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'Daveti Kabul Et' }));

    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect(await screen.findByText('Şirketiniz: Ege Tekstil A.Ş.')).toBeInTheDocument();
    expect(screen.getByTestId('team-welcome')).toHaveTextContent(
      'Ege Tekstil A.Ş. ekibine hoş geldiniz!',
    );
    expect(api.sent('POST', `/api/invitations/${TOKEN}/accept`)).toHaveLength(1);
  });

  it('shows the server’s reason when accepting fails', async () => {
    const detail =
      'Zaten başka bir şirketin üyesisiniz. Bir kullanıcı yalnızca bir şirketin ekibinde olabilir.';
    const { user, location } = renderApp(`/invite/${TOKEN}`, {
      me: invitedUser(),
      handlers: invitationApi(view(), {
        [`POST /api/invitations/${TOKEN}/accept`]: () =>
          problemResponse(409, 'CONFLICT', 'Bu kayıt zaten var', { detail }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Daveti Kabul Et' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(detail);
    expect(location().pathname).toBe(`/invite/${TOKEN}`);
  });

  it('a user already in a company is told so instead of being offered to accept', async () => {
    renderApp(`/invite/${TOKEN}`, {
      me: testMe({ name: 'Başka Şirket' }, { email: INVITED }),
      handlers: invitationApi(),
    });
    expect(await screen.findByTestId('invite-in-company')).toHaveTextContent(
      'Zaten başka bir şirketin üyesisiniz',
    );
    expect(screen.queryByRole('button', { name: 'Daveti Kabul Et' })).toBeNull();
  });

  it.each([
    ['expired', 'Bu davetin süresi dolmuş'],
    ['revoked', 'Bu davet iptal edilmiş'],
    ['accepted', 'Bu davet zaten kabul edilmiş'],
  ] as const)('an invitation in state %s says so and cannot be accepted', async (state, text) => {
    renderApp(`/invite/${TOKEN}`, {
      me: invitedUser(),
      handlers: invitationApi(view({ state })),
    });
    expect(await screen.findByTestId('invite-state')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Daveti Kabul Et' })).toBeNull();
  });

  it('an unknown link says the invitation was not found', async () => {
    renderApp('/invite/bilinmeyen');
    expect(await screen.findByTestId('invite-not-found')).toHaveTextContent('Davet bulunamadı.');
  });
});
