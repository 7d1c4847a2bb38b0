import type { FastifyBaseLogger } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { webhookDelivery, webhookEndpoint, webhookEvent } from '../../schema.ts';
import { startWokenLoop } from '../../../../lib/woken-loop.ts';
import type { Mailer } from '../../../../plugins/mail.ts';
import { allowedRangesOf, type Resolver } from './address-guard.ts';
import { switchOffWhenFailingTooLong } from './endpoint-failing.ts';
import { retryDelayMs, RETRY_WINDOW_MS } from './retry-schedule.ts';
import { sendWebhook, WEBHOOK_TIMEOUT_MS, type SendResult } from './send.ts';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';

/** Endpoints served at once by one instance (each gets one delivery at a time: in order). */
const BATCH = 32;
/** A claim outlives the longest attempt; a sender that died holding one frees it after this. */
export const CLAIM_MS = WEBHOOK_TIMEOUT_MS * 6;
/** Retries come due without a NOTIFY: every instance looks this often. */
const SWEEP_MS = 5_000;

export interface WebhookSenderDeps {
  db: Database;
  log: FastifyBaseLogger;
  mailer: Mailer;
  publicUrl: string;
  /** WEBHOOK_ALLOWED_RANGES; set, http: endpoints are taken too. */
  allowedRanges: readonly string[];
  resolve?: Resolver;
  send?: typeof sendWebhook;
  now?: () => Date;
  /** The order as UBL 2.1 Order XML, for endpoints that asked for it (null: none). */
  orderDocument?: OrderDocumentBuilder;
  /** The seller's answer as OrderResponseSimple XML (null: not answered yet). */
  orderResponseDocument?: OrderDocumentBuilder;
}

export type OrderDocumentBuilder = (
  db: Database,
  orderId: string,
) => Promise<{ xml: string } | null>;

interface Claimed {
  id: string;
  attempts: number;
  createdAt: Date;
  endpointId: string;
  url: string;
  secret: string;
  includeOrderDocument: boolean;
  eventId: string;
  type: string;
  data: Record<string, unknown>;
  eventCreatedAt: Date;
}

/**
 * Claims the deliveries due at `now` that head their endpoint's queue (no earlier one of the
 * same endpoint is pending), at most one per endpoint: an endpoint's events leave in order, and
 * a later one waits while an earlier one is retried. FOR UPDATE SKIP LOCKED and the claim's
 * time keep two instances from taking the same row.
 */
async function claimDue(db: Database, now: Date): Promise<Claimed[]> {
  const until = new Date(now.getTime() + CLAIM_MS);
  const result = (await db.execute(sql`
    update ${webhookDelivery} set claimed_until = ${until.toISOString()}::timestamptz,
      attempts = ${webhookDelivery.attempts} + 1
    where ${webhookDelivery.id} in (
      select d.id from ${webhookDelivery} d
      join ${webhookEndpoint} e on e.id = d.endpoint_id
      where d.status = 'pending' and e.enabled
        and d.next_attempt_at <= ${now.toISOString()}::timestamptz
        and (d.claimed_until is null or d.claimed_until <= ${now.toISOString()}::timestamptz)
        and not exists (
          select 1 from ${webhookDelivery} earlier
          where earlier.endpoint_id = d.endpoint_id and earlier.status = 'pending'
            and earlier.seq < d.seq)
      order by d.seq
      limit ${BATCH}
      for update of d skip locked)
    returning ${webhookDelivery.id}`)) as { rows: { id: string }[] };
  const ids = result.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db
    .select({
      id: webhookDelivery.id,
      attempts: webhookDelivery.attempts,
      createdAt: webhookDelivery.createdAt,
      endpointId: webhookEndpoint.id,
      url: webhookEndpoint.url,
      secret: webhookEndpoint.secret,
      includeOrderDocument: webhookEndpoint.includeOrderDocument,
      eventId: webhookEvent.id,
      type: webhookEvent.type,
      data: webhookEvent.data,
      eventCreatedAt: webhookEvent.createdAt,
    })
    .from(webhookDelivery)
    .innerJoin(webhookEndpoint, eq(webhookEndpoint.id, webhookDelivery.endpointId))
    .innerJoin(webhookEvent, eq(webhookEvent.id, webhookDelivery.eventId))
    .where(inArray(webhookDelivery.id, ids));
}

/** The body an endpoint receives: the event, with its order's UBL document when asked for. */
async function bodyOf(deps: WebhookSenderDeps, delivery: Claimed): Promise<string> {
  let data = delivery.data;
  const orderId = typeof data.orderId === 'string' ? data.orderId : null;
  if (delivery.includeOrderDocument && orderId && delivery.type.startsWith('order.')) {
    const [order, answer] = await Promise.all([
      deps.orderDocument?.(deps.db, orderId),
      deps.orderResponseDocument?.(deps.db, orderId),
    ]);
    if (order) data = { ...data, ublOrder: order.xml };
    if (answer) data = { ...data, ublOrderResponse: answer.xml };
  }
  return JSON.stringify({
    id: delivery.eventId,
    type: delivery.type,
    createdAt: delivery.eventCreatedAt.toISOString(),
    data,
  });
}

/** Keeps the attempt's outcome and plans the next one, or switches a failing endpoint off. */
async function record(deps: WebhookSenderDeps, delivery: Claimed, result: SendResult, now: Date) {
  const attempt = {
    claimedUntil: null,
    lastAttemptAt: now,
    statusCode: result.statusCode,
    latencyMs: result.latencyMs,
    response: result.response,
    error: result.error,
  };
  const endpoint = eq(webhookEndpoint.id, delivery.endpointId);
  if (result.ok) {
    await deps.db
      .update(webhookDelivery)
      .set({ ...attempt, status: 'delivered' })
      .where(eq(webhookDelivery.id, delivery.id));
    await deps.db.update(webhookEndpoint).set({ failingSince: null }).where(endpoint);
    return;
  }
  const expired = now.getTime() - delivery.createdAt.getTime() >= RETRY_WINDOW_MS;
  await deps.db
    .update(webhookDelivery)
    .set({
      ...attempt,
      status: expired ? 'failed' : 'pending',
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(delivery.attempts)),
    })
    .where(eq(webhookDelivery.id, delivery.id));
  await deps.db
    .update(webhookEndpoint)
    .set({
      failingSince: sql`coalesce(${webhookEndpoint.failingSince}, ${now.toISOString()}::timestamptz)`,
    })
    .where(endpoint);
  if (await switchOffWhenFailingTooLong(deps, delivery.endpointId, now)) {
    deps.log.warn(
      { endpointId: delivery.endpointId },
      'webhook endpoint switched off (24 h failing)',
    );
  }
}

/** One attempt of one claimed delivery, signed at the attempt's time. */
async function attempt(deps: WebhookSenderDeps, delivery: Claimed, now: Date) {
  const body = await bodyOf(deps, delivery);
  const unix = Math.floor(now.getTime() / 1000);
  const allowed = allowedRangesOf(deps.allowedRanges);
  const result = await (deps.send ?? sendWebhook)({
    url: delivery.url,
    body,
    allowed,
    allowHttp: deps.allowedRanges.length > 0,
    resolve: deps.resolve,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'TeklifAl-Webhooks/1.0',
      [SIGNATURE_HEADER]: signatureHeader(delivery.secret, unix, body),
      'TeklifAl-Event-Id': delivery.eventId,
      'TeklifAl-Event-Type': delivery.type,
      'TeklifAl-Delivery-Id': delivery.id,
      'TeklifAl-Attempt': String(delivery.attempts),
    },
  });
  await record(deps, delivery, result, now);
}

/**
 * Sends everything due at `now`, endpoint by endpoint in order, until nothing more is due (a
 * failure's retry is planned later, so a run ends). Returns the attempts made.
 */
export async function deliverDue(deps: WebhookSenderDeps, now: Date): Promise<number> {
  let attempts = 0;
  for (;;) {
    const claimed = await claimDue(deps.db, now);
    if (claimed.length === 0) return attempts;
    await Promise.all(
      claimed.map((delivery) =>
        attempt(deps, delivery, now).catch((error: unknown) =>
          deps.log.error({ err: error, deliveryId: delivery.id }, 'webhook attempt failed'),
        ),
      ),
    );
    attempts += claimed.length;
  }
}

export interface WebhookSender {
  /** Looks for due deliveries now (a NOTIFY came); they leave in the background. */
  wake(): void;
  /** Runs until nothing is due and waits for it (tests). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** Every instance runs one: woken by NOTIFY after each commit, and every few seconds for retries. */
export function createWebhookSender(deps: WebhookSenderDeps): WebhookSender {
  const clock = deps.now ?? (() => new Date());
  const loop = startWokenLoop(() => deliverDue(deps, clock()), {
    sweepMs: SWEEP_MS,
    onError: (error) => deps.log.error({ err: error }, 'sending webhooks failed'),
  });
  return {
    wake: loop.wake,
    async flush() {
      await loop.idle();
      loop.wake();
      await loop.idle();
    },
    stop: loop.stop,
  };
}
