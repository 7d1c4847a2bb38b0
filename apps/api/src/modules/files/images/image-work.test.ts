import { describe, expect, it } from 'vitest';
import { workQueue } from './image-work.ts';

describe('workQueue', () => {
  it('runs at most its limit at once, the others in the order they came', async () => {
    const queue = workQueue(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const jobs = [0, 1, 2, 3, 4].map((n) =>
      queue.run(async () => {
        started.push(n);
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return n;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect(queue.load).toEqual({ running: 2, waiting: 3 });
    while (releases.length > 0 || started.length < 5) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('lets the next job run when one fails', async () => {
    const queue = workQueue(1);
    const failed = queue.run(() => Promise.reject(new Error('bozuk görsel')));
    const next = queue.run(async () => 'sıradaki');
    await expect(failed).rejects.toThrow('bozuk görsel');
    await expect(next).resolves.toBe('sıradaki');
  });
});
