import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  isAlive,
  lockHolderPid,
  untilServing,
  type RunningProcess,
} from './test-processes.ts';

/**
 * The production install as a deployment makes it, in a clone of the repository's HEAD (this
 * checkout's node_modules is never pruned; uncommitted changes are not in the clone): `npm ci`,
 * `npm start` building first (there is no build), `npm prune --omit=dev`, then `npm start`
 * running the built server with plain Node, the commands from the build, and a stale build
 * refused plainly where nothing can build it. Four to five minutes on two busy cores: npm ci
 * from npm's cache (--prefer-offline) and one build of the web app.
 */

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const recordLoads = pathToFileURL(path.join(import.meta.dirname, 'fixtures/record-loads.mjs'));
const run = promisify(execFile);
const MINUTES = 60_000;

let copy: string;
let scratch: string;
const started: Start[] = [];

/** The environment of a user's shell: nothing of vitest's or of the npm that may run it. */
function userEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (
      /^(npm_|VITEST|TEST$|NODE_ENV$|NODE_OPTIONS$|DATABASE_URL$|DATA_DIR$|WEB_DIST$)/.test(key)
    ) {
      continue;
    }
    env[key] = value;
  }
  return { ...env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...extra };
}

const npm = (args: string[], env: Record<string, string> = {}) =>
  run('npm', args, { cwd: copy, env: userEnv(env), maxBuffer: 64 * 1024 * 1024 });

/** What a command printed and its exit code, for one that is expected to fail. */
async function npmOutcome(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await npm(args, env);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

interface Start extends RunningProcess {
  dataDir: string;
}

/** `npm start` in the copy, in a process group of its own (stopped as a whole at the end). */
async function npmStart(dataDir: string, env: Record<string, string> = {}): Promise<Start> {
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: copy,
    detached: true,
    env: userEnv({ PORT: String(port), DATA_DIR: dataDir, ...env }),
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const running = { child, port, output: () => output, exited, dataDir };
  started.push(running);
  return running;
}

/** Ends a process group or a process that may be gone already. */
function kill(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal);
  } catch {
    // gone
  }
}

/** Stops a start as Ctrl-C would, and waits until its server has let go of DATA_DIR. */
async function stop(running: Start) {
  kill(-(running.child.pid ?? 0), 'SIGTERM');
  await running.exited;
  while (isAlive(lockHolderPid(running.dataDir))) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'teklifal-built-'));
  copy = path.join(scratch, 'repository');
  // A clone of what is committed: in a checkout shared with work in progress, the tree of a
  // commit is the one state known to hang together.
  await run('git', ['clone', '--quiet', repository, copy]);
  await npm(['ci', '--prefer-offline', '--no-audit', '--no-fund']);
}, 6 * MINUTES);

afterAll(() => {
  // Whatever a failed test left running: each start's group, and a server holding its DATA_DIR.
  for (const running of started) kill(-(running.child.pid ?? 0), 'SIGKILL');
  for (const running of started) {
    const holder = lockHolderPid(running.dataDir);
    if (holder && isAlive(holder)) kill(holder, 'SIGKILL');
  }
  rmSync(scratch, { recursive: true, force: true });
}, 3 * MINUTES);

describe.sequential('the build and the production install', () => {
  it(
    'npm start on a fresh install builds first, saying so, then runs the built server',
    async () => {
      const server = await npmStart(path.join(scratch, 'fresh'));
      try {
        await untilServing(server, 8 * MINUTES);
      } finally {
        await stop(server);
      }
      expect(server.output()).toContain('Building first: there is no build of the API and core');
      expect(server.output()).toContain('Building first: there is no build of the web app');
      expect(existsSync(path.join(copy, 'apps/api/dist/server.js'))).toBe(true);
      expect(existsSync(path.join(copy, 'packages/core/dist/index.js'))).toBe(true);
    },
    10 * MINUTES,
  );

  it(
    'after npm prune --omit=dev, npm start runs the built server: no tsx, Vite or TypeScript loaded',
    async () => {
      await npm(['prune', '--omit=dev', '--no-audit', '--no-fund']);
      const loads = path.join(scratch, 'loaded-modules.txt');
      const startedAt = Date.now();
      const server = await npmStart(path.join(scratch, 'pruned'), {
        NODE_OPTIONS: `--import=${recordLoads.href}`,
        LOADED_MODULES_FILE: loads,
      });
      try {
        await untilServing(server, 3 * MINUTES);
        const seconds = (Date.now() - startedAt) / 1000;
        console.log(`npm start → healthy (built server, new embedded database): ${seconds} s`);
        expect(server.output()).not.toContain('Building first');

        const base = `http://127.0.0.1:${server.port}`;
        const health = await fetch(`${base}/api/health`);
        expect(await health.json()).toMatchObject({ status: 'ok', databaseKind: 'pglite' });
        // The public home page, rendered on the server by the web app's server build.
        const home = await fetch(`${base}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toMatch(/<div id="root"[^>]*>.*<h1/s);
      } finally {
        await stop(server);
      }

      const loaded = readFileSync(loads, 'utf8').split('\n').filter(Boolean);
      // What was recorded is what ran: the server's own build, its packages, the database thread.
      expect(loaded).toContainEqual(expect.stringContaining('/apps/api/dist/server.js'));
      expect(loaded).toContainEqual(expect.stringContaining('/node_modules/fastify/'));
      expect(loaded).toContainEqual(expect.stringContaining('/apps/api/dist/db/pglite-worker.js'));
      expect(loaded).toContainEqual(expect.stringContaining('/packages/core/dist/'));
      const devTools = /\/node_modules\/(tsx|vite|typescript|esbuild|@esbuild|rolldown|vitest)\//;
      expect(loaded.filter((file) => devTools.test(file))).toEqual([]);
      expect(loaded.filter((file) => /\.[cm]?tsx?$/.test(file))).toEqual([]);
    },
    5 * MINUTES,
  );

  it(
    'the commands run from the build on the pruned install',
    async () => {
      const out = path.join(scratch, 'backup.tar.gz');
      const backup = await npm(['run', 'backup', '--', '--out', out], {
        DATA_DIR: path.join(scratch, 'pruned'),
      });
      expect(backup.stdout).toContain('Backup written');
      expect(existsSync(out)).toBe(true);

      const ubl = await npmOutcome(['run', 'check:ubl', '--', path.join(scratch, 'no-schemas')]);
      expect(ubl).toMatchObject({ code: 2, output: expect.stringContaining('holds no maindoc/') });
      const importing = await npmOutcome(['run', 'import']);
      expect(importing).toMatchObject({ code: 1, output: expect.stringContaining('Usage') });
    },
    3 * MINUTES,
  );

  it(
    'where nothing can build, a build older than its sources is refused plainly',
    async () => {
      const later = new Date(Date.now() + 60_000);
      utimesSync(path.join(copy, 'packages/core/src/constants.ts'), later, later);
      const server = await npmStart(path.join(scratch, 'stale'));
      const { code } = await server.exited;
      expect(code).toBe(1);
      expect(server.output()).toContain('Building first: the sources of the web app are newer');
      expect(server.output()).toMatch(/Cannot build: .*@vitejs\/plugin-react.* not installed/);
    },
    MINUTES,
  );
});
