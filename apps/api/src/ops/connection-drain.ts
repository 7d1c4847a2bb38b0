import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';

/**
 * How long a stopping server keeps its open connections before closing them (unless they are
 * all gone sooner). Longer than the 1 s a load balancer keeps an idle connection to it
 * (nginx's upstream keepalive_timeout in deploy/teklifal.conf.template): by then the balancer
 * has closed every connection it could still send a request down.
 */
export const DRAIN_MS = 1_500;
const POLL_MS = 100;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const openConnections = (server: Server) =>
  new Promise<number>((resolve) =>
    server.getConnections((error, count) => resolve(error ? 0 : count)),
  );

export interface ConnectionDrain {
  /**
   * Stops taking connections and lets the open ones finish: resolves once none is left, or
   * after the drain time. Connections the server closes only after this.
   */
  begin(): Promise<void>;
}

/**
 * The start of a stop that a load balancer in front never notices. Closing a kept-alive
 * connection the moment the balancer sends a request down it fails that request, and a
 * balancer must not send a POST again once it went out (it may have been carried out). So:
 * 1. the listening socket closes first: a new connection is refused before any request is
 *    sent, which the balancer retries on another instance;
 * 2. every answer from then on, and those of requests already in flight, says
 *    `Connection: close`, so the balancer closes that connection itself after the answer;
 * 3. idle connections are left for the balancer to close (it does after 1 s idle); only after
 *    DRAIN_MS does the server close what is left (ops/graceful-shutdown.ts).
 * Installed when the app is attached, before a stop, to know the requests in flight.
 */
export function connectionDrain(server: Server, drainMs = DRAIN_MS): ConnectionDrain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (draining) {
      response.setHeader('connection', 'close');
      return;
    }
    inFlight.add(response);
    // Emitted once the answer is sent, or its connection is gone.
    response.once('close', () => inFlight.delete(response));
  });
  return {
    async begin() {
      draining = true;
      for (const response of inFlight) {
        if (!response.headersSent) response.setHeader('connection', 'close');
      }
      inFlight.clear();
      // net.Server's own close: http.Server.close would also close the idle connections at once.
      net.Server.prototype.close.call(server);
      const until = Date.now() + drainMs;
      while (Date.now() < until && (await openConnections(server)) > 0) await pause(POLL_MS);
    },
  };
}
