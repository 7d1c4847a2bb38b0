import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addMember, createCompany } from '../../test/factories.ts';
import { createTestApp, inject, nextIp, signUpAndSignIn } from '../../test/helper.ts';
import { compoundFile, DOCX, multipart, PDF, PNG, pngOfSize, SVG } from '../../test/files.ts';
import { expectFieldError, MB, useFilesWorld } from './test-helpers.ts';

/**
 * What POST /api/files accepts (receiveUpload): the type found in the content, the size of
 * the purpose, a well-formed request. Every refusal is a 400 naming the field, nothing stored.
 * Who may upload what, and what is stored, is in commands/store-upload.test.ts.
 */
const w = useFilesWorld();

describe('the type of a file comes from its content', () => {
  it('refuses a PDF renamed .png, whatever the browser says its type is', async () => {
    const response = await w.expectNothingStored(() =>
      w.upload({
        cookie: w.people.loner.cookie,
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
      const response = await w.expectNothingStored(() =>
        w.upload({ cookie: w.people.loner.cookie, purpose: 'logo', name: 'logo.svg', data }),
      );
      expectFieldError(response, 'file', 'files.wrongType');
    }
  });

  it('answers in the request’s language', async () => {
    const response = await w.upload({
      cookie: w.people.loner.cookie,
      purpose: 'logo',
      data: PDF,
      headers: { 'accept-language': 'en' },
    });
    expect(expectFieldError(response, 'file', 'files.wrongType').message).toBe(
      'This file type is not accepted. Allowed types: PNG, JPEG, WebP',
    );
  });

  it('accepts a PNG renamed .pdf and serves it as the PNG it is', async () => {
    const response = await w.upload({
      cookie: w.people.owner.cookie,
      purpose: 'companyDocument',
      name: 'imza-sirkuleri.pdf',
      contentType: 'application/pdf',
      data: PNG,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().mimeType).toBe('image/png');
    const served = await w.getFile(response.json().url, w.people.owner.cookie);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('accepts Word files, legacy and new, and serves them as attachments with the Turkish name', async () => {
    const legacy = await w.upload({
      cookie: w.people.owner.cookie,
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
    const served = await w.getFile(legacy.json().url, w.people.owner.cookie);
    expect(served.headers['content-type']).toBe('application/msword');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="Imza sirkuleri (guncel).doc"; filename*=UTF-8''%C4%B0mza%20sirk%C3%BCleri%20%28g%C3%BCncel%29.doc`,
    );

    const modern = await w.upload({
      cookie: w.people.owner.cookie,
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
    const excel = await w.upload({
      cookie: w.people.owner.cookie,
      purpose: 'companyDocument',
      name: 'fiyatlar.xls',
      data: compoundFile(['Workbook']),
    });
    expect(excel.statusCode).toBe(201);
    expect(excel.json().mimeType).toBe('application/vnd.ms-excel');

    const other = await w.expectNothingStored(() =>
      w.upload({
        cookie: w.people.owner.cookie,
        purpose: 'companyDocument',
        name: 'kurulum.doc',
        data: compoundFile(['PowerPoint Document']),
      }),
    );
    expectFieldError(other, 'file', 'files.wrongType');
  });
});

describe('the size of a file', () => {
  it('refuses a logo over 2 MB, naming the field and storing nothing', async () => {
    const response = await w.expectNothingStored(() =>
      w.upload({ cookie: w.people.loner.cookie, purpose: 'logo', data: pngOfSize(2 * MB + 1) }),
    );
    const error = expectFieldError(response, 'file', 'files.tooLarge', { max: '2 MB' });
    expect(error.message).toBe('Dosya çok büyük; en fazla 2 MB olabilir');
  });

  it('refuses a file over the multipart limit with the same 400, storing nothing', async () => {
    const response = await w.expectNothingStored(() =>
      w.upload({
        cookie: w.people.owner.cookie,
        purpose: 'companyDocument',
        name: 'buyuk.pdf',
        data: Buffer.concat([PDF, Buffer.alloc(21 * MB)]),
      }),
    );
    expectFieldError(response, 'file', 'files.tooLarge', { max: '20 MB' });
  });

  it('allows up to 5 MB', async () => {
    const response = await w.expectNothingStored(() =>
      w.upload({
        cookie: w.people.platformAdmin.cookie,
        purpose: 'content',
        data: pngOfSize(5 * MB + 1),
      }),
    );
    expectFieldError(response, 'file', 'files.tooLarge', { max: '5 MB' });
  });
});

describe('a malformed upload', () => {
  it('without a purpose names the purpose', async () => {
    const response = await w.expectNothingStored(() =>
      w.upload({ cookie: w.people.owner.cookie, data: PNG }),
    );
    const error = expectFieldError(response, 'purpose', 'validation.required');
    expect(error.message).toBe('Dosya amacı zorunludur');
  });

  it('without a file names the file', async () => {
    const response = await w.upload({ cookie: w.people.owner.cookie, purpose: 'logo' });
    expect(expectFieldError(response, 'file', 'validation.required').message).toBe(
      'Dosya zorunludur',
    );
  });

  it('with an unknown purpose names the purpose', async () => {
    const response = await w.expectNothingStored(() =>
      w.upload({ cookie: w.people.owner.cookie, purpose: 'avatar', data: PNG }),
    );
    expectFieldError(response, 'purpose', 'validation.oneOf');
  });

  it('that is not multipart names both fields', async () => {
    const response = await inject(w.app, {
      method: 'POST',
      url: '/api/files',
      cookie: w.people.owner.cookie,
      payload: { purpose: 'logo', file: 'iVBORw0KGgo=' },
    });
    expectFieldError(response, 'purpose', 'validation.required');
    expectFieldError(response, 'file', 'validation.required');
  });

  it('with an empty file says so', async () => {
    const response = await w.expectNothingStored(() =>
      w.upload({ cookie: w.people.owner.cookie, purpose: 'logo', data: Buffer.alloc(0) }),
    );
    expectFieldError(response, 'file', 'files.empty');
  });

  it('with two files is refused', async () => {
    const response = await w.expectNothingStored(() =>
      w.send(
        [
          { name: 'purpose', value: 'logo' },
          { name: 'file', filename: 'a.png', data: PNG },
          { name: 'file', filename: 'b.png', data: PNG },
        ],
        { cookie: w.people.owner.cookie },
      ),
    );
    expectFieldError(response, 'file', 'files.oneFile');
  });

  it('with the file before the purpose still works, and the rules still apply', async () => {
    const accepted = await w.send(
      [
        { name: 'file', filename: 'a.png', data: PNG },
        { name: 'purpose', value: 'logo' },
      ],
      { cookie: w.people.owner.cookie },
    );
    expect(accepted.statusCode).toBe(201);
    const refused = await w.expectNothingStored(() =>
      w.send(
        [
          { name: 'file', filename: 'a.pdf', data: PDF },
          { name: 'purpose', value: 'companyDocument' },
        ],
        { cookie: w.people.member.cookie },
      ),
    );
    expect(refused.statusCode).toBe(403);
  });

  it('is rate limited per address', async () => {
    const ip = nextIp();
    const body = multipart([{ name: 'purpose', value: 'logo' }]);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await inject(w.app, {
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

describe('over a real connection', () => {
  it('a refusal in the middle of a large body is answered and frees the connection', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'teklifal-http-'));
    const own = await createTestApp({ dataDir });
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
        headers: { cookie, origin: own.app.config.publicUrl },
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
    rmSync(dataDir, { recursive: true, force: true });
  });
});
