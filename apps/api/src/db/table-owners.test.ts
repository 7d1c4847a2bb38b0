import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from './schema/owners.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Where the server's code writes. Left out on purpose: the demo's seed, the import of another
 * system's export (ops/import: a bulk load into every table, like a restore) and the tests.
 */
const SCANNED = ['modules', 'lib', 'plugins', 'ops', 'db'];
const isScanned = (file: string) =>
  /\.ts$/.test(file) &&
  !/\.test\.ts$/.test(file) &&
  !/(^|\/)test(-helpers|\/)/.test(file) &&
  !file.startsWith('ops/import/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sourceFiles(full);
    return isScanned(path.relative(SRC, full)) ? [full] : [];
  });
}

/** Drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` and SQL's `insert into ${t}` and the like. */
const WRITES = [
  /\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g,
  /\b(?:insert\s+into|update|delete\s+from)\s+\$\{\s*(\w+)\s*\}/gi,
];

/** Every write of a table in the scanned code, as `table ← file`. */
function writesOfTables(): { table: string; file: string }[] {
  const tables = new Set(Object.keys(TABLE_OWNERS));
  return SCANNED.flatMap((dir) => sourceFiles(path.join(SRC, dir))).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return WRITES.flatMap((pattern) =>
      [...source.matchAll(pattern)]
        .map((match) => match[1] ?? '')
        .filter((table) => tables.has(table))
        .map((table) => ({ table, file: path.relative(SRC, file) })),
    );
  });
}

/** Where each table is defined: `export const <table> = pgTable(` in a scanned file. */
function definitionsOfTables(): Map<string, string> {
  const definitions = new Map<string, string>();
  for (const file of ['modules', 'db'].flatMap((dir) => sourceFiles(path.join(SRC, dir)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^export const (\w+) = pgTable\(/gm)) {
      definitions.set(match[1] ?? '', path.relative(SRC, file));
    }
  }
  return definitions;
}

describe('one owner per table', () => {
  const writes = writesOfTables();
  const owns = (owner: string, file: string) => file === owner || file.startsWith(`${owner}/`);
  const key = ({ table, file }: { table: string; file: string }) => `${table} ← ${file}`;

  it('finds the writes it checks (the scan still sees the code)', () => {
    const written = new Set(writes.map((write) => write.table));
    for (const table of ['ad', 'bid', 'purchaseOrder', 'notification', 'file', 'user']) {
      expect(written, table).toContain(table);
    }
  });

  it("a module's tables are defined in the module, the platform's in db/schema", () => {
    const definitions = definitionsOfTables();
    const misplaced = Object.entries(TABLE_OWNERS)
      .map(([table, owner]) => ({ table, owner, file: definitions.get(table) ?? 'nowhere' }))
      .filter(({ owner, file }) =>
        owner.startsWith('modules/') ? !owns(owner, file) : !file.startsWith('db/schema/'),
      )
      .map(({ table, owner, file }) => `${table} (${owner}) in ${file}`);
    expect(misplaced).toEqual([]);
  });

  it('every table is written only by its owner', () => {
    const strays = writes
      .filter((write) => !owns(TABLE_OWNERS[write.table as keyof typeof TABLE_OWNERS], write.file))
      .map(key);
    expect([...new Set(strays)]).toEqual([]);
  });
});
