import { createECDH } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { PushDeviceInput } from '@teklifal/core';
import type { PushConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { pushDevice } from '../schema.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { isAllowedPushEndpoint } from '../endpoint-policy.ts';
import { pushDevicesOf } from '../queries.ts';

/** A user's devices beyond this many go, the least recently registered first. */
export const MAX_PUSH_DEVICES = 20;

type Input = z.output<typeof PushDeviceInput>;

/** Whether the browser's key is a point of P-256 (the encryption would fail on anything else). */
function isCurvePoint(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

function check(input: Input, policy: PushConfig) {
  if (!isAllowedPushEndpoint(input.endpoint, policy)) {
    throw new ProblemError('VALIDATION', {
      fields: [
        {
          field: 'endpoint',
          messageKey: 'push.server.endpointNotAllowed',
          params: { field: 'push.fields.endpoint' },
        },
      ],
    });
  }
  if (!isCurvePoint(input.keys.p256dh)) {
    throw new ProblemError('VALIDATION', {
      fields: [
        {
          field: 'keys.p256dh',
          messageKey: 'validation.invalid',
          params: { field: 'push.fields.p256dh' },
        },
      ],
    });
  }
}

/**
 * POST /api/me/push-devices. The same endpoint again is the same device: its keys and name are
 * updated (created: false). An endpoint another user registered moves to this one, as a new
 * device (a browser profile has one user at a time: whoever signed in last on it).
 */
export async function registerPushDevice(
  db: Database,
  props: { userId: string; input: Input; policy: PushConfig },
) {
  const { userId, input } = props;
  check(input, props.policy);
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth, label: input.label };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(pushDevice)
      .where(eq(pushDevice.endpoint, input.endpoint))
      .for('update');
    if (existing?.userId === userId) {
      const [device] = await tx
        .update(pushDevice)
        .set({ ...keys, failureCount: 0 })
        .where(eq(pushDevice.id, existing.id))
        .returning();
      return { device: device ?? existing, created: false };
    }
    if (existing) await tx.delete(pushDevice).where(eq(pushDevice.id, existing.id));
    const fresh = { userId, ...keys, createdAt: new Date(), lastUsedAt: null, failureCount: 0 };
    // Registered at the same moment by another request: the last one holds it.
    const [device] = await tx
      .insert(pushDevice)
      .values({ endpoint: input.endpoint, ...fresh })
      .onConflictDoUpdate({ target: pushDevice.endpoint, set: fresh })
      .returning();
    if (!device) throw new Error('push device not stored');
    const kept = (await pushDevicesOf(tx, userId)).slice(0, MAX_PUSH_DEVICES).map((row) => row.id);
    await tx
      .delete(pushDevice)
      .where(and(eq(pushDevice.userId, userId), notInArray(pushDevice.id, kept)));
    return { device, created: true };
  });
}
