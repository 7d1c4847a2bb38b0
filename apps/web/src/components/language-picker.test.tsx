import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../lib/i18n.ts';
import { renderApp, resetApp, siteHeader, testMe } from '../test/render.tsx';

// i18n is a module singleton: every test starts and ends in Turkish.
afterEach(async () => {
  await setLocale('tr');
  resetApp();
});

/** Opens the first language picker of the header and chooses a language. */
async function chooseLanguage(
  user: ReturnType<typeof renderApp>['user'],
  pickerLabel: string,
  language: string,
) {
  const picker = within(siteHeader()).getAllByRole('button', { name: pickerLabel })[0];
  if (!picker) throw new Error('No language picker in the header');
  await user.click(picker);
  expect(picker).toHaveAttribute('aria-expanded', 'true');
  // Mantine hides the dropdown with display: none in the test DOM (see app-navigation.test.tsx).
  await user.click(await screen.findByRole('menuitem', { name: language, hidden: true }));
}

describe('LanguagePicker', () => {
  it('switches the interface to English and remembers the choice', async () => {
    const { user, api } = renderApp('/', { me: null });
    const header = siteHeader();
    expect(await within(header).findByRole('link', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('tr');

    await chooseLanguage(user, 'Dil: TR', 'English');

    expect(await within(header).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Giriş Yap' })).toBeNull();
    expect(screen.getByTestId('copyright')).toHaveTextContent(
      '© 2024 TeklifAl. All rights reserved.',
    );
    expect(within(header).getAllByRole('button', { name: 'Language: EN' })[0]).toHaveTextContent(
      'EN',
    );
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    // An anonymous visitor has no account to remember the language on.
    expect(api.sent('PATCH', '/api/me/locale')).toHaveLength(0);
  });

  it('switches back to Turkish', async () => {
    await setLocale('en');
    const { user } = renderApp('/', { me: null });
    const header = siteHeader();
    expect(await within(header).findByRole('link', { name: 'Log in' })).toBeInTheDocument();

    await chooseLanguage(user, 'Language: EN', 'Türkçe');

    expect(await within(header).findByRole('link', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
  });

  it('remembers the language on the account of a signed-in user', async () => {
    const { user, api } = renderApp('/dashboard', {
      me: testMe({ isBuyerConfirmed: 'yes', isSellerConfirmed: 'yes' }),
    });
    expect(await screen.findByTestId('greeting')).toHaveTextContent('Merhaba, Ayşe Yılmaz');

    await chooseLanguage(user, 'Dil: TR', 'English');

    expect(await screen.findByTestId('greeting')).toHaveTextContent('Hello, Ayşe Yılmaz');
    await waitFor(() => expect(api.sent('PATCH', '/api/me/locale')).toHaveLength(1));
    expect(api.sent('PATCH', '/api/me/locale')[0]?.body).toEqual({ locale: 'en' });
  });
});
