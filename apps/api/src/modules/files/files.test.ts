import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { file } from '../../db/schema/index.ts';
import { claimFileForCompany } from './commands/claim-files.ts';
import { fileUrl } from './presenter.ts';
import { findFile } from './queries.ts';
import { inject } from '../../test/helper.ts';
import { PDF, PNG } from '../../test/files.ts';
import { cleanFileName, nameForType } from './receive-upload.ts';
import { useFilesWorld } from './test-helpers.ts';

// Uploading is tested in commands/store-upload.test.ts (who, what is stored) and
// receive-upload.test.ts (what a file must be); this file reads files and tests the helpers.
const w = useFilesWorld();

describe('reading a company document', () => {
  let url: string;
  beforeAll(async () => {
    const response = await w.upload({
      cookie: w.people.owner.cookie,
      purpose: 'companyDocument',
      name: 'Vergi levhası.pdf',
      data: PDF,
    });
    url = response.json().url;
  });

  it.each(['owner', 'manager', 'member', 'platformAdmin'] as const)('the %s may', async (who) => {
    const response = await w.getFile(url, w.people[who].cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Vergi levhasi.pdf"; filename*=UTF-8''Vergi%20levhas%C4%B1.pdf`,
    );
    expect(response.rawPayload.equals(PDF)).toBe(true);
  });

  it.each(['otherOwner', 'loner', 'anonymous'] as const)(
    'is a 404 for %s, as if it did not exist',
    async (who) => {
      const response = await w.getFile(url, who === 'anonymous' ? undefined : w.people[who].cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    },
  );
});

describe('serving files', () => {
  it('is a 404 for an unknown id', async () => {
    const response = await w.getFile('/api/files/0190a000-0000-7000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });

  it.each([
    '/api/files/..%2F..%2Fetc%2Fpasswd',
    '/api/files/%2Fetc%2Fpasswd',
    '/api/files/..%5C..%5Cauth-secret',
    '/api/files/..',
    '/api/files/../../etc/passwd',
  ])('cannot be led out of the uploads folder: %s', async (url) => {
    const response = await w.getFile(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('root:');
  });

  it('never reads outside the uploads folder, even for a row with a forged key', async () => {
    writeFileSync(path.join(w.dataDir, 'secret.txt'), 'gizli-anahtar');
    const [row] = await w.app.db
      .insert(file)
      .values({
        uploadedBy: w.people.loner.userId,
        purpose: 'logo',
        storageKey: '../secret.txt',
        originalName: 'secret.txt',
        mimeType: 'image/png',
        size: 13,
        sha256: 'x',
      })
      .returning();
    const response = await w.getFile(fileUrl(row!.id));
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('gizli-anahtar');
    await w.app.db.delete(file).where(eq(file.id, row!.id));
  });

  it('is a 404, not a crash, when the stored bytes are gone', async () => {
    const response = await w.upload({ cookie: w.people.loner.cookie, purpose: 'logo', data: PNG });
    const row = await findFile(w.app.db, response.json().id);
    await w.app.files.remove(row!.storageKey);
    expect((await w.getFile(response.json().url)).statusCode).toBe(404);
  });
});

describe('helpers for other modules', () => {
  it('fileUrl names the serving route', () => {
    expect(fileUrl('abc')).toBe('/api/files/abc');
  });

  it('claimFileForCompany attaches the uploader’s own logo to their new company', async () => {
    const response = await w.upload({ cookie: w.people.loner.cookie, purpose: 'logo', data: PNG });
    const fileId = response.json().id;
    const claimed = await claimFileForCompany(w.app.db, {
      fileId,
      userId: w.people.loner.userId,
      companyId: w.otherCompanyId,
      purpose: 'logo',
    });
    expect(claimed?.companyId).toBe(w.otherCompanyId);
    // Claiming again for the same company is harmless.
    expect(
      await claimFileForCompany(w.app.db, {
        fileId,
        userId: w.people.otherOwner.userId,
        companyId: w.otherCompanyId,
        purpose: 'logo',
      }),
    ).not.toBeNull();
    // Another company cannot take it over, not even through its uploader.
    expect(
      await claimFileForCompany(w.app.db, {
        fileId,
        userId: w.people.loner.userId,
        companyId: w.companyId,
        purpose: 'logo',
      }),
    ).toBeNull();
  });

  it('claimFileForCompany refuses someone else’s file, a wrong purpose and an unknown id', async () => {
    const response = await w.upload({ cookie: w.people.loner.cookie, purpose: 'logo', data: PNG });
    const fileId = response.json().id;
    const claim = (props: Partial<Parameters<typeof claimFileForCompany>[1]>) =>
      claimFileForCompany(w.app.db, {
        fileId,
        userId: w.people.loner.userId,
        companyId: w.companyId,
        purpose: 'logo',
        ...props,
      });
    expect(await claim({ userId: w.people.owner.userId })).toBeNull();
    expect(await claim({ purpose: 'companyDocument' })).toBeNull();
    expect(await claim({ fileId: 'yok' })).toBeNull();
    expect((await findFile(w.app.db, fileId))?.companyId).toBeNull();
  });

  it('cleanFileName keeps a readable name without folders or invisible characters', () => {
    expect(cleanFileName('C:\\Belgeler\\Vergi levhası.pdf')).toBe('Vergi levhası.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('fatura\u202Efdp.exe')).toBe('faturafdp.exe');
    expect(cleanFileName('a\u0000b\r\n.png')).toBe('ab.png');
    expect(cleanFileName('   ')).toBe('dosya');
    const long = cleanFileName(`${'ş'.repeat(300)}.xlsx`);
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith('ş.xlsx')).toBe(true);
  });

  it('names a file by its detected type, not by the ending it was sent with', () => {
    expect(nameForType('fatura.pdf.exe', 'image/png')).toBe('fatura.png');
    expect(nameForType('Logo.JPEG', 'image/jpeg')).toBe('Logo.JPEG');
    expect(nameForType('teklif', 'application/pdf')).toBe('teklif.pdf');
    expect(nameForType('v1.2 fiyat listesi.xlsx', 'application/pdf')).toBe(
      'v1.2 fiyat listesi.pdf',
    );
    expect(nameForType('.png', 'image/png')).toBe('.png');
  });

  it('keeps the browser’s file name, minus any folders', async () => {
    const response = await w.upload({
      cookie: w.people.loner.cookie,
      purpose: 'logo',
      name: '../../Şirket Logosu (2026).png',
      data: PNG,
    });
    expect(response.json().originalName).toBe('Şirket Logosu (2026).png');
  });
});

describe('the API reference', () => {
  it('describes the multipart body', async () => {
    const response = await inject(w.app, { method: 'GET', url: '/api/docs/json' });
    const operation = response.json().paths['/api/files'].post;
    const body = operation.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(body.properties)).toEqual(['purpose', 'file']);
  });
});
