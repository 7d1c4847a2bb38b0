import { z } from 'zod';
import { LOCALES } from '../constants.ts';
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
export const ProfileView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  locale: z.enum(LOCALES),
});
export type ProfileView = z.infer<typeof ProfileView>;

/** What POST /api/me/email answers. */
export const EmailChangeRequestedView = z.object({
  newEmail: z
    .string()
    .describe('Where the verification link went; the address changes once it is opened'),
});
export type EmailChangeRequestedView = z.infer<typeof EmailChangeRequestedView>;
