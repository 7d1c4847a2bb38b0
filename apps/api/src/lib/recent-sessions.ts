/**
 * The sessions read in the last few seconds, by token: a signed-in page asks several endpoints at
 * once and a user clicks on, and each request would otherwise read the same session, user and
 * company again. The owner forgets them all whenever one of the tables they come from changes
 * (sign-in and sign-out, a ban, an approval, a team change: see IDENTITY_TABLES), so `maxAgeMs`
 * only bounds how long a missed notice could keep a stale one.
 */
export interface RecentSessions<T> {
  /** The value kept for `token`, or `load`'s, kept from now on. Concurrent readers share one load. */
  read(token: string, load: () => Promise<T>): Promise<T>;
  forget(token: string): void;
  forgetAll(): void;
  readonly size: number;
}

interface Entry<T> {
  value: Promise<T>;
  loadedAt: number;
}

export function recentSessions<T>(options: {
  maxAgeMs: number;
  maxEntries: number;
  now?: () => number;
}): RecentSessions<T> {
  const { maxAgeMs, maxEntries, now = Date.now } = options;
  const entries = new Map<string, Entry<T>>();
  return {
    read(token, load) {
      if (maxAgeMs <= 0) return load();
      const entry = entries.get(token);
      if (entry && now() - entry.loadedAt < maxAgeMs) return entry.value;
      if (entry) entries.delete(token);
      // Stored before the load runs, so a change committed while it runs removes it.
      const created: Entry<T> = { value: load(), loadedAt: now() };
      entries.set(token, created);
      created.value.catch(() => {
        if (entries.get(token) === created) entries.delete(token);
      });
      // A Map iterates in insertion order: the first key is the longest kept.
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      return created.value;
    },
    forget(token) {
      entries.delete(token);
    },
    forgetAll() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
