import type { FastifyInstance } from 'fastify';
import { createBackgroundTasks } from '../../../lib/background-tasks.ts';
import {
  auditKeyUse,
  LAST_USE_PRECISION_MS,
  recordLastUse,
  type KeyUse,
} from './commands/record-key-use.ts';

/** How long an identical use line (same key, method, route and status) is not written again. */
export const USE_AUDIT_WINDOW_MS = 60_000;
/** Lines remembered per instance; past it the oldest goes (a missed throttle writes one more). */
const MAX_REMEMBERED_LINES = 20_000;

/**
 * Every use of a key leaves an audit line, as the issue asks, but a connector polling a list
 * every second would write 86,400 identical lines a day: the same key, method, route and answer
 * is written once a minute per instance, the first of them. Any other route or answer is
 * written at once. The key's last use is stored at most once a minute too. Both follow the
 * answer (the caller does not wait for them) and are awaited when the app closes.
 */
export function keyUses(app: FastifyInstance, now: () => number = Date.now) {
  const tasks = createBackgroundTasks((error) =>
    app.log.error({ err: error }, 'recording an API key use failed'),
  );
  const lastLine = new Map<string, number>();
  const lastStored = new Map<string, number>();
  app.addHook('onClose', async () => tasks.settled());

  const due = (seen: Map<string, number>, key: string, windowMs: number, at: number) => {
    const last = seen.get(key);
    if (last !== undefined && at - last < windowMs) return false;
    seen.delete(key);
    seen.set(key, at);
    if (seen.size > MAX_REMEMBERED_LINES) {
      const oldest = seen.keys().next();
      if (!oldest.done) seen.delete(oldest.value);
    }
    return true;
  };

  return {
    note(use: KeyUse) {
      const at = now();
      if (due(lastStored, use.keyId, LAST_USE_PRECISION_MS, at)) {
        tasks.run(recordLastUse(app.db, use.keyId, new Date(at)));
      }
      const line = `${use.keyId}|${use.method} ${use.route}|${use.status}`;
      if (due(lastLine, line, USE_AUDIT_WINDOW_MS, at)) tasks.run(auditKeyUse(app.db, use));
    },
    settled: () => tasks.settled(),
  };
}
