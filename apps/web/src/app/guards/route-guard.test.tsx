import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { myBidView, testAd } from '../../features/bids/test-helpers.tsx';
import {
  jsonResponse,
  OTHER_COMPANY_ID,
  OWN_COMPANY_ID,
  renderApp,
  resetApp,
  testMe,
  testUser,
} from '../../test/render.tsx';
import type { Me } from '@teklifal/core';
import { failingOnce, findLoadError, LOAD_FAILURE_DETAIL } from '../../test/load-failure.ts';

afterEach(resetApp);

/** The guard's dialog: its title and text, in the modal that Mantine renders in a portal. */
async function expectDialog(title: string, text: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  expect(within(dialog).getByTestId('message-dialog-text')).toHaveTextContent(text);
}

const confirmedSeller = testMe({ isBuyerConfirmed: 'no', isSellerConfirmed: 'yes' });

describe('RouteGuard', () => {
  it('sends an anonymous visitor to /login, which says why above its form, no dialog', async () => {
    const app = renderApp('/myads', { me: null });

    // The catalogue's title and text come with the form itself, never in an overlay over it.
    const form = await screen.findByRole('button', { name: 'Giriş Yap' }, { timeout: 5000 });
    const notice = screen.getByTestId('login-guard-notice');
    expect(notice).toHaveTextContent('Giriş Gerekli');
    expect(notice).toHaveTextContent('Bu sayfaya erişmek için lütfen giriş yapın');
    expect(notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(app.location().pathname).toBe('/login');
    expect(app.location().search).toBe('?next=%2Fmyads');
    expect(screen.queryByRole('heading', { name: 'İlanlarım' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a visitor who opens /login on their own reads no guard message', async () => {
    renderApp('/login', { me: null });

    expect(
      await screen.findByRole('button', { name: 'Giriş Yap' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('login-guard-notice')).not.toBeInTheDocument();
  });

  it('sends a signed-in user without a company to /createcompany', async () => {
    const app = renderApp('/dashboard', { me: testMe(null) });

    await expectDialog('Şirket Bilgisi Gerekli', 'Lütfen önce şirket bilgilerinizi oluşturun');
    await waitFor(() => expect(app.location().pathname).toBe('/createcompany'));
    expect(await screen.findByRole('heading', { name: 'Şirket Oluştur' })).toBeInTheDocument();
  });

  it('an order chat also needs a company: one without is sent to /createcompany', async () => {
    const app = renderApp('/chat/order-1/company-a/company-b', { me: testMe(null) });

    await expectDialog('Şirket Bilgisi Gerekli', 'Lütfen önce şirket bilgilerinizi oluşturun');
    await waitFor(() => expect(app.location().pathname).toBe('/createcompany'));
  });

  it('refuses buyer pages while the buyer profile is pending', async () => {
    const app = renderApp('/myads', {
      me: testMe({ isBuyerConfirmed: 'pending', isSellerConfirmed: 'yes' }),
    });

    await expectDialog('Erişim Engellendi!', 'Alıcı profiliniz henüz onaylanmamış');
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'İlanlarım' })).not.toBeInTheDocument();
  });

  it('refuses seller pages while the seller profile is rejected', async () => {
    const app = renderApp('/ads', {
      me: testMe({ isBuyerConfirmed: 'yes', isSellerConfirmed: 'rejected' }),
    });

    await expectDialog('Erişim Engellendi!', 'Satıcı profiliniz henüz onaylanmamış');
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'İlanlar' })).not.toBeInTheDocument();
  });

  it('does not let a seller bid on its own ad', async () => {
    const app = renderApp(`/ad-details/${OWN_COMPANY_ID}/ad1/bid`, { me: confirmedSeller });

    await expectDialog(
      'Kendi İlanınıza Teklif Veremezsiniz!',
      'Bu ilana teklif veremezsiniz, çünkü bu sizin ilanınız',
    );
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'Teklif Ver' })).not.toBeInTheDocument();
  });

  it('lets a confirmed seller bid on another company’s ad', async () => {
    const ad = testAd();
    const path = `/ad-details/${OTHER_COMPANY_ID}/${ad.id}/bid`;
    const app = renderApp(path, {
      me: confirmedSeller,
      handlers: {
        [`GET /api/ads/${ad.id}`]: () => jsonResponse(200, ad),
        [`GET /api/ads/${ad.id}/bids/mine`]: () => jsonResponse(200, myBidView(null)),
      },
    });

    // The bid page itself, headed by the ad's title.
    expect(await screen.findByRole('heading', { name: ad.title })).toBeInTheDocument();
    expect(app.location().pathname).toBe(path);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a confirmed buyer use /myads', async () => {
    const app = renderApp('/myads', {
      me: testMe({ isBuyerConfirmed: 'yes', isSellerConfirmed: 'no' }),
    });

    expect(await screen.findByRole('heading', { name: 'İlanlarım' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/myads');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a user who is not a platform admin from /admin to /dashboard', async () => {
    const app = renderApp('/admin', {
      me: testMe({ isBuyerConfirmed: 'yes', isSellerConfirmed: 'yes' }),
    });

    await expectDialog('Erişim Engellendi!', 'Bu sayfa yalnızca platform yöneticilerine açıktır');
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
    expect(
      await screen.findByRole('heading', { name: 'Hoş geldiniz, Ayşe Yılmaz' }),
    ).toBeInTheDocument();
  });

  it('lets platform staff without a company read their notifications', async () => {
    const staff: Me = { user: testUser({ role: 'admin' }), company: null, companyRole: null };
    const app = renderApp('/notifications', {
      me: staff,
      handlers: {
        'GET /api/notifications': () =>
          jsonResponse(200, { items: [], page: 1, pageSize: 20, total: 0, unreadTotal: 0 }),
      },
    });

    expect(await screen.findByRole('heading', { name: 'Bildirimler' })).toBeInTheDocument();
    expect(
      screen.getByText('Platform yönetimi olarak size gelen bildirimler, en yenisi en üstte.'),
    ).toBeInTheDocument();
    expect(app.location().pathname).toBe('/notifications');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the session again when it cannot be loaded, then opens the page', async () => {
    const me = testMe({ isBuyerConfirmed: 'yes', isSellerConfirmed: 'no' });
    const app = renderApp('/myads', {
      me,
      handlers: { 'GET /api/me': failingOnce(() => jsonResponse(200, me)) },
    });

    const alert = await findLoadError(LOAD_FAILURE_DETAIL);
    expect(app.api.sent('GET', '/api/me')).toHaveLength(1);
    await app.user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { name: 'İlanlarım' })).toBeInTheDocument();
    expect(app.api.sent('GET', '/api/me').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(LOAD_FAILURE_DETAIL)).not.toBeInTheDocument();
  });
});
