import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { file } from '../../db/schema/index.ts';
import { findFile } from './queries.ts';
import { PDF } from '../../test/files.ts';
import { sameProblem } from '../../test/helper.ts';
import { storeUpload } from './commands/store-upload.ts';
import { fillMissingImageFacts } from './images/fill-image-facts.ts';
import { expectFieldError, imageOf, pngHeaderOnly, useFilesWorld } from './test-helpers.ts';

const w = useFilesWorld();

/** Uploads a content image as the platform admin; returns its address and row. */
async function uploadImage(data: Buffer, name = 'kapak.png') {
  const response = await w.upload({
    cookie: w.people.platformAdmin.cookie,
    purpose: 'content',
    name,
    data,
  });
  expect(response.statusCode).toBe(201);
  const body = response.json();
  return { body, url: body.url as string, row: (await findFile(w.app.db, body.id))! };
}

const sizeOfImage = async (bytes: Buffer) => {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
};

describe('an uploaded image', () => {
  it('is stored with its size and a placeholder of a few hundred bytes', async () => {
    const { body, row } = await uploadImage(await imageOf(1000, 600));
    expect(row).toMatchObject({ width: 1000, height: 600 });
    expect(row.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(row.placeholder!.length).toBeLessThan(400);
    const tiny = Buffer.from(row.placeholder!.split(',')[1]!, 'base64');
    expect(await sizeOfImage(tiny)).toEqual({ width: 16, height: 10, format: 'webp' });
    expect(body.image).toEqual({ width: 1000, height: 600, placeholder: row.placeholder });
  });

  it('has its size as shown: a photo turned by its EXIF orientation is stored upright', async () => {
    const { row, url } = await uploadImage(await imageOf(400, 200, 'jpeg', 6), 'dikey.jpg');
    expect(row).toMatchObject({ width: 200, height: 400 });
    const served = await w.getFile(`${url}?w=320&format=webp`);
    expect(await sizeOfImage(served.rawPayload)).toEqual({
      width: 200,
      height: 400,
      format: 'webp',
    });
  });

  it('is served only as uploaded when it is larger than the server decodes', async () => {
    const { body, row, url } = await uploadImage(pngHeaderOnly(10_000, 10_000), 'dev.png');
    expect(row).toMatchObject({ width: null, height: null, placeholder: null });
    expect(body.image).toBeNull();
    expect((await w.getFile(url)).statusCode).toBe(200);
    expectFieldError(await w.getFile(`${url}?w=320`), 'w', 'files.notResizable');
  });

  it('other files have no image facts, and no other sizes or formats', async () => {
    const response = await w.upload({
      cookie: w.people.owner.cookie,
      purpose: 'companyDocument',
      data: PDF,
    });
    expect(response.json().image).toBeNull();
    const url = response.json().url;
    const error = expectFieldError(
      await w.getFile(`${url}?format=webp`, w.people.owner.cookie),
      'format',
      'files.notResizable',
    );
    expect(error.message).toBe(
      'Bu dosya yalnızca yüklendiği haliyle sunulur; başka boyutu veya biçimi yok',
    );
  });
});

describe('the sizes and formats of an image', () => {
  it('serves a listed width in WebP, AVIF or the image’s own type, cached for a year', async () => {
    const { url, row } = await uploadImage(await imageOf(1000, 600));
    for (const [query, type, width] of [
      ['w=640&format=webp', 'image/webp', 640],
      ['w=320&format=avif', 'image/avif', 320],
      ['w=480', 'image/png', 480],
      ['format=webp', 'image/webp', 1000],
    ] as const) {
      const served = await w.getFile(`${url}?${query}`);
      expect(served.statusCode, query).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['content-length']).toBe(String(served.rawPayload.length));
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const extension = type.split('/')[1]!;
      expect(served.headers.etag).toBe(`"${row.sha256}-${width}.${extension}"`);
      expect(served.headers['content-disposition']).toMatch(
        new RegExp(`^inline; filename="?kapak\\.${extension}"?$`),
      );
      const shown = await sizeOfImage(served.rawPayload);
      expect(shown).toEqual({
        width,
        height: Math.round((width * 600) / 1000),
        format: extension === 'avif' ? 'heif' : extension,
      });

      const again = await w.getFile(`${url}?${query}`, undefined, {
        'if-none-match': String(served.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('never enlarges: a width beyond the image’s own serves its own', async () => {
    const { url } = await uploadImage(await imageOf(700, 350));
    const large = await w.getFile(`${url}?w=1920&format=webp`);
    const larger = await w.getFile(`${url}?w=1280&format=webp`);
    expect(await sizeOfImage(large.rawPayload)).toEqual({
      width: 700,
      height: 350,
      format: 'webp',
    });
    expect(larger.headers.etag).toBe(large.headers.etag);
  });

  it('is smaller than the original', async () => {
    const original = await imageOf(1000, 600);
    const { url } = await uploadImage(original);
    const card = await w.getFile(`${url}?w=480&format=webp`);
    expect(card.rawPayload.length).toBeLessThan(original.length / 5);
  });

  it('refuses a width or a format off the list with a 400 naming it', async () => {
    const { url } = await uploadImage(await imageOf(300, 200));
    const width = expectFieldError(await w.getFile(`${url}?w=500`), 'w', 'validation.oneOf');
    expect(width.message).toBe('Görsel genişliği izin verilen değerlerden biri olmalıdır');
    const english = await w.getFile(`${url}?format=gif`, undefined, { 'accept-language': 'en' });
    const format = expectFieldError(english, 'format', 'validation.oneOf');
    expect(format.message).toBe('Image format must be one of the allowed values');
    expectFieldError(await w.getFile(`${url}?w=abc`), 'w', 'validation.invalid');
  });

  it('is made once for two first requests at the same time, whole', async () => {
    const { url, row } = await uploadImage(await imageOf(900, 500));
    const [first, second] = await Promise.all([
      w.getFile(`${url}?w=640&format=avif`),
      w.getFile(`${url}?w=640&format=avif`),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const folder = path.join(w.dataDir, 'image-variants', row.sha256.slice(0, 2));
    expect(readdirSync(folder).filter((name) => name.startsWith(row.sha256))).toEqual([
      `${row.sha256}-640.avif`,
    ]);
  });

  it('is kept on disk and served from there', async () => {
    const { url, row } = await uploadImage(await imageOf(800, 400));
    const first = await w.getFile(`${url}?w=320&format=webp`);
    // The original's bytes gone: the kept copy still answers.
    await w.app.files.remove(row.storageKey);
    const again = await w.getFile(`${url}?w=320&format=webp`);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await w.getFile(`${url}?w=480&format=webp`)).statusCode).toBe(404);
  });
});

describe('who may read the sizes of a private image', () => {
  it('the same people as the original: its company’s, not an outsider or a visitor', async () => {
    const upload = await w.upload({
      cookie: w.people.owner.cookie,
      purpose: 'companyDocument',
      name: 'imza.png',
      data: await imageOf(600, 300),
    });
    const url = upload.json().url as string;
    const variant = `${url}?w=320&format=webp`;
    for (const cookie of [w.people.otherOwner.cookie, w.people.loner.cookie, undefined]) {
      const original = await w.getFile(url, cookie);
      const copy = await w.getFile(variant, cookie);
      expect(original.statusCode).toBe(404);
      expect(copy.statusCode).toBe(404);
      expect(sameProblem(copy)).toEqual(sameProblem(original));
    }
    const own = await w.getFile(variant, w.people.member.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.etag).toBeUndefined();
  });
});

describe('images uploaded before their size was kept', () => {
  it('get their size and placeholder from the fill at start, unreadable ones are left', async () => {
    const stored = async (data: Buffer, mimeType = 'image/png') =>
      storeUpload(w.app.db, w.app.files, {
        actorUserId: w.people.platformAdmin.userId,
        companyId: null,
        purpose: 'content',
        originalName: 'eski.png',
        mimeType,
        body: data,
        ip: '10.1.2.3',
      });
    const earlier = await stored(await imageOf(640, 480, 'webp'), 'image/webp');
    const broken = await stored(Buffer.from('not an image at all'));
    const pdf = await stored(PDF, 'application/pdf');
    const forget = { width: null, height: null, placeholder: null };
    await w.app.db.update(file).set(forget).where(eq(file.id, earlier.id));
    expect(await findFile(w.app.db, earlier.id)).toMatchObject(forget);

    const filled = await fillMissingImageFacts(w.app.db, w.app.files);
    expect(filled).toBeGreaterThanOrEqual(1);
    const row = await findFile(w.app.db, earlier.id);
    expect(row).toMatchObject({ width: 640, height: 480 });
    expect(row?.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(await findFile(w.app.db, broken.id)).toMatchObject(forget);
    expect(await findFile(w.app.db, pdf.id)).toMatchObject(forget);
    expect((await w.getFile(`/api/files/${earlier.id}?w=320&format=webp`)).statusCode).toBe(200);
    // A second run has nothing left that it can read.
    expect(await fillMissingImageFacts(w.app.db, w.app.files)).toBe(0);
    expect(existsSync(path.join(w.dataDir, 'uploads', earlier.storageKey))).toBe(true);
  });
});
