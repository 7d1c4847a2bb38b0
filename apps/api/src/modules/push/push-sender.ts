import type { FastifyBaseLogger } from 'fastify';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { isLocale, PUSH_KIND_OF_NOTIFICATION, type NotificationType } from '@teklifal/core';
import type { Database } from '../../db/client.ts';
import { pushDevice, pushMessage, pushPreference } from './schema.ts';
import { user } from '../auth/queries/tables.ts';
import { siteTitle } from '../../lib/settings.ts';
import { startWokenLoop } from '../../lib/woken-loop.ts';
import { deliverPush, type DeliveryResult, type PushTarget, type Vapid } from './push-delivery.ts';
import { pushOptionsOf, type PushOptions } from './push-options.ts';
import { pushPayloadOf } from './push-payload.ts';

/** Rows claimed at a time, and pushes waiting on push services at once. */
const BATCH = 200;
const MAX_IN_FLIGHT = 64;
/** Failed pushes in a row (not 404/410) after which a device is given up. */
export const MAX_PUSH_FAILURES = 10;
/** Now and then the queue is read without a NOTIFY (one lost while the LISTEN was down). */
const SWEEP_MS = 30_000;

type Message = typeof pushMessage.$inferSelect;

interface Push {
  deviceId: string;
  target: PushTarget;
  payload: string;
  options: PushOptions;
}

export interface PushSenderDeps {
  db: Database;
  log: FastifyBaseLogger;
  vapid: Vapid;
  /**
   * Whether the user has a tab open (a live event stream, on any instance): a chat message is
   * not pushed then.
   */
  watching: (userId: string) => boolean;
  /** The request to the push service (tests may count or hold them). */
  deliver?: typeof deliverPush;
}

/** Takes the oldest queued pushes, deleting them: an instance that claimed a row alone sends it. */
async function claim(db: Database): Promise<Message[]> {
  return db
    .delete(pushMessage)
    .where(
      inArray(
        pushMessage.id,
        db
          .select({ id: pushMessage.id })
          .from(pushMessage)
          .orderBy(asc(pushMessage.createdAt))
          .limit(BATCH)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
}

/**
 * The pushes of the claimed messages: each to every device of its person, unless the person was
 * banned or turned the kind off since it was queued, or (a chat message) has a tab open on any
 * instance (plugins/events.ts: the instances tell each other whose streams they hold).
 */
async function pushesOf(deps: PushSenderDeps, messages: Message[]): Promise<Push[]> {
  const userIds = [...new Set(messages.map((message) => message.userId))];
  const devices = await deps.db
    .select({
      id: pushDevice.id,
      userId: pushDevice.userId,
      endpoint: pushDevice.endpoint,
      p256dh: pushDevice.p256dh,
      auth: pushDevice.auth,
      locale: user.locale,
      banned: user.banned,
      muted: pushPreference.muted,
    })
    .from(pushDevice)
    .innerJoin(user, eq(user.id, pushDevice.userId))
    .leftJoin(pushPreference, eq(pushPreference.userId, pushDevice.userId))
    .where(inArray(pushDevice.userId, userIds));
  if (devices.length === 0) return [];
  const site = await siteTitle(deps.db);
  const pushes: Push[] = [];
  for (const message of messages) {
    const kind = PUSH_KIND_OF_NOTIFICATION[message.type as NotificationType];
    if (message.type === 'chatMessage' && deps.watching(message.userId)) continue;
    const options = pushOptionsOf(message.type, message.route);
    for (const device of devices) {
      if (device.userId !== message.userId || device.banned) continue;
      if (!kind || device.muted?.includes(kind)) continue;
      const locale = isLocale(device.locale) ? device.locale : 'tr';
      const payload = pushPayloadOf(message, { locale, site, tag: options.tag });
      pushes.push({
        deviceId: device.id,
        target: device,
        payload: JSON.stringify(payload),
        options,
      });
    }
  }
  return pushes;
}

/** Keeps what the push service said: a device that is gone goes, one failing too often too. */
async function record(deps: PushSenderDeps, push: Push, result: DeliveryResult) {
  const { db, log } = deps;
  const where = eq(pushDevice.id, push.deviceId);
  if (result.outcome === 'delivered') {
    await db.update(pushDevice).set({ lastUsedAt: new Date(), failureCount: 0 }).where(where);
    return;
  }
  // The endpoint is the device's address at its push service: its origin is enough in a log.
  const service = new URL(push.target.endpoint).origin;
  if (result.outcome === 'gone') {
    log.info({ deviceId: push.deviceId, service, status: result.status }, 'push device gone');
    await db.delete(pushDevice).where(where);
    return;
  }
  log.warn({ deviceId: push.deviceId, service, ...result }, 'push failed');
  const [counted] = await db
    .update(pushDevice)
    .set({ failureCount: sql`${pushDevice.failureCount} + 1` })
    .where(where)
    .returning({ failures: pushDevice.failureCount });
  if (counted && counted.failures >= MAX_PUSH_FAILURES) await db.delete(pushDevice).where(where);
}

export interface PushSender {
  /** Reads the queue now (a NOTIFY came): pushes leave in the background. */
  wake(): void;
  /** Sends everything queued so far and waits until each push has its answer (tests). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Sends what lib/push-queue.ts queued, right after each commit: every instance LISTENs, and the
 * one that claims a row first sends it. A push waits for no request; a slow push service holds
 * up only its own pushes (at most MAX_IN_FLIGHT at once, then the next wait for a place).
 */
export function createPushSender(deps: PushSenderDeps): PushSender {
  const deliver = deps.deliver ?? deliverPush;
  const inFlight = new Set<Promise<void>>();

  const send = async (push: Push) => {
    try {
      const result = await deliver(push.target, push.payload, push.options, deps.vapid);
      await record(deps, push, result);
    } catch (error) {
      deps.log.error({ err: error, deviceId: push.deviceId }, 'recording a push failed');
    }
  };

  const drain = async () => {
    for (;;) {
      const messages = await claim(deps.db);
      if (messages.length === 0) return;
      for (const push of await pushesOf(deps, messages)) {
        while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
        const task: Promise<void> = send(push).finally(() => inFlight.delete(task));
        inFlight.add(task);
      }
    }
  };

  const loop = startWokenLoop(drain, {
    sweepMs: SWEEP_MS,
    onError: (error) => deps.log.error({ err: error }, 'sending pushes failed'),
  });

  /** No drain running and every push sent has its answer. */
  const settled = async () => {
    for (;;) {
      await loop.idle();
      if (inFlight.size === 0) return;
      await Promise.all(inFlight);
    }
  };

  return {
    wake: loop.wake,
    async flush() {
      // The second wake asks for one more drain after a running one: a push queued while it
      // read the queue is sent too.
      loop.wake();
      loop.wake();
      await settled();
    },
    async stop() {
      await loop.stop();
      await settled();
    },
  };
}
