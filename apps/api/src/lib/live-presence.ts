import { randomUUID } from 'node:crypto';

/** The PostgreSQL channel on which instances tell each other whose tab is open (no table). */
export const PRESENCE_CHANNEL = 'teklifal_presence';

/** How often an instance tells the others again whose streams it holds. */
export const PRESENCE_HEARTBEAT_MS = 15_000;
/**
 * How long another instance's word counts without being said again: three heartbeats, so one
 * lost notice (a LISTEN connection down for a moment) does not end it, and a crashed instance's
 * users count at most this long (their chat messages are not pushed meanwhile).
 */
export const PRESENCE_EXPIRY_MS = 3 * PRESENCE_HEARTBEAT_MS;
/** How long a stopping instance waits for its goodbye to leave. */
const STOP_WAIT_MS = 1_000;
/** NOTIFY refuses a payload of 8000 bytes or more; a long list goes in several. */
const MAX_PAYLOAD_BYTES = 7_000;

/**
 * What an instance says: `o` the users whose first stream opened here (or still open, on a
 * heartbeat), `c` those whose last one closed, `hi` that it just started (the others answer
 * with their heartbeat), `bye` that it stops (its users no longer count).
 */
export interface PresenceNotice {
  i: string;
  o?: string[];
  c?: string[];
  hi?: true;
  bye?: true;
}

export interface PresenceOptions {
  /**
   * Sends a notice to every instance, this one included (pg_notify), or null on the embedded
   * database: its one process holds every stream, so what this instance sees is the whole.
   */
  publish: ((payload: string) => Promise<void>) | null;
  onError?: (error: unknown) => void;
  now?: () => number;
  heartbeatMs?: number;
  expiryMs?: number;
  instanceId?: string;
}

export interface Presence {
  /** A stream of the user opened here; call the returned function when it closes (once). */
  open(userId: string): () => void;
  /** A notice another instance published (the LISTEN's payload). */
  hear(payload: string): void;
  /** Whether the user has a stream open on any instance (a tab that shows what happens live). */
  watching(userId: string): boolean;
  /** Says whose streams are open here again (the timer does it every heartbeatMs). */
  heartbeat(): void;
  /** Announces that this instance starts, so the others say whose streams they hold. */
  start(): Promise<void>;
  /** Says goodbye (this instance's users stop counting elsewhere) and stops the timers. */
  stop(): Promise<void>;
}

/** Notices of at most MAX_PAYLOAD_BYTES each, saying what `changes` holds. */
export function noticesOf(instanceId: string, changes: Map<string, boolean>): string[] {
  const notices: string[] = [];
  let current: PresenceNotice = { i: instanceId };
  let size = JSON.stringify(current).length + 16;
  for (const [userId, open] of changes) {
    const cost = JSON.stringify(userId).length + 1;
    if (size + cost > MAX_PAYLOAD_BYTES) {
      notices.push(JSON.stringify(current));
      current = { i: instanceId };
      size = JSON.stringify(current).length + 16;
    }
    (open ? (current.o ??= []) : (current.c ??= [])).push(userId);
    size += cost;
  }
  if (current.o || current.c) notices.push(JSON.stringify(current));
  return notices;
}

/**
 * Which users have a live event stream open, across the instances (a chat message is not pushed
 * to them). Each instance counts its own streams and announces a user's first and last; every
 * instance keeps what the others said, each entry until it expires unless said again: the
 * heartbeat says all again, so an instance that vanished without a word stops counting.
 * Announcements leave one notice at a time, in order, so an open never overtakes its close;
 * changes made while one is on its way leave together in the next.
 */
export function createPresence(options: PresenceOptions): Presence {
  const { publish } = options;
  const now = options.now ?? (() => Date.now());
  const heartbeatMs = options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS;
  const expiryMs = options.expiryMs ?? PRESENCE_EXPIRY_MS;
  const instanceId = options.instanceId ?? randomUUID();
  const onError = options.onError ?? (() => {});

  const local = new Map<string, number>();
  /** user → instance → until when its word counts. */
  const remote = new Map<string, Map<string, number>>();
  /** user → open (true) or closed (false): what the next notice says. */
  let pending = new Map<string, boolean>();
  let sending: Promise<void> | null = null;
  let stopped = false;

  const send = async (payload: string) => {
    try {
      await publish?.(payload);
    } catch (error) {
      onError(error);
    }
  };

  const flush = () => {
    if (!publish || sending || pending.size === 0) return;
    const changes = pending;
    pending = new Map();
    sending = (async () => {
      for (const notice of noticesOf(instanceId, changes)) await send(notice);
    })().finally(() => {
      sending = null;
      flush();
    });
  };

  const announce = (userId: string, open: boolean) => {
    if (!publish || stopped) return;
    pending.set(userId, open);
    flush();
  };

  const forgetExpired = () => {
    const at = now();
    for (const [userId, instances] of remote) {
      for (const [instance, until] of instances) if (until <= at) instances.delete(instance);
      if (instances.size === 0) remote.delete(userId);
    }
  };

  const forget = (userId: string, instance: string) => {
    const instances = remote.get(userId);
    instances?.delete(instance);
    if (instances?.size === 0) remote.delete(userId);
  };

  const heartbeat = () => {
    if (!publish || stopped) return;
    forgetExpired();
    for (const userId of local.keys()) if (!pending.has(userId)) pending.set(userId, true);
    flush();
  };

  const timer = publish ? setInterval(heartbeat, heartbeatMs) : undefined;
  timer?.unref();

  return {
    open(userId) {
      const count = local.get(userId) ?? 0;
      local.set(userId, count + 1);
      if (count === 0) announce(userId, true);
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        const left = (local.get(userId) ?? 1) - 1;
        if (left > 0) local.set(userId, left);
        else {
          local.delete(userId);
          announce(userId, false);
        }
      };
    },
    hear(payload) {
      let notice: PresenceNotice;
      try {
        notice = JSON.parse(payload) as PresenceNotice;
      } catch {
        return onError(new Error(`unreadable presence notice: ${payload.slice(0, 100)}`));
      }
      if (typeof notice.i !== 'string' || notice.i === instanceId) return;
      if (notice.hi) heartbeat();
      if (notice.bye) {
        for (const userId of [...remote.keys()]) forget(userId, notice.i);
        return;
      }
      const until = now() + expiryMs;
      for (const userId of notice.o ?? []) {
        const instances = remote.get(userId) ?? new Map<string, number>();
        instances.set(notice.i, until);
        remote.set(userId, instances);
      }
      for (const userId of notice.c ?? []) forget(userId, notice.i);
    },
    watching(userId) {
      if (local.has(userId)) return true;
      const instances = remote.get(userId);
      if (!instances) return false;
      const at = now();
      for (const [instance, until] of instances) {
        if (until > at) return true;
        forget(userId, instance);
      }
      return false;
    },
    heartbeat,
    async start() {
      if (publish) await send(JSON.stringify({ i: instanceId, hi: true } satisfies PresenceNotice));
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      pending.clear();
      if (!publish) return;
      const goodbye = (async () => {
        await sending;
        await send(JSON.stringify({ i: instanceId, bye: true } satisfies PresenceNotice));
      })();
      // A database out of reach must not hold up the shutdown: the expiry says it instead.
      let waited: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => (waited = setTimeout(resolve, STOP_WAIT_MS)));
      await Promise.race([goodbye, timeout]);
      clearTimeout(waited);
    },
  };
}
