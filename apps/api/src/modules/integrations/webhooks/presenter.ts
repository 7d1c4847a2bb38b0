import {
  isWebhookEventType,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from '@teklifal/core';
import { secretHint } from './delivery/signature.ts';
import type { WebhookDeliveryRow, WebhookEndpointRow } from './queries.ts';

const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** An endpoint as its company's managers see it: never its secret, only the secret's start. */
export const presentEndpoint = (row: WebhookEndpointRow): WebhookEndpointView => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events.filter(isWebhookEventType),
  enabled: row.enabled,
  includeOrderDocument: row.includeOrderDocument,
  disabledReason: row.enabled ? null : (row.disabledReason ?? 'manual'),
  failingSince: isoOrNull(row.failingSince),
  secretHint: secretHint(row.secret),
  createdAt: row.createdAt.toISOString(),
});

export const presentDelivery = (row: WebhookDeliveryRow): WebhookDeliveryView => ({
  id: row.id,
  eventId: row.eventId,
  type: isWebhookEventType(row.type) ? row.type : WEBHOOK_TEST_EVENT,
  status: row.status,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  lastAttemptAt: isoOrNull(row.lastAttemptAt),
  statusCode: row.statusCode,
  latencyMs: row.latencyMs,
  response: row.response,
  error: row.error,
});
