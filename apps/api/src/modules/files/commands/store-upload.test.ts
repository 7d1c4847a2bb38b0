import { createHash } from 'node:crypto';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, file } from '../../../db/schema/index.ts';
import { findFile } from '../queries.ts';
import type { FileStore } from '../../../plugins/files.ts';
import { JPEG, PDF, PNG, pngOfSize } from '../../../test/files.ts';
import { MB, useFilesWorld } from '../test-helpers.ts';
import { storeUpload } from './store-upload.ts';

// What a file must be (type, size, a well-formed request) is tested in ../receive-upload.test.ts.
const w = useFilesWorld();

describe('uploading a logo', () => {
  it('refuses an anonymous visitor', async () => {
    const response = await w.expectNothingStored(() => w.upload({ purpose: 'logo', data: PNG }));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('AUTH_REQUIRED');
  });

  it('accepts a PNG from a user without a company; anyone may read it', async () => {
    const blobsBefore = w.storedBlobs().length;
    const response = await w.upload({
      cookie: w.people.loner.cookie,
      purpose: 'logo',
      name: 'logo.png',
      data: PNG,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      originalName: 'logo.png',
      mimeType: 'image/png',
      size: PNG.length,
      url: `/api/files/${body.id}`,
      image: {
        width: 1,
        height: 1,
        placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
      },
    });
    const row = await findFile(w.app.db, body.id);
    expect(row).toMatchObject({
      uploadedBy: w.people.loner.userId,
      companyId: null,
      purpose: 'logo',
      sha256: createHash('sha256').update(PNG).digest('hex'),
    });
    expect(row?.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(w.storedBlobs()).toHaveLength(blobsBefore + 1);
    expect(w.storedBlobs()).toContain(path.join(w.dataDir, 'uploads', row!.storageKey));

    const served = await w.getFile(body.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('public');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="?logo\.png"?$/);

    const again = await w.getFile(body.url, undefined, {
      'if-none-match': String(served.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('gives a company member’s logo to the company and writes the audit log', async () => {
    const response = await w.upload({
      cookie: w.people.member.cookie,
      purpose: 'logo',
      name: 'amblem.jpg',
      contentType: 'image/jpeg',
      data: JPEG,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().mimeType).toBe('image/jpeg');
    const row = await findFile(w.app.db, response.json().id);
    expect(row?.companyId).toBe(w.companyId);
    const audit = await w.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'file'), eq(auditLog.entityId, response.json().id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'file.uploaded',
      actorUserId: w.people.member.userId,
      companyId: w.companyId,
    });
  });

  it('accepts a logo of exactly 2 MB', async () => {
    const response = await w.upload({
      cookie: w.people.loner.cookie,
      purpose: 'logo',
      data: pngOfSize(2 * MB),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().size).toBe(2 * MB);
  });
});

describe('uploading a company document', () => {
  it('needs a company', async () => {
    const response = await w.expectNothingStored(() =>
      w.upload({ cookie: w.people.loner.cookie, purpose: 'companyDocument', data: PDF }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('COMPANY_REQUIRED');
  });

  it('is refused to a plain member of the company', async () => {
    const response = await w.expectNothingStored(() =>
      w.upload({ cookie: w.people.member.cookie, purpose: 'companyDocument', data: PDF }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it.each(['owner', 'manager'] as const)('is accepted from the %s of the company', async (who) => {
    const response = await w.upload({
      cookie: w.people[who].cookie,
      purpose: 'companyDocument',
      name: 'vergi-levhasi.pdf',
      contentType: 'application/pdf',
      data: PDF,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().mimeType).toBe('application/pdf');
    expect((await findFile(w.app.db, response.json().id))?.companyId).toBe(w.companyId);
  });
});

describe('uploading an attachment of an ad, a bid or a chat', () => {
  it('is accepted from any member of a company and belongs to the company', async () => {
    for (const purpose of ['adAttachment', 'bidAttachment', 'chatAttachment']) {
      const response = await w.upload({
        cookie: w.people.member.cookie,
        purpose,
        name: 'teknik-şartname.pdf',
        data: PDF,
      });
      expect(response.statusCode, purpose).toBe(201);
      expect(await findFile(w.app.db, response.json().id)).toMatchObject({
        purpose,
        companyId: w.companyId,
        uploadedBy: w.people.member.userId,
        originalName: 'teknik-şartname.pdf',
      });
    }
  });

  it('needs a company', async () => {
    const response = await w.expectNothingStored(() =>
      w.upload({ cookie: w.people.loner.cookie, purpose: 'bidAttachment', data: PDF }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('COMPANY_REQUIRED');
  });
});

describe('uploading a content image', () => {
  it('is refused to anyone but a platform admin', async () => {
    for (const who of ['loner', 'owner'] as const) {
      const response = await w.expectNothingStored(() =>
        w.upload({ cookie: w.people[who].cookie, purpose: 'content', data: PNG }),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });

  it('is accepted from a platform admin, belongs to no company and is public', async () => {
    const response = await w.upload({
      cookie: w.people.platformAdmin.cookie,
      purpose: 'content',
      name: 'kapak.png',
      data: PNG,
    });
    expect(response.statusCode).toBe(201);
    expect((await findFile(w.app.db, response.json().id))?.companyId).toBeNull();
    const served = await w.getFile(response.json().url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('public');
  });
});

describe('storeUpload', () => {
  it('writes the row and its audit line with the size and checksum of the bytes', async () => {
    const row = await storeUpload(w.app.db, w.app.files, {
      actorUserId: w.people.owner.userId,
      companyId: w.companyId,
      purpose: 'companyDocument',
      originalName: 'Vergi levhası.pdf',
      mimeType: 'application/pdf',
      body: PDF,
      ip: '10.1.2.3',
    });
    const sha256 = createHash('sha256').update(PDF).digest('hex');
    expect(row).toMatchObject({ size: PDF.length, sha256, companyId: w.companyId });
    expect(w.storedBlobs()).toContain(path.join(w.dataDir, 'uploads', row.storageKey));
    const audit = await w.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.uploaded'), eq(auditLog.entityId, row.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: w.people.owner.userId,
        companyId: w.companyId,
        entityType: 'file',
        ip: '10.1.2.3',
        data: {
          purpose: 'companyDocument',
          originalName: 'Vergi levhası.pdf',
          mimeType: 'application/pdf',
          size: PDF.length,
          sha256,
        },
      }),
    ]);
  });

  it('removes the bytes again when the row cannot be written', async () => {
    const blobsBefore = w.storedBlobs().length;
    const rowsBefore = (await w.app.db.select().from(file)).length;
    const saved: string[] = [];
    const store: FileStore = {
      ...w.app.files,
      save: async (props) => {
        saved.push(props.key);
        await w.app.files.save(props);
      },
    };
    await expect(
      storeUpload(w.app.db, store, {
        actorUserId: w.people.owner.userId,
        companyId: 'silinmis-sirket',
        purpose: 'logo',
        originalName: 'logo.png',
        mimeType: 'image/png',
        body: PNG,
        ip: '10.1.2.3',
      }),
    ).rejects.toThrow();
    // The bytes were written first, then taken away when the company turned out not to exist.
    expect(saved).toHaveLength(1);
    expect(await w.app.files.read(saved[0] as string)).toBeNull();
    expect(w.storedBlobs()).toHaveLength(blobsBefore);
    expect(await w.app.db.select().from(file)).toHaveLength(rowsBefore);
  });
});
