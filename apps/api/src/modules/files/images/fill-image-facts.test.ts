import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { file } from '../../../db/schema/index.ts';
import { findFile } from '../queries.ts';
import { openTestDatabase } from '../../../test/database.ts';
import { signUpAndSignIn, testConfig } from '../../../test/helper.ts';
import { storeUpload } from '../commands/store-upload.ts';
import { imageOf } from '../test-helpers.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'teklifal-fill-'));
const database = await openTestDatabase();
const config = testConfig({ dataDir });
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('starting the server', () => {
  it('gives images stored without their size their size and placeholder', async () => {
    // An upload as an earlier version left it: bytes and row, no size.
    const before = await buildApp({ config, database, closeDatabase: false, logger: false });
    const { userId } = await signUpAndSignIn(before);
    const row = await storeUpload(before.db, before.files, {
      actorUserId: userId,
      companyId: null,
      purpose: 'content',
      originalName: 'eski-kapak.jpg',
      mimeType: 'image/jpeg',
      body: await imageOf(1200, 630, 'jpeg'),
      ip: '10.1.2.3',
    });
    await before.db
      .update(file)
      .set({ width: null, height: null, placeholder: null })
      .where(eq(file.id, row.id));
    await before.close();

    const app = await buildApp({ config, database, closeDatabase: false, logger: false });
    try {
      await expect
        .poll(async () => (await findFile(app.db, row.id))?.width, { timeout: 20_000 })
        .toBe(1200);
      const filled = await findFile(app.db, row.id);
      expect(filled).toMatchObject({ width: 1200, height: 630 });
      expect(filled?.placeholder).toMatch(/^data:image\/webp;base64,/);
    } finally {
      await app.close();
    }
  });
});
