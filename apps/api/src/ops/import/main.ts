import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../../app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { embeddedDatabaseHolder, holderMessage } from './embedded-database-holder.ts';
import { assertExportObject, ExportFileError } from './old-export.ts';
import { runImport } from './run-import.ts';

/**
 * `npm run import -- <export.json>`: imports an export of the old system into the configured
 * database (DATA_DIR's embedded one, or DATABASE_URL), opened as the server opens it, and
 * prints what was imported and skipped. Exit code 0 when the run finished (skipped documents
 * included), 1 when it could not run.
 */
async function main(): Promise<number> {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error('Kullanım / Usage: npm run import -- <export.json>');
    return 1;
  }
  // npm runs scripts in the project's root; the file is named from where the command was typed.
  const exportPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const json = await readExport(exportPath);
  if (json === undefined) return 1;
  assertExportObject(json);

  const config = loadConfig();
  const databaseDir = path.join(config.dataDir, 'db');
  if (!config.databaseUrl) {
    const busy = holderMessage(embeddedDatabaseHolder(databaseDir), databaseDir);
    if (busy) {
      console.error(busy);
      return 1;
    }
  }
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `gömülü / embedded: ${databaseDir}`;
  console.log(`Eski sistemden aktarma / Import from the old system: ${exportPath}`);
  console.log(`Veritabanı / Database: ${where}`);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: databaseDir });
  const app = await buildApp({ config, database, logger: { level: 'warn' } });
  try {
    const report = await runImport(app, json);
    for (const line of report.lines()) console.log(line);
    if (report.resetMails > 0 && !config.smtpUrl) {
      console.log(
        '\nSMTP_URL yok: sıfırlama e-postaları /admin/mail-outbox sayfasındaki giden kutusunda bekliyor.' +
          '\nNo SMTP_URL: the reset mails wait in the outbox (/admin/mail-outbox).',
      );
    }
    return 0;
  } finally {
    await app.close();
  }
}

async function readExport(exportPath: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(exportPath, 'utf8');
  } catch (error) {
    console.error(`Dosya okunamadı / Cannot read the file: ${exportPath} (${String(error)})`);
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    console.error(`Dosya JSON değil / The file is not JSON: ${(error as Error).message}`);
    return undefined;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof ExportFileError) {
      console.error(error.message);
    } else {
      console.error('Aktarma yarıda kaldı / The import stopped:', error);
      console.error(
        'Yeniden çalıştırmak güvenli: aktarılanlar atlanır. / Running it again is safe.',
      );
    }
    process.exit(1);
  },
);
