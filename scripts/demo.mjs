#!/usr/bin/env node
// npm run demo: the marketplace on a fresh embedded database (DEMO_DATA_DIR, default
// ./data-demo, emptied on every run) filled with a Turkish demo dataset; prints the logins.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ensureWebBuild, runApi } from './serve-lib.mjs';

const dataDir = path.resolve(process.env.DEMO_DATA_DIR ?? 'data-demo');
// A demo still running there would lose its database under it: emptied only under its lock.
const { acquireDataDirLock } = await tsImport(
  '../apps/api/src/ops/data-dir-lock.ts',
  import.meta.url,
);
try {
  const lock = acquireDataDirLock(dataDir, 'server');
  rmSync(dataDir, { recursive: true, force: true });
  lock.release();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
ensureWebBuild();
runApi('demo/main.ts', { DATA_DIR: dataDir, DATABASE_URL: '' });
