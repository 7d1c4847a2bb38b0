import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'drizzle-orm';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { acquireDataDirLock } from './ops/data-dir-lock.ts';
import { stopOnSignals, type StopHandle } from './ops/graceful-shutdown.ts';

export interface ServeOptions {
  /** Runs after the app is built and before it listens (the demo fills its data here). */
  prepare?: (app: FastifyInstance) => Promise<void>;
  /** Lines printed under the address once the server listens. */
  banner?: () => string[];
  /** Told every statement the database is sent (the benchmark's SQL capture). */
  databaseLogger?: Logger;
}

async function serve(config: Config, options: ServeOptions, stopper: StopHandle) {
  // The app and the database driver load only after the lock, so a refused start says so at once.
  const { openDatabase } = await import('./db/client.ts');
  const { buildApp } = await import('./app.ts');
  const { isSetupOpen } = await import('./modules/setup/queries.ts');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    logger: options.databaseLogger,
  });
  const app = await buildApp({ config, database });
  stopper.attach(app);
  await options.prepare?.(app);
  await app.listen({ port: config.port, host: config.host });
  const where =
    database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`\n  TeklifAl is running at ${config.publicUrl}  (${where})`);
  if (config.databaseUrl && config.authSecretGenerated) {
    console.log(
      '  AUTH_SECRET is not set: using one generated in DATA_DIR. Set AUTH_SECRET when several instances share the database.',
    );
  }
  if (await isSetupOpen(app.db)) {
    console.log(`  No platform admin yet: create the first one at ${config.publicUrl}/setup`);
  }
  for (const line of options.banner?.() ?? []) console.log(`  ${line}`);
  console.log('');
}

/** Loads the configuration (one clear line when it is wrong) and runs the server. */
export function runServer(options: ServeOptions = {}): void {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // SIGINT, SIGTERM and the launcher's end stop the server gracefully (ops/graceful-shutdown.ts).
  const stopper = stopOnSignals();
  // The embedded database belongs to one process; with PostgreSQL, instances may share DATA_DIR.
  // Held until the process exits, however it exits (data-dir-lock.ts).
  try {
    if (!config.databaseUrl) acquireDataDirLock(config.dataDir, 'server');
  } catch (error) {
    console.error(`TeklifAl başlatılamadı / could not start:\n${(error as Error).message}`);
    process.exit(1);
  }
  serve(config, options, stopper).catch((error: unknown) => {
    console.error('TeklifAl could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
