/** GET /api/events over a real socket, for the tests of live events. */

export interface SseEvent {
  id: string;
  event: string;
  data: Record<string, unknown>;
}

/** Opens event streams on `server` (an address like http://127.0.0.1:port). */
export function streamOpener(server: string) {
  return (cookie: string, lastEventId?: string) => openStream(server, cookie, lastEventId);
}

/** An open event stream: the events parsed so far, a way to wait for them, and its end. */
async function openStream(server: string, cookie: string, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(`${server}/api/events`, {
    headers: { cookie, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  let endedByServer = false;
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':') && line.includes(': '))
              .map((line) => [
                line.slice(0, line.indexOf(': ')),
                line.slice(line.indexOf(': ') + 2),
              ]),
          );
          if (fields.event) {
            events.push({
              id: fields.id ?? '',
              event: fields.event,
              data: JSON.parse(fields.data ?? '{}'),
            });
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      }
      endedByServer = true;
    } catch {
      // aborted by close()
    }
  })();
  return {
    response,
    events,
    async waitFor(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${events.length} of ${count} events`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return events;
    },
    /** Resolves true when the server ends the stream within `timeoutMs`, false otherwise. */
    async endedByServer(timeoutMs = 5000) {
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
      await Promise.race([reading, timeout]);
      return endedByServer;
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
