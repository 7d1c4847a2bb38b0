import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EVERY_TABLE } from '../db/table-writes.ts';
import { isSafeMethod } from '../lib/safe-methods.ts';

/** The channel on which migration 0006's triggers name each table whose change committed. */
export const TABLE_CHANGED_CHANNEL = 'table_changed';

/**
 * A safety bound: a change is normally seen at once through the notification, but one sent while
 * this instance's LISTEN connection was down would otherwise be missed for good.
 */
const MAX_AGE_MS = 60_000;
const BACK_OFFICE = '/api/admin/';
/**
 * Answers kept per viewer (remember): enough for every list open on a busy embedded instance;
 * past it the oldest goes first.
 */
const MAX_REMEMBERED = 2000;

/** An answer with the instant it stops being true by the clock alone (a deadline), or null. */
export interface Timed<T> {
  value: T;
  validUntil: Date | null;
}

export interface TableCache {
  /**
   * The value of `load`, kept in memory until one of `tables` changes (a committed change from
   * any instance) or for a minute at most. Concurrent readers share one load.
   */
  read<T>(key: string, tables: readonly string[], load: () => Promise<T>): Promise<T>;
  /**
   * The value of `load`, kept until a table it read changes, its `validUntil` comes, or a minute
   * passes; concurrent readers share one load. The tables are the ones its statements named, so
   * no list can miss one. Only on the embedded database, whose one process sees every write
   * (db/table-writes.ts): on PostgreSQL other instances write without telling, so `load` runs
   * for every call. The key must hold everything the answer depends on but the database and the
   * clock: the viewer and what was asked.
   */
  remember<T>(key: string, load: () => Promise<Timed<T>>): Promise<T>;
  /** Whether `remember` keeps answers here (the embedded database). */
  readonly remembers: boolean;
  /**
   * The value kept under `key` by `read` or `remember`, if it is loaded and still current; else
   * undefined, and nothing is loaded. Lets a route answer from memory before any other work.
   */
  peek(key: string): unknown;
  /** Calls `onChange` after each committed change of one of `tables`, from any instance. */
  watch(tables: readonly string[], onChange: () => void): void;
  /**
   * Tells an answer being remembered that it used what a `watch`er keeps of `tables` (no
   * statement of its own named them), so their change forgets it too. Call it before reading
   * what is kept: a change told after that cannot be missed.
   */
  noteReads(tables: readonly string[]): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    tableCache: TableCache;
  }
}

interface Entry {
  value: Promise<unknown>;
  /** When it stops being served (Date.now() time). */
  expiresAt: number;
  tables: Set<string>;
  remembered: boolean;
  /** The value once loaded (peek reads it without waiting for the promise). */
  loaded?: { value: unknown };
}

/**
 * In-memory copies of what is read often and changes rarely: public documents read on every page
 * (site settings, sectors, content pages: `read`, told of changes by the `notify_table_changed`
 * triggers, not the write paths, so no writer can forget to) and, on the embedded database,
 * answers per viewer (lists, an ad's page: `remember`, told by the database client itself).
 */
export default fp(
  async function tableCachePlugin(app: FastifyInstance) {
    const entries = new Map<string, Entry>();
    /** The keys of the entries that read each table. */
    const readers = new Map<string, Set<string>>();
    const watchers: { tables: readonly string[]; onChange: () => void }[] = [];
    let remembered = 0;

    const drop = (key: string, entry: Entry) => {
      if (entries.get(key) !== entry) return;
      entries.delete(key);
      if (entry.remembered) remembered--;
      for (const table of entry.tables) readers.get(table)?.delete(key);
    };
    const clear = () => {
      entries.clear();
      readers.clear();
      remembered = 0;
    };
    const noteRead = (key: string, entry: Entry, table: string) => {
      if (entry.tables.has(table) || entries.get(key) !== entry) return;
      entry.tables.add(table);
      let keys = readers.get(table);
      if (!keys) readers.set(table, (keys = new Set()));
      keys.add(key);
    };

    const forgetTable = (table: string) => {
      if (table === EVERY_TABLE) clear();
      else {
        for (const key of [...(readers.get(table) ?? [])]) {
          const entry = entries.get(key);
          if (entry) drop(key, entry);
        }
      }
      for (const watcher of watchers) {
        if (table === EVERY_TABLE || watcher.tables.includes(table)) watcher.onChange();
      }
    };

    const fresh = (key: string) => {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (Date.now() < entry.expiresAt) return entry;
      drop(key, entry);
      return undefined;
    };

    const store = (key: string, remembers: boolean, tables: readonly string[]) => {
      const entry: Entry = {
        value: Promise.resolve(),
        expiresAt: Date.now() + MAX_AGE_MS,
        tables: new Set(),
        remembered: remembers,
      };
      entries.set(key, entry);
      if (remembers && ++remembered > MAX_REMEMBERED) {
        for (const [oldKey, old] of entries) {
          if (old.remembered) {
            drop(oldKey, old);
            break;
          }
        }
      }
      for (const table of tables) noteRead(key, entry, table);
      return entry;
    };

    const tableWrites = app.tableWrites;
    const cache: TableCache = {
      read<T>(key: string, tables: readonly string[], load: () => Promise<T>) {
        const found = fresh(key);
        if (found) return found.value as Promise<T>;
        // Stored before the load runs, so a change committed while it runs removes it.
        const entry = store(key, false, tables);
        entry.value = load().then((value) => {
          entry.loaded = { value };
          return value;
        });
        entry.value.catch(() => drop(key, entry));
        return entry.value as Promise<T>;
      },
      remember<T>(key: string, load: () => Promise<Timed<T>>) {
        if (!tableWrites) return load().then((timed) => timed.value);
        const found = fresh(key);
        if (found) return found.value as Promise<T>;
        // Each table is noted as its statement is sent: a change committed after that (its
        // notice comes when its statement's result is back) removes the entry, loaded or not.
        const entry = store(key, true, []);
        const timed = tableWrites.readsOf((table) => noteRead(key, entry, table), load);
        entry.value = timed.then(({ value, validUntil }) => {
          if (validUntil) entry.expiresAt = Math.min(entry.expiresAt, validUntil.getTime());
          entry.loaded = { value };
          return value;
        });
        entry.value.catch(() => drop(key, entry));
        return entry.value as Promise<T>;
      },
      remembers: tableWrites !== null,
      peek(key) {
        return fresh(key)?.loaded?.value;
      },
      watch(tables, onChange) {
        watchers.push({ tables, onChange });
      },
      noteReads(tables) {
        tableWrites?.noteReads(tables);
      },
    };
    app.decorate('tableCache', cache);
    // Staff edit these documents through the back office; the editor's next read on this
    // instance must not wait for the database's notice, which follows the commit.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!isSafeMethod(request.method) && request.url.startsWith(BACK_OFFICE)) {
        for (const [key, entry] of entries) if (!entry.remembered) drop(key, entry);
      }
      done(null, payload);
    });

    // Changes told while the LISTEN connection was down are lost: any table may have changed.
    const stopListening = await app.listenDb(TABLE_CHANGED_CHANNEL, forgetTable, () =>
      forgetTable(EVERY_TABLE),
    );
    const stopTracking = tableWrites?.onWrite(forgetTable);
    app.addHook('onClose', async () => {
      stopTracking?.();
      clear();
      await stopListening();
    });
  },
  { name: 'table-cache', dependencies: ['db'] },
);
