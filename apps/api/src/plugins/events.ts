import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { LIVE_CHANNEL, pruneLiveEvents, type LiveEventMessage } from '../lib/live-events.ts';
import { createPresence, PRESENCE_CHANNEL } from '../lib/live-presence.ts';

type Listener = (event: LiveEventMessage) => void;

export interface LiveHub {
  /** Calls `listener` with every live event of the company, from any instance. */
  subscribe(companyId: string, listener: Listener): () => void;
  /**
   * Calls `listener` with every live event of every company as this instance hears it, before
   * its streams do (the identity cache forgets on a company's approval, so a screen that reads
   * the session again on the event never gets the one kept from before).
   */
  observe(listener: Listener): () => void;
  /**
   * An open stream to end when the server shuts down (its socket would keep it waiting), and
   * whose user has a tab open here until it closes.
   */
  track(end: () => void, userId: string): () => void;
  /**
   * Whether the user has a stream open on any instance: a tab that shows what happens live
   * (a chat message is then not pushed). Instances tell each other (lib/live-presence.ts).
   */
  watching(userId: string): boolean;
  /** The streams open on this instance now (the metrics). */
  openStreams(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveHub;
  }
}

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The instance's end of the live events (docs/architecture.md, “Real time”): one LISTEN on the
 * database fans the committed events of every instance out to the streams open here, per company.
 */
export default fp(
  async function eventsPlugin(app: FastifyInstance) {
    const listeners = new Map<string, Set<Listener>>();
    const streams = new Set<() => void>();
    // On PostgreSQL other instances hold streams too; the embedded database has one process.
    const presence = createPresence({
      publish:
        app.dbKind === 'postgres'
          ? async (payload) => {
              await app.db.execute(sql`select pg_notify(${PRESENCE_CHANNEL}, ${payload})`);
            }
          : null,
      onError: (error) => app.log.warn({ err: error }, 'announcing open streams failed'),
    });
    const observers = new Set<Listener>();

    const deliver = (payload: string) => {
      let event: LiveEventMessage;
      try {
        event = JSON.parse(payload) as LiveEventMessage;
      } catch {
        app.log.warn({ payload }, 'unreadable live event');
        return;
      }
      for (const observer of observers) observer(event);
      for (const listener of listeners.get(event.companyId) ?? []) listener(event);
    };

    const hub: LiveHub = {
      subscribe(companyId, listener) {
        const set = listeners.get(companyId) ?? new Set();
        set.add(listener);
        listeners.set(companyId, set);
        return () => {
          set.delete(listener);
          if (set.size === 0) listeners.delete(companyId);
        };
      },
      observe(listener) {
        observers.add(listener);
        return () => observers.delete(listener);
      },
      track(end, userId) {
        streams.add(end);
        const close = presence.open(userId);
        return () => {
          streams.delete(end);
          close();
        };
      },
      watching: (userId) => presence.watching(userId),
      openStreams: () => streams.size,
    };
    app.decorate('liveEvents', hub);

    // Events committed while the LISTEN connection was down never arrive here: the streams end,
    // and their browsers reconnect with Last-Event-ID and catch up from the stored events.
    const stopListening = await app.listenDb(LIVE_CHANNEL, deliver, () => {
      for (const end of [...streams]) end();
    });
    // Opens and closes said meanwhile are lost too: ask the others again, and say ours.
    const stopPresence =
      app.dbKind === 'postgres'
        ? await app.listenDb(
            PRESENCE_CHANNEL,
            (payload) => presence.hear(payload),
            () => {
              presence.heartbeat();
              void presence.start();
            },
          )
        : async () => {};
    await presence.start();
    const prune = setInterval(() => {
      pruneLiveEvents(app.db).catch((error: unknown) =>
        app.log.error({ err: error }, 'pruning live events failed'),
      );
    }, PRUNE_INTERVAL_MS);
    prune.unref();

    app.addHook('preClose', async () => {
      // One goodbye instead of a notice per stream as they end.
      await presence.stop();
      for (const end of streams) end();
      streams.clear();
    });
    app.addHook('onClose', async () => {
      clearInterval(prune);
      await stopListening();
      await stopPresence();
    });
  },
  { name: 'events', dependencies: ['db'] },
);
