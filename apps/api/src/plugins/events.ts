import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LIVE_CHANNEL, pruneLiveEvents, type LiveEventMessage } from '../lib/live-events.ts';

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
   * Whether the user has a stream open on this instance: a tab that shows what happens live
   * (a chat message is then not pushed). Another instance's streams are not known here.
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
 * The instance's end of the live events (DESIGN §4, §8): one LISTEN on the database fans the
 * committed events of every instance out to the streams open here, per company.
 */
export default fp(
  async function eventsPlugin(app: FastifyInstance) {
    const listeners = new Map<string, Set<Listener>>();
    const streams = new Set<() => void>();
    const openByUser = new Map<string, number>();
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
        openByUser.set(userId, (openByUser.get(userId) ?? 0) + 1);
        let open = true;
        return () => {
          streams.delete(end);
          if (!open) return;
          open = false;
          const left = (openByUser.get(userId) ?? 1) - 1;
          if (left > 0) openByUser.set(userId, left);
          else openByUser.delete(userId);
        };
      },
      watching: (userId) => openByUser.has(userId),
      openStreams: () => streams.size,
    };
    app.decorate('liveEvents', hub);

    const stopListening = await app.listenDb(LIVE_CHANNEL, deliver);
    const prune = setInterval(() => {
      pruneLiveEvents(app.db).catch((error: unknown) =>
        app.log.error({ err: error }, 'pruning live events failed'),
      );
    }, PRUNE_INTERVAL_MS);
    prune.unref();

    app.addHook('preClose', async () => {
      for (const end of streams) end();
      streams.clear();
    });
    app.addHook('onClose', async () => {
      clearInterval(prune);
      await stopListening();
    });
  },
  { name: 'events', dependencies: ['db'] },
);
