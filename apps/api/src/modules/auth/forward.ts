import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { translate, unsafeTextPaths } from '@teklifal/core';
import { ProblemError, fieldError } from '../../lib/problem.ts';
import { notSoonerThan } from '../../lib/steady-answer.ts';
import { CLIENT_IP_HEADER, type Auth } from '../../plugins/auth.ts';
import { refusedOrigin } from '../../plugins/security.ts';

/** better-auth's error codes, in our problem vocabulary. */
function problemFromAuthError(
  status: number,
  body: { code?: string; message?: string },
  request: FastifyRequest,
  retryAfter: string | null,
  publicUrl: string,
): ProblemError {
  switch (body.code) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return new ProblemError('CONFLICT', {
        errors: [fieldError(request.locale, 'email', 'errors.emailTaken')],
      });
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_EMAIL':
    case 'INVALID_PASSWORD':
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return new ProblemError('INVALID_CREDENTIALS');
    case 'EMAIL_NOT_VERIFIED':
      return new ProblemError('EMAIL_NOT_VERIFIED');
    case 'BANNED_USER':
      return new ProblemError('USER_BANNED');
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return new ProblemError('INVALID_TOKEN');
  }
  if (status === 429) {
    return new ProblemError('RATE_LIMITED', { retryAfter: Number(retryAfter ?? 60) });
  }
  if (status === 401) return new ProblemError('AUTH_REQUIRED');
  // better-auth checks the page's origin against the trusted ones too (see config).
  if (status === 403 && body.message === 'Invalid origin') {
    return refusedOrigin(request, publicUrl, request.headers.origin ?? '');
  }
  if (status === 403) return new ProblemError('FORBIDDEN', { detail: body.message });
  if (status === 404) return new ProblemError('NOT_FOUND');
  if (status < 500) return new ProblemError('VALIDATION', { detail: body.message });
  return new ProblemError('INTERNAL');
}

/**
 * better-auth's routes skip our route compiler, so its check is made here: a NUL or a lone
 * surrogate in the body or the query (a reset token, an e-mail) is a 400 naming the field,
 * never a query that fails in the database.
 */
function refuseUnsafeText(request: FastifyRequest, body: unknown) {
  const query = Object.fromEntries(new URL(request.url, 'http://x').searchParams);
  const paths = [...unsafeTextPaths(body), ...unsafeTextPaths(query)];
  if (paths.length === 0) return;
  const errors = paths.map((path) => {
    const field = path.join('.');
    return fieldError(request.locale, field, 'validation.unsafeText', {
      field: translate(request.locale, `fields.${String(path.at(-1))}`),
    });
  });
  throw new ProblemError('VALIDATION', { errors });
}

/**
 * Hands the request to better-auth as a web Request and copies its answer back, turning its
 * errors into problem+json. The client IP comes from Fastify (which honours TRUST_PROXY),
 * never from a header the client chose. `reshape` rewrites a successful JSON answer.
 */
export async function forwardToAuth(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  reshape?: (answer: unknown) => unknown,
  /** The answer, success or refusal, leaves no sooner than this (lib/steady-answer.ts). */
  floorMs = 0,
): Promise<FastifyReply> {
  const started = performance.now();
  refuseUnsafeText(request, body);
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.delete('content-length');
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(body ?? {}) : undefined,
    }),
  );

  const text = await response.text();
  await notSoonerThan(started, floorMs);
  if (response.status >= 400) {
    let parsed: { code?: string; message?: string } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // better-auth answered without JSON; the status alone decides.
    }
    throw problemFromAuthError(
      response.status,
      parsed,
      request,
      response.headers.get('x-retry-after'),
      request.server.config.publicUrl,
    );
  }

  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding') {
      reply.header(name, value);
    }
  });
  reply.status(response.status);
  if (reshape && text !== '') return reply.send(JSON.stringify(reshape(JSON.parse(text))));
  return reply.send(text === '' ? undefined : text);
}
