#!/usr/bin/env node
// npm run demo: the marketplace on a fresh embedded database (DEMO_DATA_DIR, default
// ./data-demo, emptied on every run) filled with a Turkish demo dataset; prints the logins.
// Runs from the build, as npm start does (built first when missing or stale).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtEntry, ensureBuild, runApi } from './serve-lib.mjs';

const dataDir = path.resolve(process.env.DEMO_DATA_DIR ?? 'data-demo');
ensureBuild();
// A demo still running there would lose its database under it: emptied only under its lock.
const { acquireDataDirLock } = await import(pathToFileURL(builtEntry('ops/data-dir-lock.js')).href);
try {
  const lock = acquireDataDirLock(dataDir, 'server');
  rmSync(dataDir, { recursive: true, force: true });
  lock.release();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
runApi(builtEntry('demo/main.js'), { env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
