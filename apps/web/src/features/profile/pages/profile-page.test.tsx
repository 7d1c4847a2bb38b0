import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '@teklifal/core';
import { i18n, setLocale } from '../../../lib/i18n.ts';
import {
  jsonResponse,
  problemResponse,
  renderApp,
  resetApp,
  testMe,
} from '../../../test/render.tsx';

afterEach(async () => {
  resetApp();
  if (i18n.language !== 'tr') await setLocale('tr');
});

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('/profile', () => {
  it('fills the profile form and saves it; a new language switches the interface', async () => {
    let me: Me = testMe({});
    const { user, api } = renderApp('/profile', {
      me,
      handlers: {
        'GET /api/me': () => jsonResponse(200, me),
        'PATCH /api/me/profile': (request) => {
          const body = request.body as { name: string; locale: 'tr' | 'en' };
          me = { ...me, user: { ...me.user, name: body.name, locale: body.locale } };
          return jsonResponse(200, { ...me.user, phone: '+905321234567' });
        },
      },
    });
    const details = await section('Profil Bilgileri');
    const name = details.getByRole('textbox', { name: 'Ad Soyad' });
    expect(name).toHaveValue('Ayşe Yılmaz');
    expect(details.getByRole('textbox', { name: 'Telefon' })).toHaveValue('0532 123 45 67');

    await user.clear(name);
    await user.type(name, 'Ayşe Demir');
    const language = details.getByRole('combobox', { name: 'Dil' });
    await user.click(language);
    await waitFor(() => expect(language).toHaveAttribute('aria-expanded', 'true'));
    const listbox = document.getElementById(language.getAttribute('aria-controls') ?? '');
    await user.click(
      within(listbox as HTMLElement).getByRole('option', { name: 'English', hidden: true }),
    );
    await user.click(details.getByRole('button', { name: 'Bilgileri Kaydet' }));

    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(api.sent('PATCH', '/api/me/profile')[0]?.body).toEqual({
      name: 'Ayşe Demir',
      phone: '0532 123 45 67',
      locale: 'en',
    });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('checks the profile fields with the registration rules', async () => {
    const { user, api } = renderApp('/profile', { me: testMe({}) });
    const details = await section('Profil Bilgileri');
    await user.clear(details.getByRole('textbox', { name: 'Ad Soyad' }));
    await user.clear(details.getByRole('textbox', { name: 'Telefon' }));
    await user.type(details.getByRole('textbox', { name: 'Telefon' }), '123');
    await user.click(details.getByRole('button', { name: 'Bilgileri Kaydet' }));

    expect(await details.findByText('Ad Soyad zorunludur')).toBeInTheDocument();
    expect(
      details.getByText(
        'Telefon geçerli bir Türkiye telefon numarası olmalıdır (ör. 0532 123 45 67)',
      ),
    ).toBeInTheDocument();
    expect(api.sent('PATCH', '/api/me/profile')).toHaveLength(0);
  });

  it('shows a wrong current password under its field', async () => {
    const { user } = renderApp('/profile', {
      me: testMe(null),
      handlers: {
        'POST /api/me/password': () =>
          problemResponse(400, 'VALIDATION', 'Lütfen işaretli alanları düzeltin', {
            errors: [
              {
                field: 'currentPassword',
                message: 'Mevcut şifre hatalı',
                messageKey: 'profile.password.wrongCurrent',
              },
            ],
          }),
      },
    });
    const password = await section('Şifre Değiştir');
    await user.type(password.getByLabelText(/^Mevcut şifre/), 'Yanlis12345');
    await user.type(password.getByLabelText(/^Yeni şifre(?! tekrar)/), 'YeniSifre2026');
    await user.type(password.getByLabelText(/^Yeni şifre tekrar/), 'YeniSifre2026');
    await user.click(password.getByRole('button', { name: 'Şifreyi Değiştir' }));

    expect(await password.findByText('Mevcut şifre hatalı')).toBeInTheDocument();
    expect(password.queryByTestId('form-error')).toBeNull();
  });

  it('checks the new password before sending it', async () => {
    const { user, api } = renderApp('/profile', { me: testMe(null) });
    const password = await section('Şifre Değiştir');
    await user.type(password.getByLabelText(/^Mevcut şifre/), 'Eski12345');
    await user.type(password.getByLabelText(/^Yeni şifre(?! tekrar)/), 'kisa');
    await user.type(password.getByLabelText(/^Yeni şifre tekrar/), 'baska');
    await user.click(password.getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect(await password.findByText('Yeni şifre en az 8 karakter olmalıdır')).toBeInTheDocument();
    expect(password.getByText('Şifreler eşleşmiyor')).toBeInTheDocument();
    expect(api.sent('POST', '/api/me/password')).toHaveLength(0);
  });

  it('explains the e-mail change and confirms the link was sent to the new address', async () => {
    const { user, api } = renderApp('/profile', {
      me: testMe(null),
      handlers: {
        'POST /api/me/email': () => jsonResponse(202, { newEmail: 'yeni@example.com' }),
      },
    });
    const email = await section('E-posta Adresini Değiştir');
    expect(email.getByText(/Yeni adresinize bir doğrulama bağlantısı göndereceğiz/)).toBeVisible();
    expect(email.getByText('Şu anki adresiniz: ayse@example.com')).toBeInTheDocument();
    await user.type(email.getByRole('textbox', { name: 'Yeni e-posta' }), 'yeni@example.com');
    await user.click(email.getByRole('button', { name: 'Doğrulama Bağlantısı Gönder' }));

    expect(await email.findByTestId('email-change-sent')).toHaveTextContent(
      'yeni@example.com adresine bir doğrulama bağlantısı gönderdik.',
    );
    expect(api.sent('POST', '/api/me/email')[0]?.body).toEqual({ newEmail: 'yeni@example.com' });
  });

  it('shows a taken address under the new e-mail field', async () => {
    const taken = 'Bu e-posta adresi başka bir hesapta kullanılıyor';
    const { user } = renderApp('/profile', {
      me: testMe(null),
      handlers: {
        'POST /api/me/email': () =>
          problemResponse(409, 'CONFLICT', 'Bu kayıt zaten var', {
            errors: [{ field: 'newEmail', message: taken, messageKey: 'profile.email.taken' }],
          }),
      },
    });
    const email = await section('E-posta Adresini Değiştir');
    await user.type(email.getByRole('textbox', { name: 'Yeni e-posta' }), 'dolu@example.com');
    await user.click(email.getByRole('button', { name: 'Doğrulama Bağlantısı Gönder' }));
    expect(await email.findByText(taken)).toBeInTheDocument();
  });
});
