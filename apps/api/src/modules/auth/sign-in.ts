import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { isLocale, type LoginInput } from '@teklifal/core';
import { user } from '../../db/schema/index.ts';
import { paragraphsMail } from '../../lib/mail-templates.ts';
import { ProblemError } from '../../lib/problem.ts';
import { siteTitle } from '../../lib/settings.ts';
import {
  clearSignInFailures,
  recordSignInFailure,
  secondsBeforeSignIn,
} from '../../lib/sign-in-throttle.ts';
import { forwardToAuth } from './forward.ts';

/**
 * Signing in, throttled per account as well as per network address (better-auth's limit): wrong
 * passwords in a row make the next attempt wait longer (lib/sign-in-throttle.ts), whoever
 * sends them, and after many the owner is told by mail. The wait is the same for an address
 * without an account, and a right password or a password reset ends it.
 */
export async function signInThrottled(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: LoginInput,
): Promise<FastifyReply> {
  const email = body.email.trim().toLowerCase();
  const wait = await secondsBeforeSignIn(app.db, email);
  if (wait > 0) throw new ProblemError('RATE_LIMITED', { retryAfter: wait });
  try {
    const answer = await forwardToAuth(app.auth, request, reply, body);
    await clearSignInFailures(app.db, email);
    return answer;
  } catch (error) {
    if (error instanceof ProblemError && error.code === 'INVALID_CREDENTIALS') {
      const { failures, warnOwner } = await recordSignInFailure(app.db, email);
      if (warnOwner) app.authMails.run(mailOwner(app, email, failures));
    }
    throw error;
  }
}

async function mailOwner(app: FastifyInstance, email: string, failures: number) {
  const [owner] = await app.db
    .select({ name: user.name, locale: user.locale })
    .from(user)
    .where(eq(user.email, email));
  if (!owner) return;
  const locale = isLocale(owner.locale) ? owner.locale : 'tr';
  const mail = paragraphsMail({
    locale,
    site: await siteTitle(app.db),
    name: owner.name,
    subjectKey: 'accountSafety.failedSignInsSubject',
    paragraphs: [{ key: 'accountSafety.failedSignInsText', params: { count: failures } }],
    button: {
      key: 'accountSafety.failedSignInsButton',
      url: `${app.config.publicUrl}/forgot-password`,
    },
  });
  await app.mailer.send(email, mail);
}
