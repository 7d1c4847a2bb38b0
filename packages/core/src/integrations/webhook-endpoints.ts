import { z } from 'zod';
import { withFieldLabels } from '../schemas/field-labels.ts';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from './webhook-events.ts';
import { pageOf } from '../schemas/paging.ts';
import type { Actor } from '../policies/access.ts';
import { canManageCompany } from '../policies/company.ts';

/**
 * A company's webhook endpoints (issue #31), managed at /my-company/integrations by its owners
 * and admins (the same rule as the company profile).
 *
 * Routes (all for a company manager):
 * - GET /api/integrations/webhooks → WebhookEndpointsView
 * - POST /api/integrations/webhooks WebhookEndpointInput → 201 WebhookEndpointCreated (the
 *   secret, once)
 * - PATCH /api/integrations/webhooks/:endpointId WebhookEndpointInput → WebhookEndpointView
 *   (enabling a switched-off endpoint sends what waited, in order)
 * - DELETE /api/integrations/webhooks/:endpointId → 204
 * - POST /api/integrations/webhooks/:endpointId/secret → WebhookSecretView (rolled)
 * - GET /api/integrations/webhooks/:endpointId/deliveries?page= → WebhookDeliveriesPage
 * - POST …/:endpointId/deliveries/:deliveryId/redeliver → 202 WebhookDeliveryView
 * - POST …/:endpointId/test → 202 WebhookDeliveryView
 */
export const canManageWebhooks = (actor: Actor, companyId: string) =>
  canManageCompany(actor, companyId);

export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** How many bytes of an endpoint's answer the delivery log keeps. */
export const WEBHOOK_RESPONSE_KEPT_BYTES = 1024;

export const WEBHOOK_FIELD_LABELS = {
  url: 'webhooks.fields.url',
  description: 'webhooks.fields.description',
  events: 'webhooks.fields.events',
  enabled: 'webhooks.fields.enabled',
  includeOrderDocument: 'webhooks.fields.includeOrderDocument',
} as const;

/** An https address (the server also takes http where its operator allowed address ranges). */
export const webhookUrlField = (schemes: readonly string[] = ['https:']) =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(WEBHOOK_URL_MAX_LENGTH, 'validation.maxLength')
    .refine(
      (value) => {
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        return schemes.includes(url.protocol) && !url.username && !url.password;
      },
      { message: 'validation.url' },
    );

export const webhookEndpointInputShape = {
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX_LENGTH, 'validation.maxLength'),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1, 'validation.atLeastOne')
    .transform((events) => [...new Set(events)]),
  enabled: z.boolean(),
  includeOrderDocument: z
    .boolean()
    .describe(
      'order events carry the order as UBL 2.1 Order XML (data.ublOrder) and, once the seller has answered, the answer as OrderResponseSimple (data.ublOrderResponse)',
    ),
};

export const WebhookEndpointInput = withFieldLabels(
  z.object({ url: webhookUrlField(), ...webhookEndpointInputShape }),
  WEBHOOK_FIELD_LABELS,
);
export type WebhookEndpointInput = z.input<typeof WebhookEndpointInput>;

export const WebhookEndpointView = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  includeOrderDocument: z.boolean(),
  /** Why it is off: the admin switched it off, or it failed for 24 hours. */
  disabledReason: z.enum(['manual', 'failing']).nullable(),
  /** The first failure of the failures in a row now (null after a success). */
  failingSince: z.string().nullable(),
  /** The secret's start, to tell which one a receiver holds. */
  secretHint: z.string(),
  createdAt: z.string(),
});
export type WebhookEndpointView = z.infer<typeof WebhookEndpointView>;

export const WebhookEndpointsView = z.object({ items: z.array(WebhookEndpointView) });
export type WebhookEndpointsView = z.infer<typeof WebhookEndpointsView>;

export const WebhookSecretView = z.object({
  secret: z.string().describe('shown once: the key of the endpoint’s HMAC-SHA256 signatures'),
});
export type WebhookSecretView = z.infer<typeof WebhookSecretView>;

export const WebhookEndpointCreated = z.object({
  endpoint: WebhookEndpointView,
  secret: z.string(),
});
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreated>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WebhookDeliveryView = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.enum([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT]),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** Attempts made so far. */
  attempts: z.number().int(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  /** The last attempt: when, the HTTP status (null: no answer), how long, the answer's start. */
  lastAttemptAt: z.string().nullable(),
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
  response: z.string().nullable(),
  error: z.string().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof WebhookDeliveryView>;

export const WebhookDeliveriesPage = pageOf(WebhookDeliveryView);
export type WebhookDeliveriesPage = z.infer<typeof WebhookDeliveriesPage>;
