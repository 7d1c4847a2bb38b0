import { describe, expect, it } from 'vitest';
import { startWokenLoop } from './woken-loop.ts';

/** A run that waits until released, counting how many ran and how many at once. */
function gatedRuns() {
  const state = { runs: 0, atOnce: 0, most: 0, release: () => {} };
  const run = async () => {
    state.runs++;
    state.most = Math.max(state.most, ++state.atOnce);
    await new Promise<void>((resolve) => (state.release = resolve));
    state.atOnce--;
  };
  return { state, run };
}

describe('a woken loop', () => {
  it('runs once per wake, one run at a time, and once more for wakes during a run', async () => {
    const { state, run } = gatedRuns();
    const loop = startWokenLoop(run, { sweepMs: 60_000, onError: () => {} });
    loop.wake();
    loop.wake();
    loop.wake();
    expect(state.runs).toBe(1);
    state.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The wakes during the first run asked for one more, not two.
    expect(state.runs).toBe(2);
    state.release();
    await loop.idle();
    expect(state).toMatchObject({ runs: 2, most: 1 });
    await loop.stop();
  });

  it('reports a failed run and runs again at the next wake; stopped, it runs no more', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const loop = startWokenLoop(
      async () => {
        runs++;
        if (runs === 1) throw new Error('database away');
      },
      { sweepMs: 60_000, onError: (error) => errors.push(error) },
    );
    loop.wake();
    await loop.idle();
    expect(errors).toHaveLength(1);
    loop.wake();
    await loop.idle();
    expect(runs).toBe(2);
    await loop.stop();
    loop.wake();
    await loop.idle();
    expect(runs).toBe(2);
  });
});
