import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerDatabase } from './database.ts';

/**
 * Several real API instances on one PostgreSQL database behind the repository's nginx
 * configuration (deploy/), for the rollout test: start, stop with SIGTERM, start again.
 */

const apiSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiSrc, '../../..');
const NGINX_CANDIDATES = [
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/local/nginx/sbin/nginx',
];

/** Where nginx is (Debian's package puts it in /usr/sbin), or undefined. */
export function findNginx(): string | undefined {
  const found = NGINX_CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The built server (apps/api/dist/server.js, as `npm start` runs it), built first when missing or
 * older than its sources (scripts/serve-lib.mjs decides). It starts in a few seconds where the
 * sources through tsx take several times longer on two busy cores.
 */
export function builtServerEntry(): string {
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      'const lib = await import(process.argv[1]); lib.ensureBuild({ web: false });',
      path.join(repoRoot, 'scripts/serve-lib.mjs'),
    ],
    { cwd: repoRoot, env: { ...process.env, WEB_DIST: '' }, stdio: 'inherit' },
  );
  return path.join(repoRoot, 'apps/api/dist/server.js');
}

/** A database of its own on the TEST_DATABASE_URL server, dropped by `drop`. */
export const createClusterDatabase = (serverUrl: string) =>
  createServerDatabase(serverUrl, 'teklifal_cluster');

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One API process (apps/api/src/server.ts) on a fixed port; `restart` runs it again there. */
export class Instance {
  private child: ChildProcess | undefined;
  private exitedPromise: Promise<Exit> | undefined;
  private log = '';

  constructor(
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    /** A built entry (builtServerEntry) or, by default, the sources through tsx. */
    private readonly entry?: string,
  ) {}

  get pid() {
    return this.child?.pid;
  }

  /** What the process printed (every run of it), for a failure's message. */
  output() {
    return this.log;
  }

  async start(timeoutMs = 120_000): Promise<void> {
    const args = this.entry ? [this.entry] : ['--import', 'tsx', path.join(apiSrc, 'server.ts')];
    const child = spawn(process.execPath, args, {
      cwd: apiSrc,
      env: { ...this.env, PORT: String(this.port) },
    });
    this.child = child;
    const tag = `[${this.port}] `;
    const keep = (chunk: Buffer) => (this.log += chunk.toString().replace(/^(?=.)/gm, tag));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exitedPromise = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    let exited = false;
    void this.exitedPromise.then(() => (exited = true));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exited) throw new Error(`instance ${this.port} exited while starting:\n${this.log}`);
      try {
        if ((await fetch(`http://127.0.0.1:${this.port}/api/health/ready`)).ok) return;
      } catch {
        // not listening yet
      }
      await pause(100);
    }
    throw new Error(`instance ${this.port} did not start in time:\n${this.log}`);
  }

  /** SIGTERM, then waits for the process to end; answers how it ended. */
  async stop(): Promise<Exit> {
    if (!this.child || !this.exitedPromise) throw new Error('not started');
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGTERM');
    }
    return this.exitedPromise;
  }

  kill() {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGKILL');
    }
  }
}

/** The environment every instance shares (the same database, secret and public address). */
export function instanceEnv(props: {
  databaseUrl: string;
  publicUrl: string;
  authSecret: string;
  dataDir: string;
  smtpUrl?: string;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: props.databaseUrl,
    PUBLIC_URL: props.publicUrl,
    AUTH_SECRET: props.authSecret,
    DATA_DIR: props.dataDir,
    SMTP_URL: props.smtpUrl ?? '',
    TRUST_PROXY: 'true',
    WEB_DIST: '',
    LOG_LEVEL: 'warn',
    EXCHANGE_RATES_URL: 'off',
  };
}

/** nginx in the foreground with deploy/'s configuration for these instances, in `dir`. */
export class Nginx {
  private child: ChildProcess | undefined;
  private log = '';

  constructor(
    private readonly binary: string,
    private readonly dir: string,
    readonly port: number,
    private readonly instancePorts: number[],
  ) {}

  output() {
    return this.log;
  }

  async start(): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    const config = execFileSync(
      process.execPath,
      [
        path.join(repoRoot, 'deploy/nginx-config.mjs'),
        '--standalone',
        this.dir,
        '--listen',
        `127.0.0.1:${this.port}`,
        ...this.instancePorts.map((port) => `127.0.0.1:${port}`),
      ],
      { encoding: 'utf8' },
    );
    const file = path.join(this.dir, 'nginx.conf');
    writeFileSync(file, config);
    const child = spawn(this.binary, ['-p', this.dir, '-c', file, '-g', 'daemon off;'], {
      cwd: this.dir,
    });
    this.child = child;
    child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`nginx exited:\n${this.log}`);
      try {
        await fetch(`http://127.0.0.1:${this.port}/api/health`);
        return;
      } catch {
        await pause(50);
      }
    }
    throw new Error(`nginx did not listen on ${this.port}:\n${this.log}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
}
