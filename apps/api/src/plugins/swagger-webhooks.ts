import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { z } from 'zod';
import {
  translate,
  webhookEnvelopeOf,
  webhookEventLabelKey,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveredType,
} from '@teklifal/core';

const SIGNATURE = {
  name: 'TeklifAl-Signature',
  in: 'header',
  required: true,
  description:
    '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint’s secret>`: compare ' +
    'in constant time and refuse a `t` more than 5 minutes away (docs/webhooks.md)',
  schema: { type: 'string', example: 't=1767225600,v1=5f2b…' },
};

const HEADERS = [
  SIGNATURE,
  ...['Event-Id', 'Event-Type', 'Delivery-Id', 'Attempt'].map((name) => ({
    name: `TeklifAl-${name}`,
    in: 'header',
    required: true,
    schema: { type: 'string' },
  })),
];

const DOCUMENTED: readonly WebhookDeliveredType[] = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT];

/** The document's `webhooks` as @fastify/swagger types it (OpenAPI 3.1 path items). */
type Webhooks = NonNullable<
  Extract<NonNullable<FastifyDynamicSwaggerOptions['openapi']>, { webhooks?: unknown }>['webhooks']
>;

/** One event's body as JSON Schema 2020-12 (what OpenAPI 3.1 takes). */
function bodySchema(type: WebhookDeliveredType) {
  const { $schema: _schema, ...schema } = z.toJSONSchema(webhookEnvelopeOf(type), {
    io: 'output',
  }) as Record<string, unknown>;
  return schema;
}

/**
 * The document's `webhooks` section (OpenAPI 3.1): what TeklifAl POSTs to a company's endpoint
 * for each event, from the same zod schemas the server builds the bodies with (core's
 * integrations/webhook-events.ts). Any 2xx answer is a delivery; anything else is retried.
 */
export function webhooksDocument(): Webhooks {
  return Object.fromEntries(
    DOCUMENTED.map((type) => [
      type,
      {
        post: {
          operationId: `webhook.${type}`,
          summary: translate('en', webhookEventLabelKey(type)),
          description: translate('tr', webhookEventLabelKey(type)),
          tags: ['webhooks'],
          parameters: HEADERS,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: bodySchema(type) } },
          },
          responses: {
            '2XX': { description: 'Received. Anything else (or no answer in 10 s) is retried.' },
          },
        },
      },
    ]),
  ) as Webhooks;
}
