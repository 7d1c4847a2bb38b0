#!/usr/bin/env node
// npm run build -w @teklifal/client: the client as one ES module (dist/index.js) that Node 20 and
// browsers run without TypeScript, openapi-fetch left as its dependency. Types stay the sources
// (package.json "types": src/index.ts, with the generated schema.d.ts).
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('../src/index.ts', import.meta.url).pathname],
  outfile: new URL('../dist/index.js', import.meta.url).pathname,
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  external: ['openapi-fetch'],
  logLevel: 'warning',
});
