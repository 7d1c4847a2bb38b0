import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MULTIPART_LIMITS } from '../modules/files/receive-upload.ts';
import { findNginx } from '../test/cluster.ts';

/** deploy/'s nginx configuration agrees with the API it sits in front of. */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const generate = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(repoRoot, 'deploy/nginx-config.mjs'), ...args], {
    encoding: 'utf8',
  });

const sizeInBytes = (value: string) => {
  const match = /^(\d+)([kmg]?)$/i.exec(value);
  if (!match) throw new Error(`not an nginx size: ${value}`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(match[2] ?? '').toLowerCase()];
  return Number(match[1]) * (unit ?? 1);
};

describe('deploy/nginx-config.mjs', () => {
  it('names every instance in the upstream, with the listen address and server name', () => {
    const config = generate(
      '--listen',
      '8080',
      '--server-name',
      'teklifal.example.com',
      '10.0.0.1:3001',
      '10.0.0.2:3001',
      '10.0.0.3:3001',
    );
    const servers = [...config.matchAll(/^\s*server (\S+) max_fails=1 fail_timeout=2s;$/gm)];
    expect(servers.map((match) => match[1])).toEqual([
      '10.0.0.1:3001',
      '10.0.0.2:3001',
      '10.0.0.3:3001',
    ]);
    expect(config).toMatch(/^\s*listen 8080;$/m);
    expect(config).toMatch(/^\s*server_name teklifal\.example\.com;$/m);
    expect(config).not.toMatch(/{{[A-Z_]+}}/);
  });

  it('lets the largest upload the API takes through, and not much more', () => {
    const limit = /client_max_body_size (\S+);/.exec(generate('127.0.0.1:3001'))?.[1] ?? '';
    // The file itself plus its form's boundaries and few short fields.
    expect(sizeInBytes(limit)).toBeGreaterThanOrEqual(MULTIPART_LIMITS.fileSize + 16 * 1024);
    expect(sizeInBytes(limit)).toBeLessThanOrEqual(MULTIPART_LIMITS.fileSize + 2 * 1024 ** 2);
  });

  it('refuses an instance that is not HOST:PORT', () => {
    const run = spawnSync(process.execPath, [
      path.join(repoRoot, 'deploy/nginx-config.mjs'),
      'http://10.0.0.1:3001',
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr.toString()).toContain('not HOST:PORT');
  });

  const nginx = findNginx();
  it.runIf(nginx)('is a configuration nginx accepts (nginx -t)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'teklifal-nginx-t-'));
    try {
      const file = path.join(dir, 'nginx.conf');
      writeFileSync(
        file,
        generate('--standalone', dir, '--listen', '127.0.0.1:4479', '127.0.0.1:4478'),
      );
      const check = spawnSync(nginx ?? '', ['-t', '-p', dir, '-c', file]);
      expect(check.status, check.stderr.toString()).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
