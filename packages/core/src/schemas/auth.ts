import { z } from 'zod';
import {
  emailField,
  localeField,
  newPasswordField,
  personNameField,
  phoneField,
} from './fields.ts';

const passwordsMatch = (value: { password: string; passwordConfirm: string }) =>
  value.password === value.passwordConfirm;
const mismatch = { message: 'validation.passwordMismatch', path: ['passwordConfirm'] };

export const RegisterInput = z
  .object({
    name: personNameField,
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    passwordConfirm: z.string().min(1, 'validation.required'),
    kvkkConsent: z.literal(true, { error: 'validation.kvkkRequired' }),
    locale: localeField.optional(),
  })
  .refine(passwordsMatch, mismatch);
export type RegisterInput = z.input<typeof RegisterInput>;

export const LoginInput = z.object({
  email: emailField,
  password: z.string().min(1, 'validation.required'),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.input<typeof LoginInput>;

export const ForgotPasswordInput = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordInput>;

export const ResetPasswordInput = z
  .object({
    token: z.string().min(1, 'validation.required'),
    password: newPasswordField,
    passwordConfirm: z.string().min(1, 'validation.required'),
  })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordInput = z.input<typeof ResetPasswordInput>;

export const ResendVerificationInput = z.object({ email: emailField });

/** The first platform admin of an empty installation (/setup). */
export const SetupAdminInput = z
  .object({
    name: personNameField,
    email: emailField,
    password: newPasswordField,
    passwordConfirm: z.string().min(1, 'validation.required'),
  })
  .refine(passwordsMatch, mismatch);
export type SetupAdminInput = z.input<typeof SetupAdminInput>;
