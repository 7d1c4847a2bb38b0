#!/usr/bin/env node
// npm run build: the web app (Vite: apps/web/dist and its server build dist-ssr) and the API
// with core as JavaScript (scripts/build-server.mjs). `node scripts/build.mjs server` or `web`
// builds one of them (npm start builds only what is stale).
import { spawnSync } from 'node:child_process';
import { root } from './build-state.mjs';

const parts = process.argv.slice(2);
const wanted = parts.length > 0 ? parts : ['server', 'web'];
for (const part of wanted) {
  if (part !== 'server' && part !== 'web') {
    console.error(`usage: node scripts/build.mjs [server] [web]  (not "${part}")`);
    process.exit(2);
  }
}

if (wanted.includes('server')) {
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}
if (wanted.includes('web')) {
  const web = spawnSync('npm', ['run', 'build', '-w', '@teklifal/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (web.status !== 0) process.exit(web.status ?? 1);
}
