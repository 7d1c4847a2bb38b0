#!/usr/bin/env node
// The commands of package.json (import, backup, restore, check:ubl) from the API's build:
// `node scripts/run-built.mjs <entry under apps/api/dist> [arguments…]`. Builds the API and
// core first when missing or older than their sources; the web app is not needed.
import { builtEntry, ensureBuild, runApi } from './serve-lib.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-built.mjs <entry under apps/api/dist> [arguments…]');
  process.exit(2);
}
ensureBuild({ web: false });
runApi(builtEntry(entry), { args });
