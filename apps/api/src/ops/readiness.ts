import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Whether this instance should be sent traffic (the readiness probe, /api/health/ready), apart
 * from whether it is alive (/api/health). The instance's own part lives here: started (the
 * database migrated, the base data seeded, the app built) and not stopping. The probe adds what
 * it asks each time: the database answers, the LISTEN connection is up.
 */
export interface Readiness {
  /** Set once the app is built: migrations ran, base data seeded, every plugin loaded. */
  readonly started: boolean;
  /** Set when a stop began (ops/graceful-shutdown.ts): the load balancer should look elsewhere. */
  readonly stopping: boolean;
  markStarted(): void;
  /** From now on the probe answers 503; requests still arriving are served until the close. */
  markStopping(): void;
}

export function createReadiness(): Readiness {
  let started = false;
  let stopping = false;
  return {
    get started() {
      return started;
    },
    get stopping() {
      return stopping;
    },
    markStarted() {
      started = true;
    },
    markStopping() {
      stopping = true;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** Decorates the app with its readiness; started once the app is ready (after the seeds). */
export const readinessPlugin = fp(
  async function readiness(app: FastifyInstance) {
    const state = createReadiness();
    app.decorate('readiness', state);
    app.addHook('onReady', async () => state.markStarted());
    // Fastify's own close answers new requests 503 too; this also covers the time before it.
    app.addHook('preClose', async () => state.markStopping());
  },
  { name: 'readiness' },
);
