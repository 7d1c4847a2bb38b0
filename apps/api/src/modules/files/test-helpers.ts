import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
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
