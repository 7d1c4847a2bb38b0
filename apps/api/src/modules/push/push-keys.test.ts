import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { ConfigError, loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { setting } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../test/database.ts';
import { testConfig } from '../../test/helper.ts';
import { resolveVapidKeys, VAPID_FILE, VAPID_SETTING } from './push-keys.ts';

/** Where the VAPID keys come from (#28): the environment, DATA_DIR, or the PostgreSQL database. */
let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'teklifal-vapid-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const KEYS = webpush.generateVAPIDKeys();

describe('VAPID keys', () => {
  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, both or neither', () => {
    const env = { DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) };
    const config = loadConfig({
      ...env,
      VAPID_PUBLIC_KEY: KEYS.publicKey,
      VAPID_PRIVATE_KEY: KEYS.privateKey,
      VAPID_SUBJECT: 'mailto:ops@teklifal.com.tr',
    });
    expect(config.push).toMatchObject({
      vapid: KEYS,
      subject: 'mailto:ops@teklifal.com.tr',
      allowLoopbackHttp: false,
    });
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: KEYS.publicKey })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
    expect(() =>
      loadConfig({ ...env, VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: KEYS.privateKey }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, VAPID_SUBJECT: 'ops@teklifal.com.tr' })).toThrow(
      'VAPID_SUBJECT',
    );
  });

  it('name the server by PUBLIC_URL when https, else by MAIL_FROM’s address', () => {
    const env = { DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...env, PUBLIC_URL: 'https://teklifal.com.tr' }).push.subject).toBe(
      'https://teklifal.com.tr',
    );
    expect(
      loadConfig({ ...env, MAIL_FROM: 'TeklifAl <bildirim@teklifal.com.tr>' }).push.subject,
    ).toBe('mailto:bildirim@teklifal.com.tr');
  });

  it('take the push services of today’s browsers, or PUSH_SERVICE_HOSTS', () => {
    const env = { DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).push.serviceHosts).toContain('fcm.googleapis.com');
    expect(
      loadConfig({ ...env, PUSH_SERVICE_HOSTS: 'push.example, Other.example' }).push.serviceHosts,
    ).toEqual(['push.example', 'other.example']);
    expect(loadConfig({ ...env, PUSH_SERVICE_HOSTS: '*' }).push.serviceHosts).toBe('*');
  });

  it('are used as given from the environment', async () => {
    const config = testConfig({ push: { ...testConfig().push, vapid: KEYS } });
    expect(await resolveVapidKeys(config, database.db)).toEqual(KEYS);
  });

  it('are made once into DATA_DIR/vapid.json (0600) for the embedded database, then reused', async () => {
    const config = testConfig({ dataDir, inMemoryDatabase: false });
    const made = await resolveVapidKeys(config, database.db);
    const file = path.join(dataDir, VAPID_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(made);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await resolveVapidKeys(config, database.db)).toEqual(made);
    writeFileSync(file, '{"publicKey":"broken"}');
    await expect(resolveVapidKeys(config, database.db)).rejects.toThrow('VAPID key pair');
  });

  it('are kept in the PostgreSQL database’s settings, the same for every instance', async () => {
    const config = testConfig({
      databaseUrl: 'postgres://db.invalid/teklifal',
      inMemoryDatabase: false,
    });
    const [first, second] = await Promise.all([
      resolveVapidKeys(config, database.db),
      resolveVapidKeys(config, database.db),
    ]);
    expect(second).toEqual(first);
    const [row] = await database.db.select().from(setting).where(eq(setting.key, VAPID_SETTING));
    expect(row?.value).toEqual(first);
    expect(first.publicKey).toMatch(/^B[\w-]{86}$/);
  });
});
