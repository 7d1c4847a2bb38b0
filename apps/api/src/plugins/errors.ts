import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  AuthorizationRefused,
  localeFromAcceptLanguage,
  toFieldErrors,
  type Locale,
} from '@teklifal/core';
import { databaseFailureOf } from '../lib/database-errors.ts';
import { ProblemError, toProblem } from '../lib/problem.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';
import { ZodRequestError } from './zod-compiler.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's messages (Accept-Language; Turkish by default). */
    locale: Locale;
  }
}

export function sendProblem(reply: FastifyReply, request: FastifyRequest, error: ProblemError) {
  if (error.options.retryAfter !== undefined) {
    reply.header('retry-after', String(error.options.retryAfter));
  }
  // The request's id in every problem: the line to look for in the log, from a screenshot.
  return reply
    .status(error.status)
    .type('application/problem+json')
    .send({ ...toProblem(error, request.locale), requestId: request.id });
}

/**
 * What Fastify answers itself, before any hook or route (the `frameworkErrors` option): a
 * path segment longer than the router's maxParamLength (no id or slug is that long), a path
 * whose percent-encoding is broken. Problem+json like every other answer, in the request's
 * language (the onRequest hook that reads it has not run).
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  reply.header(REQUEST_ID_HEADER, request.id);
  request.log.info({ err: error }, 'refused by the router');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendProblem(reply, request, new ProblemError('URI_TOO_LONG'));
  }
  const status = error.statusCode ?? 500;
  const problem =
    status >= 400 && status < 500
      ? new ProblemError('VALIDATION', { detail: error.message })
      : new ProblemError('INTERNAL');
  return sendProblem(reply, request, problem);
}

/** Every error leaves the API as RFC 9457 problem+json with a stable `code`. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.decorateRequest('locale', 'tr');
    // Callback hooks on every request's path: an async one costs a promise and a turn of the queue.
    app.addHook('onRequest', (request, _reply, done) => {
      request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
      done();
    });

    app.setErrorHandler((error: FastifyError | ProblemError | ZodRequestError, request, reply) => {
      if (error instanceof ProblemError) return sendProblem(reply, request, error);
      // core's authorize(actor, ability, record): the refusal is the problem the rule names.
      if (error instanceof AuthorizationRefused) {
        const { code, detailKey, detailParams } = error.refusal;
        return sendProblem(reply, request, new ProblemError(code, { detailKey, detailParams }));
      }
      if (error instanceof ZodRequestError) {
        const errors = toFieldErrors(error.issues, request.locale, error.labels);
        return sendProblem(reply, request, new ProblemError('VALIDATION', { errors }));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) return sendProblem(reply, request, new ProblemError('RATE_LIMITED'));
      if (status === 404) return sendProblem(reply, request, new ProblemError('NOT_FOUND'));
      if (status === 413) return sendProblem(reply, request, new ProblemError('PAYLOAD_TOO_LARGE'));
      if (status >= 400 && status < 500) {
        // Malformed JSON, an unsupported media type, a body too large: the client's fault.
        request.log.info({ err: error }, 'bad request');
        return sendProblem(
          reply,
          request,
          new ProblemError('VALIDATION', { detail: error.message }),
        );
      }
      const failure = databaseFailureOf(error);
      if (failure === 'unavailable') {
        request.log.error({ err: error }, 'database unavailable');
        return sendProblem(
          reply.header('retry-after', '5'),
          request,
          new ProblemError('DATABASE_UNAVAILABLE'),
        );
      }
      if (failure === 'badInput') {
        // A value the rules let through but the database cannot keep: a rule is missing, so
        // it is logged, and the client is told its input was refused rather than a 500.
        request.log.warn({ err: error }, 'database refused an input value');
        return sendProblem(reply, request, new ProblemError('VALIDATION'));
      }
      if (failure === 'conflict') {
        request.log.warn({ err: error }, 'database refused a write as conflicting');
        return sendProblem(reply, request, new ProblemError('CONFLICT'));
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendProblem(reply, request, new ProblemError('INTERNAL'));
    });
  },
  { name: 'errors' },
);
