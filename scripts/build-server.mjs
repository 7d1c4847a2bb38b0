// The API and @teklifal/core as JavaScript (apps/api/dist, packages/core/dist), which the
// started server runs with plain Node: no TypeScript loader in the running process.
//
// Transpiled file by file, not bundled: every file keeps its place, so the paths the code finds
// from its own location (import.meta.url: the migrations in apps/api/drizzle, the database
// thread's pglite-worker) stay right, and a stack trace names the file it names in the sources.
// Only the files an entry point reaches are written (followed through their imports), so no
// test or test helper is in the build. Packages from node_modules stay imports, loaded by Node.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { BUILD_STAMP, root } from './build-state.mjs';

/** What `npm start`, `npm run demo` and the commands run (see package.json). */
const API_ENTRIES = [
  'server.ts',
  'demo/main.ts',
  'ops/import/main.ts',
  'ops/backup-command.ts',
  'ops/check-ubl-schema.ts',
  // Started as a worker thread by db/pglite-thread.ts, from its own path.
  'db/pglite-worker.ts',
];

/** The built API imports core's JavaScript, the sources (and Vite, vitest, tsx) its TypeScript. */
const CORE = '@teklifal/core';
const CORE_BUILT = '@teklifal/core/dist';

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * A package the build imports must be among its package.json's dependencies: a development
 * one works here and fails on an install without them (npm ci --omit=dev), after deployment.
 */
function checkDeclared(packageDir, imported) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const declared = new Set(Object.keys(manifest.dependencies ?? {}));
  const missing = [...imported].filter((name) => !declared.has(name)).sort();
  if (missing.length > 0) {
    throw new Error(
      `${manifest.name} imports ${missing.join(', ')} at run time: add to its "dependencies"`,
    );
  }
}

/**
 * Transpiles `entries` (paths under `srcDir`) and every file of `srcDir` they import, into
 * `outDir`: `./x.ts` imports become `./x.js`, @teklifal/core becomes its build, and any other
 * package stays as it is.
 */
async function transpileReached(srcDir, entries, outDir) {
  const imported = new Set();
  const done = new Set();
  let pending = entries.map((entry) => path.join(srcDir, entry));
  while (pending.length > 0) {
    const found = new Set();
    const rewriteImports = {
      name: 'rewrite-imports',
      setup(builder) {
        builder.onResolve({ filter: /.*/ }, ({ path: spec, resolveDir, kind }) => {
          if (kind === 'entry-point') return undefined;
          if (!spec.startsWith('.')) {
            const builtin = spec.startsWith('node:') || builtinModules.includes(spec);
            if (!builtin) imported.add(packageOf(spec));
            return { path: spec === CORE ? CORE_BUILT : spec, external: true };
          }
          const file = path.resolve(resolveDir, spec);
          if (!/\.tsx?$/.test(spec) || !existsSync(file)) {
            throw new Error(`${spec} (from ${resolveDir}): a relative import names a .ts file`);
          }
          if (!file.startsWith(srcDir + path.sep)) {
            throw new Error(`${spec} (from ${resolveDir}) is outside ${srcDir}`);
          }
          if (!done.has(file)) found.add(file);
          return { path: spec.replace(/\.tsx?$/, '.js'), external: true };
        });
      },
    };
    for (const file of pending) done.add(file);
    await build({
      entryPoints: pending,
      outbase: srcDir,
      outdir: outDir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      sourcemap: 'linked',
      // Each file as written: nothing of it dropped for looking unused from here.
      treeShaking: false,
      logLevel: 'warning',
      plugins: [rewriteImports],
    });
    pending = [...found].filter((file) => !done.has(file));
  }
  checkDeclared(path.dirname(srcDir), imported);
  return done.size;
}

/**
 * Builds into a folder beside `target` and then swaps it in, so a server starting meanwhile
 * (or a second build) never sees half a build. The stamp's time is the build's start: a source
 * saved during the build is newer, and the next start builds again.
 */
async function buildInto(target, make) {
  const startedAt = new Date();
  const staging = `${target}-building-${process.pid}`;
  const old = `${target}-old-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const files = await make(staging);
    const stamp = path.join(staging, BUILD_STAMP);
    writeFileSync(stamp, `${startedAt.toISOString()}\n`);
    utimesSync(stamp, startedAt, startedAt);
    if (existsSync(target)) renameSync(target, old);
    try {
      renameSync(staging, target);
    } catch (error) {
      // A second build, started beside this one, swapped its own in between: as new as ours.
      if (!existsSync(target)) throw error;
      rmSync(staging, { recursive: true, force: true });
    }
    rmSync(old, { recursive: true, force: true });
    return files;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

export async function buildServer() {
  const started = performance.now();
  const coreFiles = await buildInto(path.join(root, 'packages/core/dist'), (out) =>
    transpileReached(path.join(root, 'packages/core/src'), ['index.ts'], out),
  );
  const apiFiles = await buildInto(path.join(root, 'apps/api/dist'), (out) =>
    transpileReached(path.join(root, 'apps/api/src'), API_ENTRIES, out),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Built the API (${apiFiles} files → apps/api/dist) and core (${coreFiles} → packages/core/dist) in ${seconds} s`,
  );
}
