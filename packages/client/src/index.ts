export { createTeklifAlClient, dataOf } from './client.ts';
export type { TeklifAlClient, TeklifAlClientOptions } from './client.ts';
export { IDEMPOTENCY_HEADER, idempotencyKey } from './idempotency.ts';
export { TeklifAlProblemError, problemOf } from './problem.ts';
export type { Problem, ProblemFieldError } from './problem.ts';
export { SIGNATURE_HEADER, verifyWebhookSignature } from './webhooks.ts';
export type { VerifyWebhookOptions, WebhookEvent, WebhookEventType } from './webhooks.ts';
export type { components, operations, paths, webhooks } from './schema.d.ts';
