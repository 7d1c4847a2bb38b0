import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { file } from '../../db/schema/index.ts';
import { addMember, createCompany } from '../../test/factories.ts';
import { multipart, type MultipartPart } from '../../test/files.ts';
import {
  createTestApp,
  inject,
  nextIp,
  signIn,
  signUpAndSignIn,
  type TestApp,
} from '../../test/helper.ts';

export const MB = 1024 * 1024;
const ADMIN = { email: 'yonetici@teklifal.test', password: 'Yonetici2026' };

export type PersonName = 'loner' | 'owner' | 'manager' | 'member' | 'otherOwner' | 'platformAdmin';

export interface UploadOptions {
  cookie?: string;
  purpose?: string;
  name?: string;
  data?: Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

/**
 * Uploads and downloads on a fresh app per test file, its files in a folder of their own.
 * The hooks are registered by `useFilesWorld`; fields are ready inside the tests.
 */
export interface FilesWorld {
  app: FastifyInstance;
  dataDir: string;
  /**
   * Signed-in people: a user without a company, the owner, an admin and a member of one
   * company, the owner of another, a platform admin.
   */
  people: Record<PersonName, { cookie: string; userId: string }>;
  companyId: string;
  otherCompanyId: string;
  /** POST /api/files with `purpose` then `file`, each upload from an address of its own. */
  upload: (options: UploadOptions) => Promise<LightMyRequestResponse>;
  /** POST /api/files with the given parts, in the given order. */
  send: (
    parts: MultipartPart[],
    options: { cookie?: string; headers?: Record<string, string> },
  ) => Promise<LightMyRequestResponse>;
  getFile: (
    url: string,
    cookie?: string,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  /** The paths of every stored blob under the uploads folder. */
  storedBlobs: () => string[];
  /** Runs a refused upload and checks that it left neither a row nor a blob behind. */
  expectNothingStored: (
    run: () => Promise<LightMyRequestResponse>,
  ) => Promise<LightMyRequestResponse>;
}

export function useFilesWorld(): FilesWorld {
  let testApp: TestApp;
  const w = { people: {} } as FilesWorld;
  beforeAll(async () => {
    w.dataDir = mkdtempSync(path.join(tmpdir(), 'teklifal-files-'));
    testApp = await createTestApp({ dataDir: w.dataDir, admin: ADMIN });
    w.app = testApp.app;
    for (const name of ['loner', 'owner', 'manager', 'member', 'otherOwner'] as const) {
      w.people[name] = await signUpAndSignIn(w.app);
    }
    w.people.platformAdmin = await signIn(w.app, ADMIN.email, ADMIN.password);
    w.companyId = (await createCompany(w.app.db, { adminUserId: w.people.owner.userId })).id;
    await addMember(w.app.db, w.companyId, w.people.manager.userId, 'admin');
    await addMember(w.app.db, w.companyId, w.people.member.userId, 'member');
    w.otherCompanyId = (
      await createCompany(w.app.db, {
        adminUserId: w.people.otherOwner.userId,
        name: 'Ege Tekstil Ltd.',
      })
    ).id;
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(w.dataDir, { recursive: true, force: true });
  });

  w.send = (parts, options) => {
    const body = multipart(parts);
    return inject(w.app, {
      method: 'POST',
      url: '/api/files',
      cookie: options.cookie,
      remoteAddress: nextIp(),
      payload: body.payload,
      headers: { ...body.headers, ...options.headers },
    });
  };
  w.upload = (options) => {
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
    return w.send(parts, options);
  };
  w.getFile = (url, cookie, headers = {}) => inject(w.app, { method: 'GET', url, cookie, headers });
  w.storedBlobs = () => {
    const root = path.join(w.dataDir, 'uploads');
    try {
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
    } catch {
      return [];
    }
  };
  const fileRows = () => w.app.db.select().from(file);
  w.expectNothingStored = async (run) => {
    const rowsBefore = (await fileRows()).length;
    const blobsBefore = w.storedBlobs().length;
    const response = await run();
    expect((await fileRows()).length).toBe(rowsBefore);
    expect(w.storedBlobs().length).toBe(blobsBefore);
    return response;
  };
  return w;
}

/** Checks a 400 naming `field` with `messageKey` (and its params), the message filled in. */
export function expectFieldError(
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

/**
 * A real image of the given size: a gradient drawn with sharp, in the given type. `orientation`
 * writes an EXIF orientation (6: the camera was turned, shown rotated a quarter).
 */
export async function imageOf(
  width: number,
  height: number,
  type: 'png' | 'jpeg' | 'webp' = 'png',
  orientation?: number,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.round((255 * x) / width);
      pixels[at + 1] = Math.round((255 * y) / height);
      pixels[at + 2] = 160;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (orientation) image.withMetadata({ orientation });
  return image.toFormat(type).toBuffer();
}

/**
 * A PNG whose header claims `width`×`height` with no picture behind it: what a decompression
 * bomb looks like to a reader of the header.
 */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
