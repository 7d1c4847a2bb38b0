import { z } from 'zod';
import type { Locale } from '../constants.ts';
import { withFieldLabels } from './field-labels.ts';
import {
  emailField,
  localeField,
  newPasswordField,
  personNameField,
  phoneField,
} from './fields.ts';

/** PATCH /api/me/profile: the same field rules as registration. */
export const UpdateProfileInput = z.object({
  name: personNameField,
  phone: phoneField,
  locale: localeField,
});
export type UpdateProfileInput = z.input<typeof UpdateProfileInput>;

/** POST /api/me/password */
export const ChangePasswordInput = withFieldLabels(
  z
    .object({
      currentPassword: z.string().min(1, 'validation.required'),
      password: newPasswordField,
      passwordConfirm: z.string().min(1, 'validation.required'),
    })
    .refine((value) => value.password === value.passwordConfirm, {
      message: 'validation.passwordMismatch',
      path: ['passwordConfirm'],
    }),
  { password: 'fields.newPassword' },
);
export type ChangePasswordInput = z.input<typeof ChangePasswordInput>;

/** POST /api/me/email: a verification link goes to the new address. */
export const ChangeEmailInput = z.object({ newEmail: emailField });
export type ChangeEmailInput = z.input<typeof ChangeEmailInput>;

/** What PATCH /api/me/profile answers. */
export interface ProfileView {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  phone: string | null;
  locale: Locale;
}

/** What POST /api/me/email answers. */
export interface EmailChangeRequestedView {
  newEmail: string;
}
