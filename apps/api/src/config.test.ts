import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'teklifal-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('has working defaults and keeps a generated auth secret in DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      // Real accounts always get scrypt; only test apps hash fast.
      passwordHashing: 'scrypt',
    });
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(config.authSecret);
  });

  it('keeps /metrics off unless METRICS_TOKEN is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: ' ' }).metricsToken).toBeUndefined();
    const token = 'Zm9vYmFyLXNjcmFwZS10b2tlbg==';
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: token }).metricsToken).toBe(token);
  });

  it('trusts PUBLIC_URL’s origin, its loopback twins, and TRUSTED_ORIGINS', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '4000' }).trustedOrigins).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
    ]);
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://teklifal.com.tr/',
        TRUSTED_ORIGINS: 'https://www.teklifal.com.tr, http://10.0.0.5:3000/',
      }).trustedOrigins,
    ).toEqual(['https://teklifal.com.tr', 'https://www.teklifal.com.tr', 'http://10.0.0.5:3000']);
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUSTED_ORIGINS: 'ftp://x' })).toThrow(
      /TRUSTED_ORIGINS/,
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ TRANSLATE_PROVIDER: 'google' }, 'TRANSLATE_PROVIDER'],
    [{ TRANSLATE_PROVIDER: 'libretranslate' }, 'TRANSLATE_URL'],
    [{ ADMIN_EMAIL: 'admin@ornek.com' }, 'ADMIN_PASSWORD'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ METRICS_TOKEN: 'too-short' }, 'METRICS_TOKEN'],
    [{ METRICS_TOKEN: 'a token with spaces in it' }, 'METRICS_TOKEN'],
  ])('refuses %o with one line naming %s', (env, variable) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir, ...env });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(variable);
    expect(message.split('\n')).toHaveLength(1);
  });
});
