import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '@teklifal/core';
import {
  jsonResponse,
  problemResponse,
  renderApp,
  resetApp,
  testMe,
  testUser,
} from '../../../test/render.tsx';

afterEach(resetApp);

const SUSPENDED_TITLE = 'Hesabınız askıya alındı';

/** /login with a sign-in that answers as the server would, then the session it opened. */
function renderLogin(path: string, signIn: () => Response, after: Me | null = null) {
  let me: Me | null = null;
  const app = renderApp(path, {
    handlers: {
      'GET /api/me': () => jsonResponse(200, me),
      'POST /api/auth/sign-in/email': () => {
        const answer = signIn();
        if (answer.ok) me = after;
        return answer;
      },
    },
  });
  return app;
}

async function logIn(app: ReturnType<typeof renderApp>, email = 'ayse@example.com') {
  const password = await screen.findByLabelText(/^Şifre/, undefined, { timeout: 5000 });
  const main = within(screen.getByRole('main'));
  await app.user.type(main.getByRole('textbox', { name: /E-posta/ }), email);
  await app.user.type(password, 'Gizli12345');
  await app.user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

describe('/login', () => {
  it('a suspended account is told so plainly, with the way to reach us', async () => {
    const app = renderLogin('/login?next=%2Fdashboard', () =>
      problemResponse(
        403,
        'USER_BANNED',
        'Hesabınız askıya alınmıştır. Destek için bizimle iletişime geçin.',
      ),
    );
    await logIn(app);

    const notice = await screen.findByTestId('suspended-notice');
    expect(notice).toHaveTextContent(SUSPENDED_TITLE);
    expect(notice).toHaveTextContent('Bu hesapla şu an giriş yapılamaz');
    expect(within(notice).getByRole('link', { name: 'İletişim' })).toHaveAttribute(
      'href',
      '/contactus',
    );
    expect(screen.queryByText('Giriş Gerekli')).not.toBeInTheDocument();
    expect(app.location().pathname).toBe('/login');
  });

  it('a page that finds the session suspended shows the suspension, not "Giriş Gerekli"', async () => {
    renderApp('/dashboard', {
      handlers: {
        'GET /api/me': () => problemResponse(403, 'USER_BANNED', 'Hesabınız askıya alınmıştır.'),
      },
    });

    expect(await screen.findByTestId('suspended-notice')).toHaveTextContent(SUSPENDED_TITLE);
    expect(screen.queryByText('Giriş Gerekli')).not.toBeInTheDocument();
  });

  it('a crafted next (/\\evil.example) leads to the dashboard, not away and not nowhere', async () => {
    const me = testMe({ isBuyerConfirmed: 'yes', isSellerConfirmed: 'yes' });
    const app = renderLogin(
      `/login?next=${encodeURIComponent('/\\evil.example/x')}`,
      () => jsonResponse(200, { token: 't', user: me.user }),
      me,
    );
    await logIn(app);

    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
  });
});

describe('/login while the session probe has not answered', () => {
  it('keeps what the visitor typed when the answer comes', async () => {
    let answer: (response: Response) => void = () => {};
    const probe = new Promise<Response>((resolve) => (answer = resolve));
    const app = renderApp('/login', { handlers: { 'GET /api/me': () => probe } });
    const password = await screen.findByLabelText(/^Şifre/, undefined, { timeout: 5000 });
    const email = within(screen.getByRole('main')).getByRole('textbox', { name: /E-posta/ });
    await app.user.type(email, 'ayse@example.com');
    await app.user.type(password, 'Gizli12345');

    answer(jsonResponse(200, null));
    await waitFor(() => expect(app.api.sent('GET', '/api/me')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(email).toHaveValue('ayse@example.com');
    expect(password).toHaveValue('Gizli12345');
    expect(email).toBeInTheDocument();
  });
});

describe('platform staff', () => {
  const staff: Me = { user: testUser({ role: 'admin' }), company: null, companyRole: null };

  it('signing in without a company, land in the back office: no company dialog', async () => {
    const app = renderLogin(
      '/login',
      () => jsonResponse(200, { token: 't', user: staff.user }),
      staff,
    );
    await logIn(app);

    await waitFor(() => expect(app.location().pathname).toMatch(/^\/admin/));
    expect(screen.queryByText('Şirket Bilgisi Gerekli')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opening the dashboard without a company, go to the back office', async () => {
    const app = renderApp('/dashboard', { me: staff });

    await waitFor(() => expect(app.location().pathname).toMatch(/^\/admin/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reach the back office from the navigation bar', async () => {
    renderApp('/support', { me: staff });

    const nav = await screen.findAllByRole('link', { name: 'Yönetim' });
    expect(nav.some((link) => link.closest('nav'))).toBe(true);
    expect(nav[0]).toHaveAttribute('href', '/admin');
    // The company's items, of no use without one, are not shown greyed.
    expect(document.querySelector('header nav [aria-disabled="true"]')).toBeNull();
  });
});
