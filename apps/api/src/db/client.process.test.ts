import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { migratedTemplate, openDatabase } from './client.ts';
import { newsletterSubscriber } from './schema/index.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'teklifal-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('keeps its data across restarts and migrates only once', async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.db.insert(newsletterSubscriber).values({ email: 'kalici@ornek.com.tr' });
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    const rows = await second.db
      .select()
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.email, 'kalici@ornek.com.tr'));
    expect(rows).toHaveLength(1);
    await second.close();
  });

  it('starts copies from a migrated template, each with data of its own', async () => {
    const template = await migratedTemplate();
    const [one, two] = await Promise.all([openDatabase({ template }), openDatabase({ template })]);
    await one.db.insert(newsletterSubscriber).values({ email: 'yalniz-bir@ornek.com.tr' });
    expect(await one.db.select().from(newsletterSubscriber)).toHaveLength(1);
    expect(await two.db.select().from(newsletterSubscriber)).toHaveLength(0);
    await Promise.all([one.close(), two.close()]);
  });
});
