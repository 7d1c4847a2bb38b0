import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPresence, noticesOf, type Presence, type PresenceNotice } from './live-presence.ts';

/**
 * Instances that tell each other whose streams they hold, over a bus of their own that delivers
 * every notice to every instance in the order they were published (as NOTIFY does), with a clock
 * the test moves. The PostgreSQL path itself: modules/push/push-instances.test.ts.
 */
const HEARTBEAT_MS = 1_000;
const EXPIRY_MS = 3_000;

function cluster() {
  let clock = 1_000_000;
  const members: Presence[] = [];
  const published: PresenceNotice[] = [];
  /** Publishing waits for this before it delivers (a slow database). */
  let gate: Promise<void> = Promise.resolve();
  /** Instances whose notices no longer arrive (crashed). */
  const silent = new Set<string>();
  const join = (instanceId: string) => {
    const presence = createPresence({
      instanceId,
      now: () => clock,
      heartbeatMs: HEARTBEAT_MS,
      expiryMs: EXPIRY_MS,
      publish: async (payload) => {
        await gate;
        if (silent.has(instanceId)) return;
        published.push(JSON.parse(payload) as PresenceNotice);
        for (const member of members) member.hear(payload);
      },
    });
    members.push(presence);
    return presence;
  };
  return {
    join,
    published,
    advance: (ms: number) => (clock += ms),
    silence: (instanceId: string) => silent.add(instanceId),
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => (release = resolve));
      return release;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('presence across instances', () => {
  it('a stream on one instance is known on the other until its last one closes', async () => {
    const net = cluster();
    const a = net.join('a');
    const b = net.join('b');
    const closeFirst = b.open('ayse');
    const closeSecond = b.open('ayse');
    await tick();
    expect(a.watching('ayse')).toBe(true);
    expect(a.watching('mehmet')).toBe(false);
    closeFirst();
    closeFirst();
    await tick();
    expect(a.watching('ayse')).toBe(true);
    closeSecond();
    await tick();
    expect(a.watching('ayse')).toBe(false);
    expect(b.watching('ayse')).toBe(false);
    // One notice for the first stream, one for the last: the second stream said nothing.
    expect(net.published).toEqual([
      { i: 'b', o: ['ayse'] },
      { i: 'b', c: ['ayse'] },
    ]);
  });

  it('a close never overtakes its open; changes during a slow notice leave together', async () => {
    const net = cluster();
    const a = net.join('a');
    const b = net.join('b');
    const release = net.hold();
    const close = b.open('ayse');
    close();
    b.open('mehmet');
    b.open('zeynep')();
    release();
    await tick();
    await tick();
    expect(net.published).toEqual([
      { i: 'b', o: ['ayse'] },
      { i: 'b', c: ['ayse', 'zeynep'], o: ['mehmet'] },
    ]);
    expect(a.watching('ayse')).toBe(false);
    expect(a.watching('mehmet')).toBe(true);
    expect(a.watching('zeynep')).toBe(false);
  });

  it('the heartbeat keeps a stream counting; a silent instance stops after the expiry', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const net = cluster();
    const a = net.join('a');
    const b = net.join('b');
    b.open('ayse');
    await tick();
    // Ten heartbeats, well past the expiry: each says the stream is still open.
    for (let beat = 0; beat < 10; beat++) {
      net.advance(HEARTBEAT_MS);
      vi.advanceTimersByTime(HEARTBEAT_MS);
      await tick();
      expect(a.watching('ayse')).toBe(true);
    }
    // b crashes: nothing it would say arrives any more.
    net.silence('b');
    for (let beat = 0; beat < 2; beat++) {
      net.advance(HEARTBEAT_MS);
      vi.advanceTimersByTime(HEARTBEAT_MS);
      await tick();
      expect(a.watching('ayse')).toBe(true);
    }
    net.advance(HEARTBEAT_MS);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await tick();
    expect(a.watching('ayse')).toBe(false);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('an instance that vanishes without a word stops counting after the expiry', async () => {
    const net = cluster();
    const a = net.join('a');
    // What a crashed instance said last: its stream is open. Nothing follows.
    a.hear(JSON.stringify({ i: 'crashed', o: ['ayse'] }));
    net.advance(EXPIRY_MS - 1);
    expect(a.watching('ayse')).toBe(true);
    net.advance(1);
    expect(a.watching('ayse')).toBe(false);
  });

  it('a goodbye ends an instance’s streams at once; a newcomer hears the others’ at its start', async () => {
    const net = cluster();
    const a = net.join('a');
    const b = net.join('b');
    b.open('ayse');
    await tick();
    const c = net.join('c');
    expect(c.watching('ayse')).toBe(false);
    await c.start();
    await tick();
    expect(c.watching('ayse')).toBe(true);
    await b.stop();
    expect(a.watching('ayse')).toBe(false);
    expect(c.watching('ayse')).toBe(false);
    // After its goodbye an instance says nothing more.
    const said = net.published.length;
    b.open('mehmet');
    b.heartbeat();
    await tick();
    expect(net.published.length).toBe(said);
  });

  it('a stop does not wait long for a database out of reach', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const presence = createPresence({ publish: () => new Promise<void>(() => {}) });
    presence.open('ayse');
    let stopped = false;
    const stopping = presence.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    expect(stopped).toBe(true);
  });

  it('ignores its own notices and unreadable ones', async () => {
    const errors: unknown[] = [];
    const a = createPresence({
      instanceId: 'a',
      publish: async () => {},
      onError: (e) => errors.push(e),
    });
    a.hear(JSON.stringify({ i: 'a', o: ['ayse'] }));
    expect(a.watching('ayse')).toBe(false);
    a.hear('{not json');
    expect(errors).toHaveLength(1);
    await a.stop();
  });
});

describe('on the embedded database (nothing to publish)', () => {
  it('knows the streams of its own process, as before', () => {
    const presence = createPresence({ publish: null });
    const close = presence.open('ayse');
    expect(presence.watching('ayse')).toBe(true);
    close();
    expect(presence.watching('ayse')).toBe(false);
  });
});

describe('notices', () => {
  it('a long list goes in several, each small enough for NOTIFY', () => {
    const changes = new Map<string, boolean>();
    for (let n = 0; n < 1_000; n++) changes.set(`user-${n}-${'x'.repeat(24)}`, n % 3 !== 0);
    const notices = noticesOf('instance', changes);
    expect(notices.length).toBeGreaterThan(1);
    for (const notice of notices) expect(Buffer.byteLength(notice)).toBeLessThan(8_000);
    const said = notices.map((notice) => JSON.parse(notice) as PresenceNotice);
    const heard = new Map<string, boolean>();
    for (const notice of said) {
      expect(notice.i).toBe('instance');
      for (const userId of notice.o ?? []) heard.set(userId, true);
      for (const userId of notice.c ?? []) heard.set(userId, false);
    }
    expect(heard).toEqual(changes);
  });
});
