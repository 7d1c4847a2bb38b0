import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import type { BackupManifest } from './backup-archive.ts';
import { createBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';

/**
 * `npm run backup [-- --out FILE]` and `npm run restore -- FILE [--force]`, configured as the
 * server is (DATA_DIR, DATABASE_URL, S3_*). Files named on the command line are taken from
 * where it was typed (npm's INIT_CWD); DATA_DIR, like npm start's, from the repository.
 */
const USAGE = 'usage: npm run backup [-- --out FILE]  |  npm run restore -- FILE [--force]';
const typedFrom = process.env.INIT_CWD ?? process.cwd();

function summary(manifest: BackupManifest): string {
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  const kind = manifest.database.kind === 'pglite' ? 'embedded' : 'PostgreSQL';
  const tables = Object.keys(manifest.database.tables).length;
  return `${kind} database, ${tables} tables, ${rows} rows; ${manifest.uploads.count} uploaded files (${manifest.uploads.storage}); made ${manifest.createdAt}`;
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const [command, file] = positionals;
  const config = loadConfig();
  if (command === 'backup' && !file) {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
    const out = path.resolve(typedFrom, values.out ?? `backups/teklifal-${stamp}.tar.gz`);
    const manifest = await createBackup(config, out);
    const megabytes = (statSync(out).size / 1024 / 1024).toFixed(1);
    console.log(`Yedek yazıldı / Backup written: ${out} (${megabytes} MB)\n  ${summary(manifest)}`);
    return;
  }
  if (command === 'restore' && file) {
    const manifest = await restoreBackup(config, path.resolve(typedFrom, file), {
      force: values.force,
    });
    console.log(
      `Geri yüklendi / Restored: ${file}\n  ${summary(manifest)}\n  Every file matched its SHA-256 and every table its row count.`,
    );
    return;
  }
  throw new ConfigError(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof ConfigError ? message : `TeklifAl: ${message}`);
  process.exit(1);
});
