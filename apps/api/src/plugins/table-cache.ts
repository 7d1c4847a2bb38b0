import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isSafeMethod } from '../lib/safe-methods.ts';

/** The channel on which migration 0006's triggers name each table whose change committed. */
export const TABLE_CHANGED_CHANNEL = 'table_changed';

/**
 * A safety bound: a change is normally seen at once through the notification, but one sent while
 * this instance's LISTEN connection was down would otherwise be missed for good.
 */
const MAX_AGE_MS = 60_000;
const BACK_OFFICE = '/api/admin/';

export interface TableCache {
  /**
   * The value of `load`, kept in memory until one of `tables` changes (a committed change from
   * any instance) or for a minute at most. Concurrent readers share one load.
   */
  read<T>(key: string, tables: readonly string[], load: () => Promise<T>): Promise<T>;
  /** Calls `onChange` after each committed change of one of `tables`, from any instance. */
  watch(tables: readonly string[], onChange: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    tableCache: TableCache;
  }
}

interface Entry {
  value: Promise<unknown>;
  loadedAt: number;
  tables: readonly string[];
}

/**
 * In-memory copies of public documents that are read on every page and change rarely (site
 * settings, sectors, content pages). Only tables with a `notify_table_changed` trigger may be
 * named: the triggers, not the write paths, tell the cache, so no writer can forget to.
 */
export default fp(
  async function tableCachePlugin(app: FastifyInstance) {
    const entries = new Map<string, Entry>();
    const watchers: { tables: readonly string[]; onChange: () => void }[] = [];

    const forgetTable = (table: string) => {
      for (const [key, entry] of entries) if (entry.tables.includes(table)) entries.delete(key);
      for (const watcher of watchers) if (watcher.tables.includes(table)) watcher.onChange();
    };

    const cache: TableCache = {
      read<T>(key: string, tables: readonly string[], load: () => Promise<T>) {
        const entry = entries.get(key);
        if (entry && Date.now() - entry.loadedAt < MAX_AGE_MS) return entry.value as Promise<T>;
        // Stored before the load runs, so a change committed while it runs removes it.
        const value = load();
        const created: Entry = { value, loadedAt: Date.now(), tables };
        entries.set(key, created);
        value.catch(() => {
          if (entries.get(key) === created) entries.delete(key);
        });
        return value;
      },
      watch(tables, onChange) {
        watchers.push({ tables, onChange });
      },
    };
    app.decorate('tableCache', cache);
    // Staff edit these documents through the back office; the editor's next read on this
    // instance must not wait for the database's notice, which follows the commit.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!isSafeMethod(request.method) && request.url.startsWith(BACK_OFFICE)) entries.clear();
      done(null, payload);
    });

    const stopListening = await app.listenDb(TABLE_CHANGED_CHANNEL, forgetTable);
    app.addHook('onClose', async () => {
      entries.clear();
      await stopListening();
    });
  },
  { name: 'table-cache', dependencies: ['db'] },
);
