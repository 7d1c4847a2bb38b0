import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * What the embedded database's statements touch, told as they happen. The embedded database
 * belongs to one process, so every write passes through here: each write names the tables it
 * changed (to `onWrite`) once its result is back, before its caller goes on; and a read run
 * inside `readsOf` names the tables it read, when it is sent. Caches of answers (the table
 * cache's lists) forget an answer when a table it read changes, with no trigger to write and
 * no table list to keep by hand. PostgreSQL, shared by several instances, has none of this.
 *
 * Tables are found by name in each statement's text (drizzle quotes them; hand-written SQL and
 * trigger functions may not): a name that only looks like a table (a column) makes a cache forget
 * more often, never less. A write also changes what its foreign keys cascade to and what its
 * triggers write (both read from the database's catalogue: `learnSchema`); a write whose tables
 * cannot be named (a DO block, a SET outside a transaction) is a change of every table (`*`).
 */
export const EVERY_TABLE = '*';

type Kind = 'neutral' | 'read' | 'write';
interface Classified {
  kind: Kind;
  tables: readonly string[];
  /**
   * What a plain INSERT, UPDATE or DELETE changed when it touched no row: only what statement
   * triggers without transition tables write (null for other statements: their row count says
   * nothing). The ad-closing job's update of no ad every few seconds changes nothing.
   */
  withoutRows: readonly string[] | null;
}

/** Statements that change no table's rows (session settings, transaction control, notices). */
const NEUTRAL =
  /^(set|reset|show|begin|start|commit|end|rollback|abort|savepoint|release|listen|unlisten|notify|discard|deallocate)\b/;
const READ = /^(select|with|values|table|explain)\b/;
/** Row locks in a read are no writes; what else says insert, update or delete may be one. */
const ROW_LOCK = /\bfor\s+(no\s+key\s+)?(update|share|key\s+share)\b/g;
const WRITE_WORD = /\b(insert|update|delete|truncate|merge|copy|call)\b/;
const ROW_WRITE = /^(insert|update|delete)\b/;
const LEADING_NOISE = /^(\s+|--[^\n]*\n|\/\*[\s\S]*?\*\/|\()*/;

const MAX_REMEMBERED_STATEMENTS = 5000;

export class TableWrites {
  private readonly listeners = new Set<(table: string) => void>();
  private readonly reads = new AsyncLocalStorage<(table: string) => void>();
  private readonly silent = new AsyncLocalStorage<true>();
  private readonly classified = new Map<string, Classified>();
  private namePattern: RegExp | null = null;
  /** A write to the key also changes these tables (cascades, triggers); closed transitively. */
  private alsoChanges = new Map<string, readonly string[]>();
  /** The same for a statement that touched no row (statement triggers that do not read rows). */
  private alsoChangesWithoutRows = new Map<string, readonly string[]>();

  /** Calls `listener` with each table a committed write changed (`*`: possibly every table). */
  onWrite(listener: (table: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Runs `work` without telling its writes, as a write from outside this process would be (an
   * operator's SQL on PostgreSQL): for tests that prove what a cache keeps, and that another
   * signal (a live event) makes it forget.
   */
  unheard<T>(work: () => Promise<T>): Promise<T> {
    return this.silent.run(true, async () => await work());
  }

  /** Whether the statement being run belongs to `unheard` work. */
  get hushed(): boolean {
    return this.silent.getStore() === true;
  }

  /** Runs `work`, telling `onRead` each table its statements read (as each is sent). */
  readsOf<T>(onRead: (table: string) => void, work: () => Promise<T>): Promise<T> {
    // Awaited inside: a drizzle query is a thenable that runs only when awaited.
    return this.reads.run(onRead, async () => await work());
  }

  /**
   * Tells the read in progress (`readsOf`) that it used rows of `tables` kept in memory instead
   * of reading them: an answer built from them must be forgotten when they change, too.
   */
  noteReads(tables: readonly string[]): void {
    const onRead = this.reads.getStore();
    if (onRead) for (const table of tables) onRead(table);
  }

  /**
   * Reads the tables, foreign keys and triggers from the catalogue (after the migrations):
   * until then every write counts as a change of every table.
   */
  async learnSchema(client: Pick<PGlite, 'query'>): Promise<void> {
    const tables = await client.query<{ name: string }>(
      `select relname as name from pg_class
        where relkind in ('r', 'p') and relnamespace = 'public'::regnamespace`,
    );
    const cascades = await client.query<{ parent: string; child: string }>(
      `select p.relname as parent, c.relname as child from pg_constraint k
         join pg_class p on p.oid = k.confrelid join pg_class c on c.oid = k.conrelid
        where k.contype = 'f' and (k.confdeltype in ('c', 'n', 'd') or k.confupdtype in ('c', 'n', 'd'))`,
    );
    // A row trigger, or a statement trigger reading its transition tables, writes from the rows
    // its statement touched: nothing when there were none.
    const triggers = await client.query<{ name: string; source: string; fromRows: boolean }>(
      `select c.relname as name, p.prosrc as source,
              (t.tgtype & 1) = 1 or t.tgnewtable is not null or t.tgoldtable is not null as "fromRows"
         from pg_trigger t
         join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and c.relnamespace = 'public'::regnamespace`,
    );
    const names = tables.rows.map((row) => row.name).sort((a, b) => b.length - a.length);
    this.namePattern = new RegExp(`(?<![\\w$])"?(${names.join('|')})"?(?![\\w$])`, 'g');
    const direct = new Map<string, Set<string>>();
    const withoutRows = new Map<string, Set<string>>();
    const add = (edges: Map<string, Set<string>>, from: string, to: string) => {
      if (from === to) return;
      let set = edges.get(from);
      if (!set) edges.set(from, (set = new Set()));
      set.add(to);
    };
    for (const { parent, child } of cascades.rows) add(direct, parent, child);
    for (const { name, source, fromRows } of triggers.rows) {
      for (const written of this.namesIn(source.toLowerCase())) {
        add(direct, name, written);
        if (!fromRows) add(withoutRows, name, written);
      }
    }
    /** The tables `first` names for `table`, and everything a write to those changes. */
    const closureOf = (table: string, first: Map<string, Set<string>>) => {
      const seen = new Set<string>();
      const queue = [...(first.get(table) ?? [])];
      while (queue.length > 0) {
        const next = queue.pop() as string;
        if (next === table || seen.has(next)) continue;
        seen.add(next);
        queue.push(...(direct.get(next) ?? []));
      }
      return [...seen];
    };
    this.alsoChanges = new Map(names.map((table) => [table, closureOf(table, direct)]));
    this.alsoChangesWithoutRows = new Map(
      names.map((table) => [table, closureOf(table, withoutRows)]),
    );
    this.classified.clear();
  }

  private namesIn(text: string): Set<string> {
    const found = new Set<string>();
    if (!this.namePattern) return found;
    for (const match of text.matchAll(this.namePattern)) found.add(match[1] as string);
    return found;
  }

  /** Whether a statement reads, writes or neither, and the tables it names. */
  classify(text: string): Classified {
    const known = this.classified.get(text);
    if (known) return known;
    const lower = text.toLowerCase();
    const start = lower.replace(LEADING_NOISE, '');
    let result: Classified;
    if (NEUTRAL.test(start)) result = { kind: 'neutral', tables: [], withoutRows: null };
    else {
      const named = [...this.namesIn(lower)];
      const writes = !READ.test(start) || WRITE_WORD.test(lower.replace(ROW_LOCK, ''));
      if (!writes) result = { kind: 'read', tables: named, withoutRows: null };
      else if (named.length === 0 || !this.namePattern) {
        result = { kind: 'write', tables: [EVERY_TABLE], withoutRows: null };
      } else {
        const changed = new Set(named);
        const unlessRows = new Set<string>();
        for (const table of named) {
          for (const also of this.alsoChanges.get(table) ?? []) changed.add(also);
          for (const also of this.alsoChangesWithoutRows.get(table) ?? []) unlessRows.add(also);
        }
        result = {
          kind: 'write',
          tables: [...changed],
          withoutRows: ROW_WRITE.test(start) ? [...unlessRows] : null,
        };
      }
    }
    if (this.classified.size >= MAX_REMEMBERED_STATEMENTS) this.classified.clear();
    this.classified.set(text, result);
    return result;
  }

  /** A statement about to be sent: a read inside `readsOf` names its tables there. */
  sending(text: string): Classified {
    const classified = this.classify(text);
    if (classified.kind === 'read') {
      const onRead = this.reads.getStore();
      if (onRead) for (const table of classified.tables) onRead(table);
    }
    return classified;
  }

  /** Tables that changed (a statement's result came back, a transaction ended). */
  changed(tables: Iterable<string>): void {
    for (const table of tables) for (const listener of this.listeners) listener(table);
  }
}

interface Statements {
  query: PGlite['query'];
  exec: PGlite['exec'];
}
interface Transactional {
  transaction: <T>(callback: (tx: Statements) => Promise<T>) => Promise<T>;
}

/**
 * The embedded client (PGlite, or its thread's stand-in) telling `writes` of each statement:
 * statements outside a transaction as their results come back, a transaction's writes once it
 * ended (nothing outside it can read them before: PGlite runs one transaction at a time).
 */
export function trackingWrites<C extends object>(client: C, writes: TableWrites): C {
  const watch = <S extends object>(
    statements: S,
    collect: ((tables: readonly string[]) => void) | null,
  ): S =>
    new Proxy(statements, {
      get(target, property) {
        if (property === 'query' || property === 'exec') {
          const run = Reflect.get(target, property, target) as (
            text: string,
            ...rest: unknown[]
          ) => Promise<unknown>;
          return async (text: string, ...rest: unknown[]) => {
            const classified = writes.sending(text);
            // A write is a change even when it fails halfway (an exec of several statements).
            let tables = writes.hushed ? [] : classified.tables;
            try {
              const result = await run.call(target, text, ...rest);
              const rows = (result as { affectedRows?: number } | undefined)?.affectedRows;
              if (classified.withoutRows && rows === 0 && tables.length > 0) {
                tables = classified.withoutRows;
              }
              return result;
            } finally {
              if (classified.kind === 'write' && tables.length > 0) {
                if (collect) collect(tables);
                else writes.changed(tables);
              }
            }
          };
        }
        if (property === 'transaction' && collect === null) {
          return async <T>(callback: (tx: Statements) => Promise<T>) => {
            const changed = new Set<string>();
            const hushed = writes.hushed;
            try {
              const { transaction } = target as unknown as Transactional;
              return await transaction.call(target, (tx: Statements) =>
                callback(watch(tx, (tables) => tables.forEach((table) => changed.add(table)))),
              );
            } finally {
              if (!hushed) writes.changed(changed);
            }
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as S;
  return watch(client, null);
}
