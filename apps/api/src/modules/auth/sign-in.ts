import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { isLocale, type LoginInput } from '@teklifal/core';
import { user } from './schema.ts';
import { paragraphsMail } from '../../lib/mail-templates.ts';
import { ProblemError } from '../../lib/problem.ts';
import { siteTitle } from '../../lib/settings.ts';
import {
  clearSignInFailures,
  recordAddressFailure,
  recordSignInFailure,
  secondsBeforeSignIn,
  secondsBeforeSignInFrom,
} from '../../lib/sign-in-throttle.ts';
import { forwardToAuth } from './forward.ts';

/**
 * Signing in, throttled per account and per network address (lib/sign-in-throttle.ts). Per
 * account: wrong passwords in a row make the next attempt wait longer, whoever sends them, and
 * after many the owner is told by mail; the wait is the same for an address without an
 * account, and a right password or a password reset ends it. Per network address only wrong
 * passwords count (ADDRESS_FAILURE_LIMIT in a window), so colleagues behind one office address
 * sign in one after the other without locking each other out.
 */
export async function signInThrottled(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: LoginInput,
): Promise<FastifyReply> {
  const email = body.email.trim().toLowerCase();
  const address = request.ip;
  const wait = Math.max(
    ...(await Promise.all([
      secondsBeforeSignIn(app.db, email),
      secondsBeforeSignInFrom(app.db, address),
    ])),
  );
  if (wait > 0) throw new ProblemError('RATE_LIMITED', { retryAfter: wait });
  try {
    const answer = await forwardToAuth(app.auth, request, reply, body);
    await clearSignInFailures(app.db, email);
    return answer;
  } catch (error) {
    if (error instanceof ProblemError && error.code === 'INVALID_CREDENTIALS') {
      await recordAddressFailure(app.db, address);
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
