/**
 * Work that follows an answer instead of delaying it: better-auth's mails (verification, reset,
 * "someone tried to register with your address"). Whether an address is registered must not
 * show in how long the answer takes, and an SMTP server's pace would show it.
 */
export interface BackgroundTasks {
  run(task: Promise<unknown>): void;
  /** Resolves when every task started so far has finished (the app waits for it on close). */
  settled(): Promise<void>;
}

export function createBackgroundTasks(onError: (error: unknown) => void): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task) {
      const tracked = task.catch(onError).finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
