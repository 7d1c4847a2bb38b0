#!/usr/bin/env node
// npm run demo: the marketplace on a fresh embedded database (DEMO_DATA_DIR, default
// ./data-demo, emptied on every run) filled with a Turkish demo dataset; prints the logins.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureWebBuild, runApi } from './serve-lib.mjs';

const dataDir = path.resolve(process.env.DEMO_DATA_DIR ?? 'data-demo');
rmSync(dataDir, { recursive: true, force: true });
ensureWebBuild();
runApi('demo/main.ts', { DATA_DIR: dataDir, DATABASE_URL: '' });
