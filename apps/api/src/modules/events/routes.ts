import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { LIVE_EVENT_KINDS, LIVE_EVENT_RETENTION_HOURS, LiveEventData } from '@teklifal/core';
import { liveEvent } from '../../db/schema/live.ts';
import { companyContext } from '../../lib/company-context.ts';
import type { LiveEventMessage } from '../../lib/live-events.ts';
import { createStreamGuard } from './stream-guard.ts';

/** At most this many missed events are replayed on reconnect; older screens just refetch. */
const REPLAY_LIMIT = 500;
const HEARTBEAT_MS = 25_000;

const lastEventIdOf = (header: string | string[] | undefined): number | null => {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
};

const frame = (event: Pick<LiveEventMessage, 'id' | 'kind' | 'data'>) =>
  `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`;

/** The kinds of event and their data, for the API document (from the schema of each). */
const eventKindsText = LIVE_EVENT_KINDS.map((kind) => {
  const data = LiveEventData.shape[kind];
  return `- \`${kind}\` \`{ ${Object.keys(data.shape).join(', ')} }\`: ${data.description ?? ''}`;
}).join('\n');

/**
 * GET /api/events: the signed-in user's company's live events as Server-Sent Events. A client
 * that reconnects with Last-Event-ID first gets what it missed (kept for a day), then the live
 * ones; events that arrive while the missed ones are read are held back so none is lost or
 * sent twice.
 */
export default async function eventRoutes(app: FastifyInstance) {
  const guard = createStreamGuard(app, HEARTBEAT_MS);
  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Live events of my company (Server-Sent Events; Last-Event-ID catches up)',
        description:
          'Each event is a frame `id: <n>`, `event: <kind>`, `data: <JSON>`; the data says what ' +
          'to read again, never the record itself. A reconnect with `Last-Event-ID` first gets ' +
          `the events it missed (kept ${LIVE_EVENT_RETENTION_HOURS} hours, at most ${REPLAY_LIMIT}). ` +
          `Kinds and their data:\n\n${eventKindsText}`,
        response: {
          200: {
            description: 'An open stream of live events (until the client leaves)',
            content: {
              'text/event-stream': {
                schema: z
                  .string()
                  .describe(
                    'Server-Sent Events: `retry`, then event frames and keep-alive comments',
                  ),
              },
            },
          },
        },
      },
      // Browsers reconnect every few seconds at most; a loop opening streams is cut off.
      // A stream, for the metrics: open streams are counted apart from requests (metrics.ts).
      config: { rateLimit: { max: 120, timeWindow: '1 minute' }, liveStream: true },
    },
    async (request, reply) => {
      const { companyId, userId } = await companyContext(request);
      const { sessionId } = await request.identity();
      const lastEventId = lastEventIdOf(request.headers['last-event-id']);

      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      response.write('retry: 3000\n\n');

      // Events go out in position order, each once. A replayed event's NOTIFY can reach this
      // instance after the replay read it (the LISTEN connection is another socket), so an
      // event at or before the last one sent is one the client already has.
      let lastSent = lastEventId ?? 0;
      const send = (event: Pick<LiveEventMessage, 'id' | 'kind' | 'data'>) => {
        if (event.id <= lastSent) return;
        lastSent = event.id;
        response.write(frame(event));
      };
      let held: LiveEventMessage[] | null = [];
      const unsubscribe = app.liveEvents.subscribe(companyId, (event) => {
        if (held) held.push(event);
        else send(event);
      });
      const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const untrack = app.liveEvents.track(() => response.end(), userId);
      // Signed out, banned or no longer in the company: the stream ends (stream-guard.ts).
      const unguard = sessionId
        ? guard.admit({ sessionId, companyId, end: () => response.end() })
        : () => {};
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        untrack();
        unguard();
      });

      if (lastEventId !== null) {
        // Positions are given at commit in commit order: everything after the last one seen
        // is exactly what was missed.
        const missed = await app.db
          .select({
            id: liveEvent.position,
            kind: liveEvent.kind,
            data: liveEvent.data,
          })
          .from(liveEvent)
          .where(and(eq(liveEvent.companyId, companyId), gt(liveEvent.position, lastEventId)))
          .orderBy(asc(liveEvent.position))
          .limit(REPLAY_LIMIT);
        for (const event of missed) if (event.id !== null) send({ ...event, id: event.id });
      }
      for (const event of held) send(event);
      held = null;
      return reply;
    },
  );
}
