import { afterEach, describe, expect, it, vi } from 'vitest';
import { steadyAnswer } from './steady-answer.ts';

afterEach(() => vi.useRealTimers());

describe('a steady answer', () => {
  it('comes no sooner than the floor, however quick the work', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    let answered = false;
    const answer = steadyAnswer(async () => 'tamam', 60).then((value) => {
      answered = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(59);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toBe('tamam');
  });

  it('adds nothing to work that took longer, and keeps its failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const slow = steadyAnswer(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      throw new Error('olmadı');
    }, 60);
    const settled = expect(slow).rejects.toThrow('olmadı');
    await vi.advanceTimersByTimeAsync(100);
    await settled;
  });
});
