import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONTACT,
  jsonResponse,
  renderApp,
  resetApp,
  siteHeader,
  testMe,
} from '../../test/render.tsx';

afterEach(resetApp);

const newsletterForm = () => screen.findByRole('form', { name: 'Bültenimize abone olun' });

describe('the site footer', () => {
  it('shows the copyright line', async () => {
    renderApp('/', { me: null });

    expect(await screen.findByTestId('copyright')).toHaveTextContent(
      '© 2024 TeklifAl. Tüm hakları saklıdır.',
    );
    expect(screen.getByRole('contentinfo')).toContainElement(screen.getByTestId('copyright'));
  });

  it('links the socials that have an address, in a new tab, and leaves out the others', async () => {
    renderApp('/', {
      me: null,
      contact: {
        ...CONTACT,
        socials: [
          { name: 'Facebook', href: 'https://facebook.com/teklifal', icon: 'facebook' },
          { name: 'X', href: null, icon: 'x' },
          { name: 'LinkedIn', href: 'https://linkedin.com/company/teklifal', icon: 'linkedin' },
          { name: 'YouTube', href: null, icon: 'youtube' },
        ],
      },
    });

    const facebook = await screen.findByRole('link', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('href', 'https://facebook.com/teklifal');
    expect(facebook).toHaveAttribute('target', '_blank');
    const linkedin = screen.getByRole('link', { name: 'LinkedIn' });
    expect(linkedin).toHaveAttribute('href', 'https://linkedin.com/company/teklifal');
    expect(linkedin).toHaveAttribute('target', '_blank');

    const socials = screen.getByLabelText('Sosyal medya');
    expect(within(socials).getAllByRole('link')).toEqual([facebook, linkedin]);
    expect(screen.queryByLabelText('X')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('YouTube')).not.toBeInTheDocument();
  });

  describe('the newsletter', () => {
    it('asks for an e-mail address and sends nothing', async () => {
      const { user, api } = renderApp('/', { me: null });
      const form = await newsletterForm();

      await user.click(within(form).getByRole('button', { name: 'Abone Ol' }));

      expect(await within(form).findByText('E-posta zorunludur')).toBeInTheDocument();
      expect(api.sent('POST', '/api/newsletter')).toHaveLength(0);
    });

    it('refuses an invalid address and sends nothing', async () => {
      const { user, api } = renderApp('/', { me: null });
      const form = await newsletterForm();

      await user.type(within(form).getByRole('textbox', { name: 'E-posta' }), 'not-an-email');
      await user.click(within(form).getByRole('button', { name: 'Abone Ol' }));

      expect(
        await within(form).findByText('E-posta geçerli bir e-posta adresi olmalıdır'),
      ).toBeInTheDocument();
      expect(api.sent('POST', '/api/newsletter')).toHaveLength(0);
    });

    it('subscribes a valid address', async () => {
      const { user, api } = renderApp('/', { me: null });
      const form = await newsletterForm();
      const input = within(form).getByRole('textbox', { name: 'E-posta' });

      await user.type(input, 'alici@example.com');
      await user.click(within(form).getByRole('button', { name: 'Abone Ol' }));

      expect(
        await screen.findByText('Bültenimize abone oldunuz. Teşekkürler!'),
      ).toBeInTheDocument();
      const sent = api.sent('POST', '/api/newsletter');
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body).toMatchObject({ email: 'alici@example.com', locale: 'tr' });
      expect(input).toHaveValue('');
    });

    it('thanks an address that was already subscribed', async () => {
      const { user, api } = renderApp('/', {
        me: null,
        handlers: {
          'POST /api/newsletter': () => jsonResponse(200, { status: 'alreadySubscribed' }),
        },
      });
      const form = await newsletterForm();

      await user.type(within(form).getByRole('textbox', { name: 'E-posta' }), 'ayse@example.com');
      await user.click(within(form).getByRole('button', { name: 'Abone Ol' }));

      expect(
        await screen.findByText('Bu e-posta adresi bültenimize zaten abone. Teşekkürler!'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Bültenimize abone oldunuz. Teşekkürler!')).toBeNull();
      expect(api.sent('POST', '/api/newsletter')).toHaveLength(1);
    });
  });
});

describe('the public header', () => {
  it('offers login and registration to an anonymous visitor', async () => {
    const { queryClient } = renderApp('/', { me: null });
    const header = siteHeader();

    // The header shows the same buttons while /api/me is loading: wait for its answer.
    await waitFor(() => expect(queryClient.getQueryState(['me'])?.status).toBe('success'));
    expect(queryClient.getQueryData(['me'])).toBeNull();
    expect(await within(header).findByRole('link', { name: 'Giriş Yap' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(header).getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(header).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('offers the dashboard to a signed-in user', async () => {
    renderApp('/', { me: testMe({ isBuyerConfirmed: 'yes', isSellerConfirmed: 'yes' }) });
    const header = siteHeader();

    expect(await within(header).findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(header).queryByRole('link', { name: 'Giriş Yap' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Kayıt Ol' })).toBeNull();
  });
});
