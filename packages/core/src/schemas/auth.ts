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
    /**
     * Registering from a team invitation (/register?invitation=…): the address must be the
     * invited one, and the verification link leads back to the invitation.
     */
    invitationToken: z.string().trim().min(1).max(256).optional(),
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

/** GET and POST /api/setup: whether the first-admin setup is still open. */
export const SetupStatus = z.object({ open: z.boolean() });
export type SetupStatus = z.infer<typeof SetupStatus>;

/*
 * better-auth's answers, passed through as better-auth sends them (/api/auth/*). They document
 * the API; the web app reads only `user.name` after signing in, and GET /api/me for the rest.
 */

/** A user as better-auth answers it, with our additional fields and its admin plugin's. */
export const AuthUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  role: z.string().describe('Platform role: user or admin'),
  banned: z.boolean().nullable(),
  banReason: z.string().nullable(),
  banExpires: z.string().nullable(),
  phone: z.string().nullable(),
  locale: z.string(),
  kvkkConsentAt: z.string().nullable().describe('When the KVKK notice was accepted at sign-up'),
});
export type AuthUser = z.infer<typeof AuthUser>;

/** One of a user's sessions, as better-auth answers it. */
export const AuthSession = z.object({
  id: z.string(),
  token: z.string(),
  userId: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  impersonatedBy: z.string().nullable(),
});
export type AuthSession = z.infer<typeof AuthSession>;

/** POST /api/auth/sign-up/email */
export const SignUpResult = z.object({
  token: z.null().describe('No session: the user signs in after verifying the e-mail address'),
  user: AuthUser,
});
export type SignUpResult = z.infer<typeof SignUpResult>;

/** POST /api/auth/sign-in/email; the session is in the cookie it sets. */
export const SignInResult = z.object({
  redirect: z.boolean(),
  token: z.string(),
  user: AuthUser,
});
export type SignInResult = z.infer<typeof SignInResult>;

/** GET /api/auth/get-session when signed in (null otherwise). */
export const SessionWithUser = z.object({ session: AuthSession, user: AuthUser });
export type SessionWithUser = z.infer<typeof SessionWithUser>;

/** GET /api/auth/verify-email */
export const EmailVerification = z.object({
  status: z.boolean(),
  user: AuthUser.nullable().describe(
    'The user with the new address after an e-mail change; null after a sign-up verification',
  ),
});
export type EmailVerification = z.infer<typeof EmailVerification>;

/** POST /api/auth/request-password-reset: the same answer whether the address is known or not. */
export const PasswordResetRequested = z.object({ status: z.boolean(), message: z.string() });
export type PasswordResetRequested = z.infer<typeof PasswordResetRequested>;

/** better-auth's answer to an action with nothing more to say. */
export const AuthStatus = z.object({ status: z.boolean() });
export type AuthStatus = z.infer<typeof AuthStatus>;

/** POST /api/auth/sign-out */
export const SignOutResult = z.object({ success: z.boolean() });
export type SignOutResult = z.infer<typeof SignOutResult>;
