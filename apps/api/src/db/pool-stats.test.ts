import { describe, expect, it } from 'vitest';
import { countingCalls } from './pool-stats.ts';

/** A client whose calls wait until released, like the embedded database's queue. */
function slowClient() {
  const releases: (() => void)[] = [];
  const client = {
    name: 'fake',
    query: () => new Promise<string>((resolve) => releases.push(() => resolve('rows'))),
    exec: () => Promise.reject(new Error('syntax error')),
    transaction: () => {
      throw new Error('thrown before any promise');
    },
    listen: () => new Promise<void>(() => {}),
  };
  return { client, releases };
}

describe('countingCalls (the embedded database queue in the metrics)', () => {
  it('counts one running and the rest waiting, until each settles', async () => {
    const { client, releases } = slowClient();
    const counting = countingCalls(client);
    expect(counting.stats()).toEqual({ size: 1, inUse: 0, waiting: 0, max: 1 });
    const calls = [counting.client.query(), counting.client.query(), counting.client.query()];
    expect(counting.stats()).toMatchObject({ inUse: 1, waiting: 2 });
    releases.shift()?.();
    await calls[0];
    expect(counting.stats()).toMatchObject({ inUse: 1, waiting: 1 });
    for (const release of releases) release();
    expect(await Promise.all(calls)).toEqual(['rows', 'rows', 'rows']);
    expect(counting.stats()).toMatchObject({ inUse: 0, waiting: 0 });
  });

  it('a failed call, or one that throws at once, is no longer counted', async () => {
    const { client } = slowClient();
    const counting = countingCalls(client);
    await expect(counting.client.exec()).rejects.toThrow('syntax error');
    expect(() => counting.client.transaction()).toThrow('thrown before any promise');
    expect(counting.stats()).toMatchObject({ inUse: 0, waiting: 0 });
  });

  it('leaves everything else as it is (LISTEN waits forever and is not a query)', () => {
    const { client } = slowClient();
    const counting = countingCalls(client);
    void counting.client.listen();
    expect(counting.client.name).toBe('fake');
    expect(counting.stats()).toMatchObject({ inUse: 0, waiting: 0 });
  });
});
