import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCK_FILE } from './data-dir-lock.ts';

/** Real server processes for the tests of the DATA_DIR lock and of stopping. */

const apiSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const launcher = path.join(apiSrc, 'ops/fixtures/launch-server.mjs');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface RunningProcess {
  child: ChildProcess;
  port: number;
  /** Everything printed so far, stdout and stderr. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** The real server, or one that starts in a second and stops the same way. */
export type Entry = 'server.ts' | 'ops/fixtures/light-server.ts';

/**
 * `server`: the entry itself, as systemd or a container would run it; `launcher`: under
 * scripts/serve-lib.mjs as `npm start` runs it; `npm`: that launcher through `npm run`, whose
 * `sh -c` stands between npm and it. `detached` gives it a process group of its own.
 */
export async function startProcess(
  how: 'server' | 'launcher' | 'npm',
  dataDir: string,
  options: { detached?: boolean; entry?: Entry } = {},
): Promise<RunningProcess> {
  const entry = options.entry ?? 'server.ts';
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST: '',
    AUTH_SECRET: 'process-test-secret-process-test-secret-0123',
  };
  let child: ChildProcess;
  if (how === 'server') {
    child = spawn(process.execPath, ['--import', 'tsx', path.join(apiSrc, entry)], {
      cwd: apiSrc,
      env,
      detached: options.detached ?? false,
    });
  } else if (how === 'launcher') {
    child = spawn(process.execPath, [launcher, entry], {
      cwd: apiSrc,
      env,
      detached: options.detached,
    });
  } else {
    // A package of its own inside DATA_DIR, so it goes with it.
    const project = path.join(dataDir, '.npm-project');
    mkdirSync(project, { recursive: true });
    const script = `node ${JSON.stringify(launcher)} ${entry}`;
    writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({ name: 'launch', private: true, scripts: { serve: script } }),
    );
    child = spawn('npm', ['run', '--silent', 'serve'], {
      cwd: project,
      env,
      detached: options.detached,
    });
  }
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return { child, port, output: () => output, exited };
}

/** Waits until the process answers /api/health (a first start runs every migration). */
export async function untilServing(running: RunningProcess, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void running.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited before serving:\n${running.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${running.port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not serve in time:\n${running.output()}`);
}

type Outcome = { status: number; connection: string | undefined } | { error: string };

/** One GET answered over a kept-alive connection that then stays open, idle. */
export async function idleKeepAlive(port: number): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true });
  await new Promise<void>((resolve, reject) =>
    http
      .get(`http://127.0.0.1:${port}/api/health`, { agent }, (response) => {
        response.resume();
        response.on('end', resolve);
      })
      .on('error', reject),
  );
  return agent;
}

/**
 * A sign-in whose body arrives in two parts, like an upload on a slow line: in flight from its
 * first part; `finish` sends the rest. Its normal answer is 401 (no such account).
 */
export function slowSignIn(port: number) {
  const body = JSON.stringify({ email: 'yok@teklifal.test', password: 'YanlisSifre1' });
  const agent = new http.Agent({ keepAlive: true });
  const request = http.request(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: 'POST',
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      origin: `http://localhost:${port}`,
    },
  });
  const answered = new Promise<Outcome>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
      );
    });
    request.on('error', (error) => resolve({ error: error.message }));
  });
  request.write(body.slice(0, 10));
  return {
    answered,
    finish: () => request.end(body.slice(10)),
    close: () => agent.destroy(),
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Alive and not a zombie (an orphan's end is reaped by whatever init the machine has). */
export function isAlive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/** The pid of the process holding DATA_DIR's lock (the server, also under a launcher). */
export function lockHolderPid(dataDir: string): number | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number }).pid;
  } catch {
    return undefined;
  }
}
