import { and, eq } from 'drizzle-orm';
import type { WebhookEndpointInput } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { webhookDelivery, webhookEndpoint } from '../../schema.ts';
import { auditCompanyCommand } from '../../../../lib/audit.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';
import { ProblemError } from '../../../../lib/problem.ts';
import { allowedRangesOf, checkEndpointAddress, type Resolver } from '../delivery/address-guard.ts';
import { newWebhookSecret } from '../delivery/signature.ts';

type Input = Required<Omit<WebhookEndpointInput, 'events'>> & { events: string[] };

export interface EndpointPolicy {
  allowedRanges: readonly string[];
  resolve?: Resolver;
}

/**
 * The address must lead to the public internet (or an allowed range) now, as it must on every
 * attempt (delivery/send.ts): 400 naming the url otherwise.
 */
async function assertReachable(url: string, policy: EndpointPolicy) {
  const check = await checkEndpointAddress(
    new URL(url),
    allowedRangesOf(policy.allowedRanges),
    policy.resolve,
  );
  if (check.ok) return;
  throw new ProblemError('VALIDATION', {
    fields: [
      {
        field: 'url',
        messageKey:
          check.reason === 'refused'
            ? 'webhooks.errors.addressRefused'
            : 'webhooks.errors.unresolvable',
        params: { field: 'webhooks.fields.url' },
      },
    ],
  });
}

const stored = (input: Input) => ({
  url: input.url,
  description: input.description,
  events: input.events as (typeof webhookEndpoint.$inferInsert)['events'],
  includeOrderDocument: input.includeOrderDocument,
});

/** POST /api/integrations/webhooks: a new endpoint and its secret (shown this once). */
export async function createWebhookEndpoint(
  db: Database,
  ctx: CompanyContext,
  input: Input,
  policy: EndpointPolicy,
) {
  await assertReachable(input.url, policy);
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoint)
      .values({
        ...stored(input),
        companyId: ctx.companyId,
        enabled: input.enabled,
        disabledReason: input.enabled ? null : 'manual',
        secret,
      })
      .returning();
    if (!row) throw new Error('webhook endpoint not stored');
    await auditCompanyCommand(tx, ctx, {
      action: 'webhook.created',
      entityType: 'webhookEndpoint',
      entityId: row.id,
      data: { url: row.url, events: row.events },
    });
    return { row, secret };
  });
}

/**
 * PATCH /api/integrations/webhooks/:endpointId. Switching an endpoint on again (after it was
 * switched off, by hand or for failing) sends what waited, in order, from now on.
 */
export async function updateWebhookEndpoint(
  db: Database,
  ctx: CompanyContext,
  endpointId: string,
  input: Input,
  policy: EndpointPolicy,
) {
  await assertReachable(input.url, policy);
  return db.transaction(async (tx) => {
    const mine = and(
      eq(webhookEndpoint.id, endpointId),
      eq(webhookEndpoint.companyId, ctx.companyId),
    );
    const [before] = await tx.select().from(webhookEndpoint).where(mine).for('update');
    if (!before) throw new ProblemError('NOT_FOUND');
    const switchedOn = input.enabled && !before.enabled;
    const [row] = await tx
      .update(webhookEndpoint)
      .set({
        ...stored(input),
        enabled: input.enabled,
        disabledReason: input.enabled ? null : (before.disabledReason ?? 'manual'),
        ...(switchedOn ? { failingSince: null } : {}),
      })
      .where(mine)
      .returning();
    if (switchedOn) {
      await tx
        .update(webhookDelivery)
        .set({ nextAttemptAt: new Date() })
        .where(
          and(eq(webhookDelivery.endpointId, endpointId), eq(webhookDelivery.status, 'pending')),
        );
    }
    await auditCompanyCommand(tx, ctx, {
      action: 'webhook.updated',
      entityType: 'webhookEndpoint',
      entityId: endpointId,
      data: { url: input.url, events: input.events, enabled: input.enabled },
    });
    return row;
  });
}

/** DELETE /api/integrations/webhooks/:endpointId: the endpoint and its log. */
export async function deleteWebhookEndpoint(db: Database, ctx: CompanyContext, endpointId: string) {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(webhookEndpoint)
      .where(and(eq(webhookEndpoint.id, endpointId), eq(webhookEndpoint.companyId, ctx.companyId)))
      .returning({ id: webhookEndpoint.id, url: webhookEndpoint.url });
    if (!gone) throw new ProblemError('NOT_FOUND');
    await auditCompanyCommand(tx, ctx, {
      action: 'webhook.deleted',
      entityType: 'webhookEndpoint',
      entityId: gone.id,
      data: { url: gone.url },
    });
  });
}

/** POST …/:endpointId/secret: a new secret at once (shown this once); the old one signs no more. */
export async function rollWebhookSecret(db: Database, ctx: CompanyContext, endpointId: string) {
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoint)
      .set({ secret })
      .where(and(eq(webhookEndpoint.id, endpointId), eq(webhookEndpoint.companyId, ctx.companyId)))
      .returning({ id: webhookEndpoint.id });
    if (!row) throw new ProblemError('NOT_FOUND');
    await auditCompanyCommand(tx, ctx, {
      action: 'webhook.secretRolled',
      entityType: 'webhookEndpoint',
      entityId: endpointId,
      data: {},
    });
    return secret;
  });
}
