import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/helper.ts';
import { openDatabase } from './client.ts';
import { sector, user } from './schema/index.ts';

/** Two instances started at once on one empty PostgreSQL database (PostgreSQL only). */
describe.runIf(process.env.TEST_DATABASE_URL)('two instances starting together', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `teklifal_start_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const apps: FastifyInstance[] = [];

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('both start; the seeds and the first admin are made once', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const config = testConfig({
      admin: { email: 'yonetici@teklifal.test', password: 'Yonetici2026' },
    });
    const start = async () => {
      const database = await openDatabase({ databaseUrl: url.toString() });
      const app = await buildApp({ config, database, logger: false });
      apps.push(app);
      return app;
    };
    const [first] = await Promise.all([start(), start()]);
    const admins = await first!.db
      .select()
      .from(user)
      .where(eq(user.email, 'yonetici@teklifal.test'));
    expect(admins).toHaveLength(1);
    const sectors = await first!.db.select({ slug: sector.slug }).from(sector);
    expect(new Set(sectors.map((row) => row.slug)).size).toBe(sectors.length);
    expect(sectors.length).toBeGreaterThan(0);
  });
});
