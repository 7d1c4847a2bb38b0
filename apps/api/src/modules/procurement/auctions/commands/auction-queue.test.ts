import { describe, expect, it } from 'vitest';
import { oneAtATime } from './auction-queue.ts';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('oneAtATime', () => {
  it('runs the calls of one key one after another, in the order they came', async () => {
    const log: string[] = [];
    const call = (name: string, ms: number) =>
      oneAtATime('a', async () => {
        log.push(`${name} starts`);
        await later(ms);
        log.push(`${name} ends`);
        return name;
      });
    expect(await Promise.all([call('1', 30), call('2', 1), call('3', 1)])).toEqual(['1', '2', '3']);
    expect(log).toEqual(['1 starts', '1 ends', '2 starts', '2 ends', '3 starts', '3 ends']);
  });

  it('a failure reaches its caller and does not stop the next; other keys do not wait', async () => {
    const failing = oneAtATime('b', async () => {
      await later(30);
      throw new Error('refused');
    });
    let failed = false;
    failing.catch(() => (failed = true));
    const next = oneAtATime('b', async () => 'next');
    // Another auction's bid runs at once, while the first key's call is still under way.
    await oneAtATime('c', async () => undefined);
    expect(failed).toBe(false);
    await expect(failing).rejects.toThrow('refused');
    expect(await next).toBe('next');
  });
});
