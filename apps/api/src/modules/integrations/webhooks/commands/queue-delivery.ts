import { and, eq, sql } from 'drizzle-orm';
import { WEBHOOK_TEST_EVENT } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { webhookDelivery, webhookEndpoint } from '../../schema.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';
import { ProblemError } from '../../../../lib/problem.ts';
import { WEBHOOK_CHANNEL, insertEvent } from './queue-webhook-event.ts';

async function ownEndpoint(db: Database, ctx: CompanyContext, endpointId: string) {
  const [row] = await db
    .select({ id: webhookEndpoint.id })
    .from(webhookEndpoint)
    .where(and(eq(webhookEndpoint.id, endpointId), eq(webhookEndpoint.companyId, ctx.companyId)));
  if (!row) throw new ProblemError('NOT_FOUND');
  return row;
}

/**
 * "Send again": the delivery's event once more to the same endpoint, as a new delivery at the
 * end of its queue (the event keeps its id, so a receiver that has it can tell).
 */
export async function redeliverWebhook(
  db: Database,
  ctx: CompanyContext,
  props: { endpointId: string; deliveryId: string; now?: Date },
): Promise<string> {
  await ownEndpoint(db, ctx, props.endpointId);
  const now = props.now ?? new Date();
  return db.transaction(async (tx) => {
    const [original] = await tx
      .select({ eventId: webhookDelivery.eventId })
      .from(webhookDelivery)
      .where(
        and(
          eq(webhookDelivery.id, props.deliveryId),
          eq(webhookDelivery.endpointId, props.endpointId),
        ),
      );
    if (!original) throw new ProblemError('NOT_FOUND');
    const [copy] = await tx
      .insert(webhookDelivery)
      .values({
        endpointId: props.endpointId,
        eventId: original.eventId,
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning({ id: webhookDelivery.id });
    await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, 'queued')`);
    if (!copy) throw new Error('delivery not stored');
    return copy.id;
  });
}

/** "Send a test event": a `webhook.test` event to this endpoint only. */
export async function sendTestWebhook(
  db: Database,
  ctx: CompanyContext,
  props: { endpointId: string; now?: Date },
): Promise<string> {
  await ownEndpoint(db, ctx, props.endpointId);
  const now = props.now ?? new Date();
  return db.transaction(async (tx) => {
    const { deliveryIds } = await insertEvent(tx, {
      type: WEBHOOK_TEST_EVENT,
      data: { endpointId: props.endpointId, message: 'TeklifAl test event' },
      endpointIds: [props.endpointId],
      now,
    });
    const [id] = deliveryIds;
    if (!id) throw new Error('delivery not stored');
    return id;
  });
}
