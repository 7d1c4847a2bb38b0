import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { webhookDelivery, webhookEndpoint, webhookEvent } from '../schema.ts';

export type WebhookEndpointRow = typeof webhookEndpoint.$inferSelect;

/** The company's endpoints, oldest first. */
export const endpointsOfCompany = (db: Executor, companyId: string) =>
  db
    .select()
    .from(webhookEndpoint)
    .where(eq(webhookEndpoint.companyId, companyId))
    .orderBy(webhookEndpoint.createdAt, webhookEndpoint.id);

/** One endpoint of the company (another company's: none, so 404). */
export async function endpointOfCompany(db: Executor, companyId: string, endpointId: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoint)
    .where(and(eq(webhookEndpoint.id, endpointId), eq(webhookEndpoint.companyId, companyId)));
  return row ?? null;
}

const deliveryColumns = {
  id: webhookDelivery.id,
  eventId: webhookDelivery.eventId,
  type: webhookEvent.type,
  status: webhookDelivery.status,
  attempts: webhookDelivery.attempts,
  createdAt: webhookDelivery.createdAt,
  nextAttemptAt: webhookDelivery.nextAttemptAt,
  lastAttemptAt: webhookDelivery.lastAttemptAt,
  statusCode: webhookDelivery.statusCode,
  latencyMs: webhookDelivery.latencyMs,
  response: webhookDelivery.response,
  error: webhookDelivery.error,
};

/** An endpoint's deliveries, newest first, a page at a time. */
export async function deliveriesOfEndpoint(
  db: Executor,
  endpointId: string,
  page: { page: number; pageSize: number },
) {
  const where = eq(webhookDelivery.endpointId, endpointId);
  const [items, [total]] = await Promise.all([
    db
      .select(deliveryColumns)
      .from(webhookDelivery)
      .innerJoin(webhookEvent, eq(webhookEvent.id, webhookDelivery.eventId))
      .where(where)
      .orderBy(desc(webhookDelivery.seq))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(webhookDelivery).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

/** One delivery of the endpoint, as the log shows it. */
export async function deliveryOfEndpoint(db: Executor, endpointId: string, deliveryId: string) {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDelivery)
    .innerJoin(webhookEvent, eq(webhookEvent.id, webhookDelivery.eventId))
    .where(and(eq(webhookDelivery.id, deliveryId), eq(webhookDelivery.endpointId, endpointId)));
  return row ?? null;
}

export type WebhookDeliveryRow = NonNullable<Awaited<ReturnType<typeof deliveryOfEndpoint>>>;
