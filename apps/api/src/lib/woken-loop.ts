/**
 * A drain that runs when woken (a NOTIFY after a commit) and every `sweepMs` (retries, a lost
 * notice), one run at a time: a wake during a run asks for one more run after it, so nothing
 * woken for is missed and runs never overlap. The timer does not keep the process alive.
 */
export interface WokenLoop {
  wake(): void;
  /** Resolves once no run is in progress (one woken meanwhile included). */
  idle(): Promise<void>;
  /** No more runs; waits for the one in progress. */
  stop(): Promise<void>;
}

export function startWokenLoop(
  run: () => Promise<unknown>,
  options: { sweepMs: number; onError: (error: unknown) => void },
): WokenLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .then(() => undefined)
      .catch(options.onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  };
  const sweep = setInterval(wake, options.sweepMs);
  sweep.unref();
  const idle = async () => {
    while (running) await running;
  };
  return {
    wake,
    idle,
    async stop() {
      stopped = true;
      clearInterval(sweep);
      await idle();
    },
  };
}
