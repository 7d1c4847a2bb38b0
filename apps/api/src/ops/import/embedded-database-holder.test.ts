import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedDatabaseHolder, holderMessage } from './embedded-database-holder.ts';

const dirs: string[] = [];
const databaseDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'teklifal-holder-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('who holds the embedded database', () => {
  it('nobody when it has no lock file', () => {
    expect(embeddedDatabaseHolder(databaseDir())).toEqual({ kind: 'free' });
  });

  it.runIf(existsSync('/proc/self/fd'))(
    'nobody when the lock file is left from an unclean stop',
    () => {
      const dir = databaseDir();
      writeFileSync(path.join(dir, 'postmaster.pid'), '-42\n');
      expect(embeddedDatabaseHolder(dir)).toEqual({ kind: 'free' });
    },
  );

  it.runIf(existsSync('/proc/self/fd'))(
    'the process that has its files open, named in both languages',
    async () => {
      const dir = databaseDir();
      writeFileSync(path.join(dir, 'postmaster.pid'), '-42\n');
      writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
      const server = spawn(process.execPath, [
        '-e',
        `require('fs').openSync(${JSON.stringify(path.join(dir, 'PG_VERSION'))}, 'r'); console.log('open'); setTimeout(() => {}, 30000);`,
      ]);
      try {
        await new Promise((resolve) => server.stdout.once('data', resolve));
        const holder = embeddedDatabaseHolder(dir);
        expect(holder).toEqual({ kind: 'process', pid: server.pid });
        expect(holderMessage(holder, dir)).toMatch(
          /çalışan bir sunucuda açık[\s\S]*held by a running server/,
        );
      } finally {
        server.kill();
      }
    },
  );
});
