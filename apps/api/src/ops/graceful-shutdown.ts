import type { FastifyInstance } from 'fastify';
import { connectionDrain, DRAIN_MS, type ConnectionDrain } from './connection-drain.ts';
import type {} from './readiness.ts';

/**
 * How the server stops (issue #12). Docker and Kubernetes kill 10 to 30 s after their SIGTERM,
 * and Fastify's close alone waited ~72 s for keep-alive connections (its keepAliveTimeout) once
 * a request had been in flight. So: the server first stops taking connections and drains the
 * open ones for up to DRAIN_MS, so that a load balancer in front never sends a request down a
 * connection as it closes (ops/connection-drain.ts); then idle keep-alive connections are
 * closed at once and again every SWEEP_MS (a connection whose last request finishes becomes idle
 * and goes then), requests in flight finish, live event streams end (plugins/events.ts,
 * preClose; browsers reconnect, through the balancer to another instance), and after
 * DEADLINE_MS from the signal the process exits whatever is still open.
 */
export const DEADLINE_MS = 8_000;
/**
 * A signal to the process group reaches the server twice within milliseconds: itself, and
 * forwarded by its launcher (scripts/serve-lib.mjs). A repeat within this time is that same
 * stop and is ignored; a later one is someone insisting, and ends the process at once.
 */
export const REPEAT_GRACE_MS = 3_000;
const SWEEP_MS = 100;
const PARENT_POLL_MS = 500;

/** Set by scripts/serve-lib.mjs: the launcher's pid; the server stops when that process is gone. */
export const PARENT_PID_ENV = 'TEKLIFAL_PARENT_PID';

export interface StopOptions {
  deadlineMs?: number;
  /** See connection-drain.ts; shorter in tests. */
  drainMs?: number;
  repeatGraceMs?: number;
  /** Where signals come from: the process, or an EventEmitter in tests. */
  signalSource?: Pick<NodeJS.EventEmitter, 'on'>;
  exit?: (code: number) => void;
  /** Told what happens, in one line each (the server's log once it has one). */
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
}

export interface StopHandle {
  /** From now on a stop closes this app gracefully; before, a stop just exits. */
  attach(app: FastifyInstance): void;
  stop(reason: string): void;
  /** Settles once the stop has run its course (tests; the process exits then). */
  readonly stopped: Promise<number>;
}

/** Installs the stop on SIGINT and SIGTERM; call once, as early as possible. */
export function stopOnSignals(options: StopOptions = {}): StopHandle {
  const deadlineMs = options.deadlineMs ?? DEADLINE_MS;
  const graceMs = options.repeatGraceMs ?? REPEAT_GRACE_MS;
  const source = options.signalSource ?? process;
  const exitProcess = options.exit ?? ((code: number) => process.exit(code));
  let app: FastifyInstance | undefined;
  let drain: ConnectionDrain | undefined;
  const log =
    options.log ??
    ((level, message) => (app ? app.log[level](message) : console.error(`teklifal: ${message}`)));
  let stopStartedAt: number | undefined;
  let settle: (code: number) => void = () => {};
  const stopped = new Promise<number>((resolve) => (settle = resolve));
  let finished = false;
  const exit = (code: number) => {
    if (finished) return;
    finished = true;
    settle(code);
    exitProcess(code);
  };

  const stop = (reason: string) => {
    if (stopStartedAt !== undefined) {
      const after = Date.now() - stopStartedAt;
      if (after < graceMs) {
        log('info', `${reason} again while stopping (the same stop delivered twice): ignored`);
        return;
      }
      log('warn', `${reason} again ${Math.round(after / 1000)} s into stopping: exiting now`);
      app?.server.closeAllConnections();
      return exit(1);
    }
    stopStartedAt = Date.now();
    if (!app) {
      log('info', `${reason} before the server was ready: exiting`);
      return exit(0);
    }
    log(
      'info',
      `${reason}: stopping (requests in flight may finish, at most ${deadlineMs / 1000} s)`,
    );
    // The readiness probe answers 503 from here on (ops/readiness.ts); an app without one
    // (a bare Fastify in tests) just closes.
    if (app.hasDecorator('readiness')) app.readiness.markStopping();
    const server = app.server;
    const closing = app;
    let sweep: NodeJS.Timeout | undefined;
    const deadline = setTimeout(() => {
      log('error', `still not stopped after ${deadlineMs / 1000} s: exiting anyway`);
      server.closeAllConnections();
      exit(1);
    }, deadlineMs);
    (drain?.begin() ?? Promise.resolve())
      .then(() => {
        server.closeIdleConnections();
        sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
        return closing.close();
      })
      .then(
        () => exit(0),
        (error: unknown) => {
          log(
            'error',
            `stopping failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          exit(1);
        },
      );
    void stopped.then(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
    });
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    source.on(signal, () => stop(signal));
  }
  watchParent(stop);

  return {
    attach(built) {
      app = built;
      drain = connectionDrain(built.server, options.drainMs ?? DRAIN_MS);
    },
    stop,
    stopped,
  };
}

/**
 * Started by our launcher, the server stops when the launcher is gone (kill -9, or npm's
 * `sh -c` ending under it): its pid is no longer our parent's. Run any other way (systemd,
 * nohup, a container's entry point) nothing is watched.
 */
function watchParent(stop: (reason: string) => void) {
  const launcher = Number(process.env[PARENT_PID_ENV]);
  if (!launcher || process.ppid !== launcher) return;
  const poll = setInterval(() => {
    if (process.ppid === launcher) return;
    clearInterval(poll);
    stop('the launching process exited');
  }, PARENT_POLL_MS);
  poll.unref();
}
