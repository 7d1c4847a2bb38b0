/**
 * Clients for the rollout test: requests through the balancer that count every failure as
 * the client saw it, and live event streams that resume like a browser's EventSource.
 */

export interface Failure {
  what: string;
  /** The status, or the network error's message. */
  outcome: string;
  at: number;
}

/** Requests to one address; anything but a 2xx answer or a network error is a failure. */
export class LoadClient {
  readonly failures: Failure[] = [];
  requests = 0;

  constructor(
    readonly base: string,
    private readonly origin: string,
  ) {}

  /** The parsed JSON answer, or undefined when the request failed (and was recorded). */
  async send<T = unknown>(
    method: string,
    url: string,
    cookie: string,
    body?: unknown,
  ): Promise<T | undefined> {
    this.requests++;
    const what = `${method} ${url}`;
    try {
      const response = await fetch(`${this.base}${url}`, {
        method,
        headers: {
          cookie,
          ...(method === 'GET' ? {} : { origin: this.origin }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status < 200 || response.status > 299) {
        this.failures.push({
          what,
          outcome: `${response.status} ${text.slice(0, 200)}`,
          at: Date.now(),
        });
        return undefined;
      }
      return (text ? JSON.parse(text) : null) as T;
    } catch (error) {
      this.failures.push({ what, outcome: describe(error), at: Date.now() });
      return undefined;
    }
  }
}

const describe = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`;
};

export interface StreamEvent {
  id: number;
  event: string;
}

/**
 * GET /api/events as a browser's EventSource keeps it: when the server ends the stream, it
 * connects again after the `retry` the server asked for, sending the last id it saw as
 * Last-Event-ID. A connection refused or answered with anything but 200 is a failure.
 */
export class ResumingStream {
  readonly events: StreamEvent[] = [];
  /** Each connection in order: the Last-Event-ID it was opened with, and how many events came before. */
  readonly connections: { lastEventId: string; eventsBefore: number }[] = [];
  readonly failures: Failure[] = [];
  private lastId: string;
  private retryMs = 3000;
  private controller = new AbortController();
  private closed = false;
  private running: Promise<void>;

  constructor(
    private readonly base: string,
    private readonly cookie: string,
    startAfter: number,
  ) {
    this.lastId = String(startAfter);
    this.running = this.run();
  }

  /** How many times the stream was opened again after the server ended it. */
  get resumptions() {
    return Math.max(0, this.connections.length - 1);
  }

  private async run() {
    while (!this.closed) {
      try {
        await this.connectOnce();
      } catch (error) {
        if (this.closed) return;
        this.failures.push({ what: 'GET /api/events', outcome: describe(error), at: Date.now() });
      }
      if (this.closed) return;
      await new Promise((resolve) => setTimeout(resolve, this.retryMs));
    }
  }

  private async connectOnce() {
    this.connections.push({ lastEventId: this.lastId, eventsBefore: this.events.length });
    const response = await fetch(`${this.base}/api/events`, {
      headers: { cookie: this.cookie, 'last-event-id': this.lastId },
      signal: this.controller.signal,
    });
    if (response.status !== 200 || !response.body) {
      this.failures.push({
        what: 'GET /api/events',
        outcome: String(response.status),
        at: Date.now(),
      });
      await response.body?.cancel();
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        this.take(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    }
  }

  private take(block: string) {
    const fields = new Map<string, string>();
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trim());
    }
    const retry = Number(fields.get('retry'));
    if (retry > 0) this.retryMs = retry;
    const id = fields.get('id');
    if (id !== undefined && fields.has('event')) {
      this.lastId = id;
      this.events.push({ id: Number(id), event: fields.get('event') ?? '' });
    }
  }

  async close() {
    this.closed = true;
    this.controller.abort();
    await this.running;
  }
}
