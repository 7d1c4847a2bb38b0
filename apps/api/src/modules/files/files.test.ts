import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, file } from '../../db/schema/index.ts';
import { claimFileForCompany, fileUrl, findFile } from '../../lib/files.ts';
import { addMember, createCompany } from '../../test/factories.ts';
import {
  createTestApp,
  inject,
  nextIp,
  signIn,
  signUpAndSignIn,
  type TestApp,
} from '../../test/helper.ts';
import { contentDisposition } from './presenter.ts';
import { cleanFileName } from './receive-upload.ts';
import {
  compoundFile,
  DOCX,
  JPEG,
  multipart,
  PDF,
  PNG,
  pngOfSize,
  SVG,
  type MultipartPart,
} from '../../test/files.ts';

const ADMIN = { email: 'yonetici@teklifal.test', password: 'Yonetici2026' };
const MB = 1024 * 1024;

let t: TestApp;
let dataDir: string;
/** Signed-in people: a user without a company, the owner, an admin and a member of one company, the owner of another, a platform admin. */
const people = {} as Record<
  'loner' | 'owner' | 'manager' | 'member' | 'otherOwner' | 'platformAdmin',
  { cookie: string; userId: string }
>;
let companyId: string;
let otherCompanyId: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'teklifal-files-'));
  t = await createTestApp({ dataDir, admin: ADMIN });
  for (const name of ['loner', 'owner', 'manager', 'member', 'otherOwner'] as const) {
    people[name] = await signUpAndSignIn(t.app);
  }
  people.platformAdmin = await signIn(t.app, ADMIN.email, ADMIN.password);
  companyId = (await createCompany(t.app.db, { adminUserId: people.owner.userId })).id;
  await addMember(t.app.db, companyId, people.manager.userId, 'admin');
  await addMember(t.app.db, companyId, people.member.userId, 'member');
  otherCompanyId = (
    await createCompany(t.app.db, {
      adminUserId: people.otherOwner.userId,
      name: 'Ege Tekstil Ltd.',
    })
  ).id;
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface UploadOptions {
  cookie?: string;
  purpose?: string;
  name?: string;
  data?: Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

/** POST /api/files with `purpose` then `file`, each upload from an address of its own. */
function upload(options: UploadOptions) {
  const parts: MultipartPart[] = [];
  if (options.purpose !== undefined) parts.push({ name: 'purpose', value: options.purpose });
  if (options.data) {
    parts.push({
      name: 'file',
      filename: options.name ?? 'dosya.png',
      contentType: options.contentType ?? 'image/png',
      data: options.data,
    });
  }
  return send(parts, options);
}

function send(
  parts: MultipartPart[],
  options: { cookie?: string; headers?: Record<string, string> },
) {
  const body = multipart(parts);
  return inject(t.app, {
    method: 'POST',
    url: '/api/files',
    cookie: options.cookie,
    remoteAddress: nextIp(),
    payload: body.payload,
    headers: { ...body.headers, ...options.headers },
  });
}

const getFile = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  inject(t.app, { method: 'GET', url, cookie, headers });

function storedBlobs(): string[] {
  const root = path.join(dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

const fileRows = () => t.app.db.select().from(file);

/** Runs a refused upload and checks that it left neither a row nor a blob behind. */
async function expectNothingStored(run: () => Promise<LightMyRequestResponse>) {
  const rowsBefore = (await fileRows()).length;
  const blobsBefore = storedBlobs().length;
  const response = await run();
  expect((await fileRows()).length).toBe(rowsBefore);
  expect(storedBlobs().length).toBe(blobsBefore);
  return response;
}

function expectFieldError(
  response: LightMyRequestResponse,
  field: string,
  messageKey: string,
  params?: Record<string, unknown>,
) {
  expect(response.statusCode).toBe(400);
  const problem = response.json();
  expect(problem.code).toBe('VALIDATION');
  const error = problem.errors.find((e: { field: string }) => e.field === field);
  expect(error).toMatchObject({ field, messageKey, ...(params ? { params } : {}) });
  expect(error.message).not.toContain('{{');
  return error as { message: string };
}

describe('uploading a logo', () => {
  it('refuses an anonymous visitor', async () => {
    const response = await expectNothingStored(() => upload({ purpose: 'logo', data: PNG }));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('AUTH_REQUIRED');
  });

  it('accepts a PNG from a user without a company; anyone may read it', async () => {
    const blobsBefore = storedBlobs().length;
    const response = await upload({
      cookie: people.loner.cookie,
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
    });
    const row = await findFile(t.app.db, body.id);
    expect(row).toMatchObject({
      uploadedBy: people.loner.userId,
      companyId: null,
      purpose: 'logo',
      sha256: createHash('sha256').update(PNG).digest('hex'),
    });
    expect(row?.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(storedBlobs()).toHaveLength(blobsBefore + 1);
    expect(storedBlobs()).toContain(path.join(dataDir, 'uploads', row!.storageKey));

    const served = await getFile(body.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('public');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="logo.png"/);

    const again = await getFile(body.url, undefined, {
      'if-none-match': String(served.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('gives a company member’s logo to the company and writes the audit log', async () => {
    const response = await upload({
      cookie: people.member.cookie,
      purpose: 'logo',
      name: 'amblem.jpg',
      contentType: 'image/jpeg',
      data: JPEG,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().mimeType).toBe('image/jpeg');
    const row = await findFile(t.app.db, response.json().id);
    expect(row?.companyId).toBe(companyId);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'file'), eq(auditLog.entityId, response.json().id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'file.uploaded',
      actorUserId: people.member.userId,
      companyId,
    });
  });

  it('refuses a PDF renamed .png, whatever the browser says its type is', async () => {
    const response = await expectNothingStored(() =>
      upload({
        cookie: people.loner.cookie,
        purpose: 'logo',
        name: 'logo.png',
        contentType: 'image/png',
        data: PDF,
      }),
    );
    const error = expectFieldError(response, 'file', 'files.wrongType', {
      types: 'PNG, JPEG, WebP',
    });
    expect(error.message).toBe(
      'Bu dosya türü kabul edilmiyor. İzin verilen türler: PNG, JPEG, WebP',
    );
  });

  it('refuses an SVG (it can carry script) and bytes of no known type', async () => {
    for (const data of [SVG, Buffer.from('merhaba dünya')]) {
      const response = await expectNothingStored(() =>
        upload({ cookie: people.loner.cookie, purpose: 'logo', name: 'logo.svg', data }),
      );
      expectFieldError(response, 'file', 'files.wrongType');
    }
  });

  it('refuses a logo over 2 MB, naming the field and storing nothing', async () => {
    const response = await expectNothingStored(() =>
      upload({ cookie: people.loner.cookie, purpose: 'logo', data: pngOfSize(2 * MB + 1) }),
    );
    const error = expectFieldError(response, 'file', 'files.tooLarge', { max: '2 MB' });
    expect(error.message).toBe('Dosya çok büyük; en fazla 2 MB olabilir');
  });

  it('accepts a logo of exactly 2 MB', async () => {
    const response = await upload({
      cookie: people.loner.cookie,
      purpose: 'logo',
      data: pngOfSize(2 * MB),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().size).toBe(2 * MB);
  });

  it('answers in the request’s language', async () => {
    const response = await upload({
      cookie: people.loner.cookie,
      purpose: 'logo',
      data: PDF,
      headers: { 'accept-language': 'en' },
    });
    expect(expectFieldError(response, 'file', 'files.wrongType').message).toBe(
      'This file type is not accepted. Allowed types: PNG, JPEG, WebP',
    );
  });
});

describe('uploading a company document', () => {
  it('needs a company', async () => {
    const response = await expectNothingStored(() =>
      upload({ cookie: people.loner.cookie, purpose: 'companyDocument', data: PDF }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('COMPANY_REQUIRED');
  });

  it('is refused to a plain member of the company', async () => {
    const response = await expectNothingStored(() =>
      upload({ cookie: people.member.cookie, purpose: 'companyDocument', data: PDF }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it.each(['owner', 'manager'] as const)('is accepted from the %s of the company', async (who) => {
    const response = await upload({
      cookie: people[who].cookie,
      purpose: 'companyDocument',
      name: 'vergi-levhasi.pdf',
      contentType: 'application/pdf',
      data: PDF,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().mimeType).toBe('application/pdf');
    expect((await findFile(t.app.db, response.json().id))?.companyId).toBe(companyId);
  });

  it('accepts a PNG renamed .pdf and serves it as the PNG it is', async () => {
    const response = await upload({
      cookie: people.owner.cookie,
      purpose: 'companyDocument',
      name: 'imza-sirkuleri.pdf',
      contentType: 'application/pdf',
      data: PNG,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().mimeType).toBe('image/png');
    const served = await getFile(response.json().url, people.owner.cookie);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('accepts Word files, legacy and new, and serves them as attachments with the Turkish name', async () => {
    const legacy = await upload({
      cookie: people.owner.cookie,
      purpose: 'companyDocument',
      name: 'İmza sirküleri (güncel).doc',
      contentType: 'application/msword',
      data: compoundFile(['WordDocument']),
    });
    expect(legacy.statusCode).toBe(201);
    expect(legacy.json()).toMatchObject({
      originalName: 'İmza sirküleri (güncel).doc',
      mimeType: 'application/msword',
    });
    const served = await getFile(legacy.json().url, people.owner.cookie);
    expect(served.headers['content-type']).toBe('application/msword');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="Imza sirkuleri (guncel).doc"; filename*=UTF-8''%C4%B0mza%20sirk%C3%BCleri%20%28g%C3%BCncel%29.doc`,
    );

    const modern = await upload({
      cookie: people.owner.cookie,
      purpose: 'companyDocument',
      name: 'teklif.docx',
      data: DOCX,
    });
    expect(modern.statusCode).toBe(201);
    expect(modern.json().mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('accepts a legacy Excel file but not other compound files', async () => {
    const excel = await upload({
      cookie: people.owner.cookie,
      purpose: 'companyDocument',
      name: 'fiyatlar.xls',
      data: compoundFile(['Workbook']),
    });
    expect(excel.statusCode).toBe(201);
    expect(excel.json().mimeType).toBe('application/vnd.ms-excel');

    const other = await expectNothingStored(() =>
      upload({
        cookie: people.owner.cookie,
        purpose: 'companyDocument',
        name: 'kurulum.doc',
        data: compoundFile(['PowerPoint Document']),
      }),
    );
    expectFieldError(other, 'file', 'files.wrongType');
  });

  it('refuses a file over the multipart limit with the same 400, storing nothing', async () => {
    const response = await expectNothingStored(() =>
      upload({
        cookie: people.owner.cookie,
        purpose: 'companyDocument',
        name: 'buyuk.pdf',
        data: Buffer.concat([PDF, Buffer.alloc(21 * MB)]),
      }),
    );
    expectFieldError(response, 'file', 'files.tooLarge', { max: '20 MB' });
  });
});

describe('reading a company document', () => {
  let url: string;
  beforeAll(async () => {
    const response = await upload({
      cookie: people.owner.cookie,
      purpose: 'companyDocument',
      name: 'Vergi levhası.pdf',
      data: PDF,
    });
    url = response.json().url;
  });

  it.each(['owner', 'manager', 'member', 'platformAdmin'] as const)('the %s may', async (who) => {
    const response = await getFile(url, people[who].cookie);
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
      const response = await getFile(url, who === 'anonymous' ? undefined : people[who].cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    },
  );
});

describe('uploading a content image', () => {
  it('is refused to anyone but a platform admin', async () => {
    for (const who of ['loner', 'owner'] as const) {
      const response = await expectNothingStored(() =>
        upload({ cookie: people[who].cookie, purpose: 'content', data: PNG }),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });

  it('is accepted from a platform admin, belongs to no company and is public', async () => {
    const response = await upload({
      cookie: people.platformAdmin.cookie,
      purpose: 'content',
      name: 'kapak.png',
      data: PNG,
    });
    expect(response.statusCode).toBe(201);
    expect((await findFile(t.app.db, response.json().id))?.companyId).toBeNull();
    const served = await getFile(response.json().url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('public');
  });

  it('allows up to 5 MB', async () => {
    const response = await expectNothingStored(() =>
      upload({
        cookie: people.platformAdmin.cookie,
        purpose: 'content',
        data: pngOfSize(5 * MB + 1),
      }),
    );
    expectFieldError(response, 'file', 'files.tooLarge', { max: '5 MB' });
  });
});

describe('a malformed upload', () => {
  it('without a purpose names the purpose', async () => {
    const response = await expectNothingStored(() =>
      upload({ cookie: people.owner.cookie, data: PNG }),
    );
    const error = expectFieldError(response, 'purpose', 'validation.required');
    expect(error.message).toBe('Dosya amacı zorunludur');
  });

  it('without a file names the file', async () => {
    const response = await upload({ cookie: people.owner.cookie, purpose: 'logo' });
    expect(expectFieldError(response, 'file', 'validation.required').message).toBe(
      'Dosya zorunludur',
    );
  });

  it('with an unknown purpose names the purpose', async () => {
    const response = await expectNothingStored(() =>
      upload({ cookie: people.owner.cookie, purpose: 'avatar', data: PNG }),
    );
    expectFieldError(response, 'purpose', 'validation.oneOf');
  });

  it('that is not multipart names both fields', async () => {
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/files',
      cookie: people.owner.cookie,
      payload: { purpose: 'logo', file: 'iVBORw0KGgo=' },
    });
    expectFieldError(response, 'purpose', 'validation.required');
    expectFieldError(response, 'file', 'validation.required');
  });

  it('with an empty file says so', async () => {
    const response = await expectNothingStored(() =>
      upload({ cookie: people.owner.cookie, purpose: 'logo', data: Buffer.alloc(0) }),
    );
    expectFieldError(response, 'file', 'files.empty');
  });

  it('with two files is refused', async () => {
    const response = await expectNothingStored(() =>
      send(
        [
          { name: 'purpose', value: 'logo' },
          { name: 'file', filename: 'a.png', data: PNG },
          { name: 'file', filename: 'b.png', data: PNG },
        ],
        { cookie: people.owner.cookie },
      ),
    );
    expectFieldError(response, 'file', 'files.oneFile');
  });

  it('with the file before the purpose still works, and the rules still apply', async () => {
    const accepted = await send(
      [
        { name: 'file', filename: 'a.png', data: PNG },
        { name: 'purpose', value: 'logo' },
      ],
      { cookie: people.owner.cookie },
    );
    expect(accepted.statusCode).toBe(201);
    const refused = await expectNothingStored(() =>
      send(
        [
          { name: 'file', filename: 'a.pdf', data: PDF },
          { name: 'purpose', value: 'companyDocument' },
        ],
        { cookie: people.member.cookie },
      ),
    );
    expect(refused.statusCode).toBe(403);
  });

  it('is rate limited per address', async () => {
    const ip = nextIp();
    const body = multipart([{ name: 'purpose', value: 'logo' }]);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await inject(t.app, {
        method: 'POST',
        url: '/api/files',
        remoteAddress: ip,
        payload: body.payload,
        headers: body.headers,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('serving files', () => {
  it('is a 404 for an unknown id', async () => {
    const response = await getFile('/api/files/0190a000-0000-7000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });

  it.each([
    '/api/files/..%2F..%2Fetc%2Fpasswd',
    '/api/files/%2Fetc%2Fpasswd',
    '/api/files/..%5C..%5Cauth-secret',
    '/api/files/..',
    '/api/files/../../etc/passwd',
  ])('cannot be led out of the uploads folder: %s', async (url) => {
    const response = await getFile(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('root:');
  });

  it('never reads outside the uploads folder, even for a row with a forged key', async () => {
    writeFileSync(path.join(dataDir, 'secret.txt'), 'gizli-anahtar');
    const [row] = await t.app.db
      .insert(file)
      .values({
        uploadedBy: people.loner.userId,
        purpose: 'logo',
        storageKey: '../secret.txt',
        originalName: 'secret.txt',
        mimeType: 'image/png',
        size: 13,
        sha256: 'x',
      })
      .returning();
    const response = await getFile(fileUrl(row!.id));
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('gizli-anahtar');
    await t.app.db.delete(file).where(eq(file.id, row!.id));
  });

  it('is a 404, not a crash, when the stored bytes are gone', async () => {
    const response = await upload({ cookie: people.loner.cookie, purpose: 'logo', data: PNG });
    const row = await findFile(t.app.db, response.json().id);
    await t.app.files.remove(row!.storageKey);
    expect((await getFile(response.json().url)).statusCode).toBe(404);
  });
});

describe('helpers for other modules', () => {
  it('fileUrl names the serving route', () => {
    expect(fileUrl('abc')).toBe('/api/files/abc');
  });

  it('claimFileForCompany attaches the uploader’s own logo to their new company', async () => {
    const response = await upload({ cookie: people.loner.cookie, purpose: 'logo', data: PNG });
    const fileId = response.json().id;
    const claimed = await claimFileForCompany(t.app.db, {
      fileId,
      userId: people.loner.userId,
      companyId: otherCompanyId,
      purpose: 'logo',
    });
    expect(claimed?.companyId).toBe(otherCompanyId);
    // Claiming again for the same company is harmless.
    expect(
      await claimFileForCompany(t.app.db, {
        fileId,
        userId: people.otherOwner.userId,
        companyId: otherCompanyId,
        purpose: 'logo',
      }),
    ).not.toBeNull();
    // Another company cannot take it over, not even through its uploader.
    expect(
      await claimFileForCompany(t.app.db, {
        fileId,
        userId: people.loner.userId,
        companyId,
        purpose: 'logo',
      }),
    ).toBeNull();
  });

  it('claimFileForCompany refuses someone else’s file, a wrong purpose and an unknown id', async () => {
    const response = await upload({ cookie: people.loner.cookie, purpose: 'logo', data: PNG });
    const fileId = response.json().id;
    const claim = (props: Partial<Parameters<typeof claimFileForCompany>[1]>) =>
      claimFileForCompany(t.app.db, {
        fileId,
        userId: people.loner.userId,
        companyId,
        purpose: 'logo',
        ...props,
      });
    expect(await claim({ userId: people.owner.userId })).toBeNull();
    expect(await claim({ purpose: 'companyDocument' })).toBeNull();
    expect(await claim({ fileId: 'yok' })).toBeNull();
    expect((await findFile(t.app.db, fileId))?.companyId).toBeNull();
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

  it('keeps the browser’s file name, minus any folders', async () => {
    const response = await upload({
      cookie: people.loner.cookie,
      purpose: 'logo',
      name: '../../Şirket Logosu (2026).png',
      data: PNG,
    });
    expect(response.json().originalName).toBe('Şirket Logosu (2026).png');
  });

  it('contentDisposition keeps quotes and odd characters out of the header', () => {
    expect(contentDisposition('a"b\\c\r\n.pdf', false)).toBe(
      `attachment; filename="a_b_c__.pdf"; filename*=UTF-8''a%22b%5Cc%0D%0A.pdf`,
    );
  });
});

describe('the API reference', () => {
  it('describes the multipart body', async () => {
    const response = await inject(t.app, { method: 'GET', url: '/api/docs/json' });
    const operation = response.json().paths['/api/files'].post;
    const body = operation.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(body.properties)).toEqual(['purpose', 'file']);
  });
});

describe('over a real connection', () => {
  it('a refusal in the middle of a large body is answered and frees the connection', async () => {
    const own = await createTestApp({
      dataDir: mkdtempSync(path.join(tmpdir(), 'teklifal-http-')),
    });
    const owner = await signUpAndSignIn(own.app);
    const member = await signUpAndSignIn(own.app);
    const company = await createCompany(own.app.db, { adminUserId: owner.userId });
    await addMember(own.app.db, company.id, member.userId, 'member');
    const address = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const post = async (cookie: string, purpose: string, data: Buffer, name: string) => {
      const form = new FormData();
      form.append('purpose', purpose);
      form.append('file', new Blob([new Uint8Array(data)]), name);
      const response = await fetch(`${address}/api/files`, {
        method: 'POST',
        body: form,
        headers: { cookie },
        signal: AbortSignal.timeout(10_000),
      });
      return { status: response.status, body: await response.json() };
    };

    const forbidden = await post(member.cookie, 'companyDocument', pngOfSize(8 * MB), 'a.png');
    expect(forbidden.status).toBe(403);
    const tooLarge = await post(owner.cookie, 'logo', pngOfSize(8 * MB), 'büyük logo.png');
    expect(tooLarge).toMatchObject({ status: 400, body: { errors: [{ field: 'file' }] } });
    const accepted = await post(owner.cookie, 'logo', PNG, 'Şirket logosu.png');
    expect(accepted).toMatchObject({ status: 201, body: { originalName: 'Şirket logosu.png' } });

    // A connection left waiting for the rest of a refused body would keep close() hanging.
    const closed = await Promise.race([
      own.close().then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    expect(closed).toBe(true);
  });
});
