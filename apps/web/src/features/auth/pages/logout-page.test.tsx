import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  problemResponse,
  renderApp,
  resetApp,
  siteHeader,
  testCompany,
  testMe,
} from '../../../test/render.tsx';

afterEach(resetApp);

const me = testMe({ isBuyerConfirmed: 'yes', isSellerConfirmed: 'yes' });

beforeEach(() => {
  localStorage.setItem('company', JSON.stringify(testCompany()));
});

async function expectDialog(title: string, text: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  expect(within(dialog).getByTestId('message-dialog-text')).toHaveTextContent(text);
}

describe('/logout', () => {
  it('signs out, forgets the stored company and goes home', async () => {
    const app = renderApp('/logout', { me });

    await expectDialog('Başarılı!', 'Başarıyla çıkış yapıldı!');
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    expect(app.api.sent('POST', '/api/auth/sign-out')).toHaveLength(1);
    expect(localStorage.getItem('company')).toBeNull();
    // Home, as an anonymous visitor.
    const header = siteHeader();
    expect(await within(header).findByRole('link', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('says so and stays when signing out fails', async () => {
    const app = renderApp('/logout', {
      me,
      handlers: {
        'POST /api/auth/sign-out': () =>
          problemResponse(500, 'INTERNAL', 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.'),
      },
    });

    await expectDialog('Hata!', 'Çıkış yapılırken bir hata oluştu');
    expect(app.api.sent('POST', '/api/auth/sign-out')).toHaveLength(1);
    expect(screen.queryByText('Başarılı!')).toBeNull();
    // The page itself offers another try.
    expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/logout');
  });
});
