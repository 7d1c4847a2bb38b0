import { z } from 'zod';
import {
  WEBHOOK_FIELD_LABELS,
  WebhookEndpointInput,
  webhookEndpointInputShape,
  webhookUrlField,
  withFieldLabels,
} from '@teklifal/core';

/**
 * The body of POST and PATCH /api/integrations/webhooks: core's (https only), or, where the
 * operator allowed address ranges (WEBHOOK_ALLOWED_RANGES), one that takes http too.
 */
export function webhookEndpointInputFor(allowedRanges: readonly string[]) {
  if (allowedRanges.length === 0) return WebhookEndpointInput;
  return withFieldLabels(
    z.object({ url: webhookUrlField(['https:', 'http:']), ...webhookEndpointInputShape }),
    WEBHOOK_FIELD_LABELS,
  );
}
