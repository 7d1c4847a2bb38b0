import { describe, expect, it } from 'vitest';
import { recentSessions } from './recent-sessions.ts';

function counted(value = 'row') {
  const loader = { calls: 0, load: async () => `${value}${++loader.calls}` };
  return loader;
}

describe('recentSessions', () => {
  it('loads a token once while it is recent, and again once it is not', async () => {
    let clock = 1_000;
    const sessions = recentSessions<string>({ maxAgeMs: 5_000, maxEntries: 10, now: () => clock });
    const loader = counted();
    expect(await sessions.read('a', loader.load)).toBe('row1');
    clock += 4_999;
    expect(await sessions.read('a', loader.load)).toBe('row1');
    clock += 1;
    expect(await sessions.read('a', loader.load)).toBe('row2');
    expect(loader.calls).toBe(2);
  });

  it('lets readers that arrive together share one load', async () => {
    const sessions = recentSessions<string>({ maxAgeMs: 5_000, maxEntries: 10 });
    const loader = counted();
    const answers = await Promise.all([1, 2, 3].map(() => sessions.read('a', loader.load)));
    expect(answers).toEqual(['row1', 'row1', 'row1']);
    expect(loader.calls).toBe(1);
  });

  it('forgets one token or all of them', async () => {
    const sessions = recentSessions<string>({ maxAgeMs: 5_000, maxEntries: 10 });
    const a = counted('a');
    const b = counted('b');
    await sessions.read('a', a.load);
    await sessions.read('b', b.load);
    sessions.forget('a');
    expect(await sessions.read('a', a.load)).toBe('a2');
    expect(await sessions.read('b', b.load)).toBe('b1');
    sessions.forgetAll();
    expect(sessions.size).toBe(0);
    expect(await sessions.read('b', b.load)).toBe('b2');
  });

  it('keeps at most maxEntries, dropping the longest kept first', async () => {
    const sessions = recentSessions<string>({ maxAgeMs: 5_000, maxEntries: 2 });
    const loaders = { a: counted('a'), b: counted('b'), c: counted('c') };
    for (const token of ['a', 'b', 'c'] as const) await sessions.read(token, loaders[token].load);
    expect(sessions.size).toBe(2);
    await sessions.read('c', loaders.c.load);
    await sessions.read('b', loaders.b.load);
    await sessions.read('a', loaders.a.load);
    expect([loaders.a.calls, loaders.b.calls, loaders.c.calls]).toEqual([2, 1, 1]);
  });

  it('does not keep a load that failed', async () => {
    const sessions = recentSessions<string>({ maxAgeMs: 5_000, maxEntries: 10 });
    await expect(sessions.read('a', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await sessions.read('a', async () => 'row')).toBe('row');
  });

  it('keeps nothing when the age allowed is 0', async () => {
    const sessions = recentSessions<string>({ maxAgeMs: 0, maxEntries: 10 });
    const loader = counted();
    await sessions.read('a', loader.load);
    await sessions.read('a', loader.load);
    expect(loader.calls).toBe(2);
    expect(sessions.size).toBe(0);
  });
});
