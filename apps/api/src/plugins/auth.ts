import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin as adminPlugin } from 'better-auth/plugins';
import { uuidv7 } from 'uuidv7';
import { isLocale, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Locale } from '@teklifal/core';
import { account, rateLimit, session, user, verification } from '../db/schema/index.ts';
import { createBackgroundTasks, type BackgroundTasks } from '../lib/background-tasks.ts';
import { fastPasswords } from '../lib/fast-passwords.ts';
import { clearSignInFailures } from '../lib/sign-in-throttle.ts';
import { actionMail } from '../lib/mail-templates.ts';
import { siteTitle } from '../lib/settings.ts';

/** The header our auth route sets from Fastify's idea of the client IP (never the client's). */
export const CLIENT_IP_HEADER = 'x-teklifal-client-ip';

/**
 * better-auth mails the link that confirms a NEW e-mail address through sendVerificationEmail;
 * its token (a JWT we just signed) says which flow it is, so that mail gets its own text.
 */
function isEmailChangeToken(token: string): boolean {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { requestType?: unknown };
    return payload.requestType === 'change-email-verification';
  } catch {
    return false;
  }
}

/**
 * A sign-up from a team invitation passes `/invite/<token>` as better-auth's callbackURL
 * (modules/auth, #13); our verification link carries it as `next`, so the verified person is
 * taken back to the invitation. Any other callback is ignored.
 */
function invitationNext(authUrl: string): string {
  let callback: string | null = null;
  try {
    callback = new URL(authUrl).searchParams.get('callbackURL');
  } catch {
    return '';
  }
  return callback && /^\/invite\/[\w-]+$/.test(callback)
    ? `&next=${encodeURIComponent(callback)}`
    : '';
}

function createAuth(app: FastifyInstance, background: BackgroundTasks) {
  const { config } = app;
  const localeOf = (u: object): Locale => {
    const locale = (u as { locale?: unknown }).locale;
    return isLocale(locale) ? locale : 'tr';
  };

  return betterAuth({
    appName: 'TeklifAl',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(app.db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    user: {
      additionalFields: {
        phone: { type: 'string', required: false },
        locale: { type: 'string', required: false, defaultValue: 'tr' },
        kvkkConsentAt: { type: 'date', required: false, input: false },
      },
      // POST /api/me/email: the change waits for a click on a link mailed to the NEW address.
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      ...(config.passwordHashing === 'fast' ? { password: fastPasswords } : {}),
      resetPasswordTokenExpiresIn: 60 * 60,
      // A registered address gets the same answer as a new one (no enumeration); its owner
      // gets this mail instead of a verification link.
      onExistingUserSignUp: async ({ user: u }) => {
        const mail = actionMail({
          locale: localeOf(u),
          site: await siteTitle(app.db),
          name: u.name,
          subjectKey: 'accountSafety.signUpAttemptSubject',
          textKey: 'accountSafety.signUpAttemptText',
          buttonKey: 'accountSafety.signUpAttemptButton',
          url: `${config.publicUrl}/forgot-password`,
        });
        await app.mailer.send(u.email, mail);
      },
      revokeSessionsOnPasswordReset: true,
      // The owner, back in through the mailed link, is no longer slowed down.
      onPasswordReset: async ({ user: u }) => clearSignInFailures(app.db, u.email),
      sendResetPassword: async ({ user: u, token }) => {
        const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        const mail = actionMail({
          locale: localeOf(u),
          site: await siteTitle(app.db),
          name: u.name,
          subjectKey: 'mail.resetSubject',
          textKey: 'mail.resetText',
          buttonKey: 'mail.resetButton',
          url,
        });
        await app.mailer.send(u.email, mail);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: u, token, url: authUrl }) => {
        const url = `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}${invitationNext(authUrl)}`;
        const emailChange = isEmailChangeToken(token);
        const mail = actionMail({
          locale: localeOf(u),
          site: await siteTitle(app.db),
          name: u.name,
          subjectKey: emailChange ? 'profile.mail.changeEmailSubject' : 'mail.verifySubject',
          textKey: emailChange ? 'profile.mail.changeEmailText' : 'mail.verifyText',
          buttonKey: emailChange ? 'profile.mail.changeEmailButton' : 'mail.verifyButton',
          url,
        });
        await app.mailer.send(u.email, mail);
      },
    },
    session: {
      expiresIn: 7 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // Counted by our route instead, wrong passwords only (modules/auth/sign-in.ts): a
        // count of every attempt locked out colleagues behind one office address.
        '/sign-in/email': false,
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 3 },
        '/send-verification-email': { window: 60, max: 3 },
      },
    },
    advanced: {
      backgroundTasks: { handler: (task) => background.run(task) },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => uuidv7() },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      user: {
        create: {
          // Only our sign-up route reaches better-auth, after checking the KVKK consent.
          before: async (data) => ({ data: { ...data, kvkkConsentAt: new Date() } }),
        },
      },
    },
    plugins: [adminPlugin({ defaultRole: 'user', adminRoles: ['admin'] })],
    telemetry: { enabled: false },
    logger: { disabled: config.logLevel === 'silent', level: 'warn' },
  });
}

export type Auth = ReturnType<typeof createAuth>;

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** better-auth's mails, sent after the answer (lib/background-tasks.ts). */
    authMails: BackgroundTasks;
  }
}

export default fp(
  async function authPlugin(app: FastifyInstance) {
    const background = createBackgroundTasks((error) =>
      app.log.error({ err: error }, 'an account mail could not be sent'),
    );
    app.decorate('authMails', background);
    app.decorate('auth', createAuth(app, background));
    app.addHook('onClose', () => background.settled());
  },
  { name: 'auth', dependencies: ['config', 'db', 'mail'] },
);
