import { describe, expect, it } from 'vitest';
import { RegisterInput, ResetPasswordInput } from './auth.ts';
import { toFieldErrors } from './field-errors.ts';

const valid = {
  name: 'Ayşe Yılmaz',
  email: ' Ayse@Example.COM ',
  phone: '0532 123 45 67',
  password: 'gizli1234',
  passwordConfirm: 'gizli1234',
  kvkkConsent: true,
};

const errorsOf = (input: unknown, locale: 'tr' | 'en' = 'tr') => {
  const result = RegisterInput.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error.issues, locale);
};

describe('RegisterInput', () => {
  it('accepts a valid registration and normalises e-mail and phone', () => {
    const parsed = RegisterInput.parse(valid);
    expect(parsed.email).toBe('ayse@example.com');
    expect(parsed.phone).toBe('+905321234567');
  });

  it('names each wrong field in Turkish', () => {
    const errors = errorsOf({ ...valid, email: 'ayse@', phone: '12', kvkkConsent: false });
    expect(errors.map((e) => [e.field, e.message])).toEqual([
      ['email', 'E-posta geçerli bir e-posta adresi olmalıdır'],
      ['phone', 'Telefon geçerli bir Türkiye telefon numarası olmalıdır (ör. 0532 123 45 67)'],
      ['kvkkConsent', 'Devam etmek için KVKK Aydınlatma Metni’ni onaylamalısınız'],
    ]);
  });

  it('names missing fields as required, in English when asked', () => {
    const errors = errorsOf({}, 'en');
    expect(errors.find((e) => e.field === 'name')?.message).toBe('Full name is required');
    expect(errors.find((e) => e.field === 'password')?.message).toBe('Password is required');
  });

  it('refuses short and weak passwords', () => {
    expect(errorsOf({ ...valid, password: 'a1', passwordConfirm: 'a1' })[0]?.message).toBe(
      'Şifre en az 8 karakter olmalıdır',
    );
    expect(
      errorsOf({ ...valid, password: 'abcdefghi', passwordConfirm: 'abcdefghi' })[0]?.messageKey,
    ).toBe('validation.passwordWeak');
  });

  it('refuses different passwords on the confirmation field', () => {
    expect(errorsOf({ ...valid, passwordConfirm: 'baska1234' })).toEqual([
      expect.objectContaining({ field: 'passwordConfirm', message: 'Şifreler eşleşmiyor' }),
    ]);
  });
});

describe('ResetPasswordInput', () => {
  it('needs the token', () => {
    const result = ResetPasswordInput.safeParse({
      password: 'yeni12345',
      passwordConfirm: 'yeni12345',
    });
    expect(result.success).toBe(false);
  });
});
