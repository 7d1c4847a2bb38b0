import type { FastifyInstance } from 'fastify';
import { companiesOfLiveSessions } from '../../lib/session-identity.ts';
import { IDENTITY_TABLES } from '../../plugins/identity.ts';

/** An open event stream and what it was opened for. */
interface GuardedStream {
  sessionId: string;
  companyId: string;
  end: () => void;
}

export interface StreamGuard {
  /** Watches the stream until it closes (call the returned function then). */
  admit(stream: GuardedStream): () => void;
}

/** Changes come in bursts (a sign-in writes its session and user); one check covers a burst. */
const RECHECK_DELAY_MS = 100;

/**
 * A stream is allowed at its start only (docs/architecture.md, “Real time”); what can end that
 * allowance later is a sign-out, a ban (both delete sessions), an expiry, or leaving the company.
 * Each is a committed change of an identity table, which every instance hears (table_changed): the
 * streams of this instance are then checked again at once, in one statement, and those no longer
 * allowed end. The heartbeat checks them too, for a notice lost while the LISTEN connection was
 * down.
 */
export function createStreamGuard(app: FastifyInstance, heartbeatMs: number): StreamGuard {
  const streams = new Set<GuardedStream>();
  let scheduled: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  const recheck = async () => {
    const open = [...streams];
    if (open.length === 0) return;
    const allowed = await companiesOfLiveSessions(app.db, [
      ...new Set(open.map((s) => s.sessionId)),
    ]);
    for (const stream of open) {
      if (allowed.get(stream.sessionId) !== stream.companyId) {
        streams.delete(stream);
        stream.end();
      }
    }
  };

  /** One check at a time; a change during a check asks for one more after it. */
  const runRecheck = () => {
    if (running) {
      again = true;
      return;
    }
    running = recheck()
      .catch((error: unknown) => app.log.warn({ err: error }, 'rechecking event streams failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          runRecheck();
        }
      });
  };

  const schedule = () => {
    if (scheduled || streams.size === 0) return;
    scheduled = setTimeout(() => {
      scheduled = undefined;
      runRecheck();
    }, RECHECK_DELAY_MS);
  };

  app.tableCache.watch(IDENTITY_TABLES, schedule);
  const heartbeat = setInterval(runRecheck, heartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearTimeout(scheduled);
    await running;
  });

  return {
    admit(stream) {
      streams.add(stream);
      return () => streams.delete(stream);
    },
  };
}
