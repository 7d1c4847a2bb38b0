import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, renderApp, resetApp } from '../../../test/render.tsx';

afterEach(resetApp);

const EMAIL_TAKEN = 'Bu e-posta adresiyle kayıtlı bir hesap zaten var';

/** The registration form (the footer has an e-mail input of its own). */
async function registerForm() {
  const submit = await screen.findByRole('button', { name: 'Hesap Oluştur' });
  const form = submit.closest('form');
  if (!form) throw new Error('The register form is not rendered');
  return within(form);
}

async function fillValidForm(user: ReturnType<typeof renderApp>['user']) {
  const form = await registerForm();
  await user.type(form.getByRole('textbox', { name: 'Ad Soyad' }), 'Ayşe Yılmaz');
  await user.type(form.getByRole('textbox', { name: 'E-posta' }), 'ayse@example.com');
  await user.type(form.getByRole('textbox', { name: 'Telefon' }), '0532 123 45 67');
  await user.type(form.getByLabelText(/^Şifre\b(?! Tekrar)/), 'parola123');
  await user.type(form.getByLabelText(/^Şifre Tekrar/), 'parola123');
  await user.click(form.getByRole('checkbox'));
  return form;
}

/** The error Mantine shows under an input is the input's accessible description. */
function expectFieldError(input: HTMLElement, message: string) {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(message);
}

describe('/register', () => {
  it('checks the empty form without sending it', async () => {
    const { user, api } = renderApp('/register');
    const form = await registerForm();

    await user.click(form.getByRole('button', { name: 'Hesap Oluştur' }));

    expect(await form.findByText('Ad Soyad zorunludur')).toBeInTheDocument();
    expect(form.getByText('E-posta zorunludur')).toBeInTheDocument();
    expect(
      form.getByText('Devam etmek için KVKK Aydınlatma Metni’ni onaylamalısınız'),
    ).toBeInTheDocument();
    expectFieldError(form.getByRole('textbox', { name: 'Ad Soyad' }), 'Ad Soyad zorunludur');
    expectFieldError(form.getByRole('textbox', { name: 'E-posta' }), 'E-posta zorunludur');
    expect(api.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
    expect(api.sent('POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('links the KVKK notice from the consent box', async () => {
    renderApp('/register');
    const form = await registerForm();
    const checkbox = form.getByRole('checkbox');
    const label = document.querySelector(`label[for="${checkbox.id}"]`);
    if (!label) throw new Error('The consent box has no label');
    expect(
      within(label as HTMLElement).getByRole('link', { name: 'KVKK Aydınlatma Metni' }),
    ).toHaveAttribute('href', '/kvkk');
  });

  it('shows the server’s message under the e-mail field when the address is taken', async () => {
    const { user, api } = renderApp('/register', {
      handlers: {
        'POST /api/auth/sign-up/email': () =>
          problemResponse(409, 'CONFLICT', 'Bu kayıt zaten var veya başka bir işlemle değişti', {
            errors: [{ field: 'email', message: EMAIL_TAKEN, messageKey: 'errors.emailTaken' }],
          }),
      },
    });
    const form = await fillValidForm(user);

    await user.click(form.getByRole('button', { name: 'Hesap Oluştur' }));

    expect(await form.findByText(EMAIL_TAKEN)).toBeInTheDocument();
    expectFieldError(form.getByRole('textbox', { name: 'E-posta' }), EMAIL_TAKEN);
    expect(form.getByRole('textbox', { name: 'Ad Soyad' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const sent = api.sent('POST', '/api/auth/sign-up/email');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      kvkkConsent: true,
      locale: 'tr',
    });
    expect(screen.queryByText('E-postanızı doğrulayın')).toBeNull();
  });

  it('asks the new user to verify the e-mail address', async () => {
    const { user, api } = renderApp('/register', {
      handlers: {
        'POST /api/auth/sign-up/email': () =>
          jsonResponse(200, { user: { id: 'user-9', name: 'Ayşe Yılmaz' } }),
      },
    });
    const form = await fillValidForm(user);

    await user.click(form.getByRole('button', { name: 'Hesap Oluştur' }));

    expect(
      await screen.findByRole('heading', { name: 'E-postanızı doğrulayın' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('registered')).toHaveTextContent(
      'ayse@example.com adresine bir doğrulama bağlantısı gönderdik.',
    );
    expect(screen.queryByRole('button', { name: 'Hesap Oluştur' })).toBeNull();
    expect(api.sent('POST', '/api/auth/sign-up/email')).toHaveLength(1);
  });
});
