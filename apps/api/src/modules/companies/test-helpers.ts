import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { CompanyRole } from '@teklifal/core';
import type { Config } from '../../config.ts';
import { auditLog, company, file } from '../../db/schema/index.ts';
import { addMember, createCompany, nextVkn } from '../../test/factories.ts';
import { createTestApp, inject, signUpAndSignIn, type TestApp } from '../../test/helper.ts';

export type Person = { cookie: string; userId: string; email: string };
type CompanyRow = typeof company.$inferSelect;

/** A valid body for POST /api/companies (PATCH takes the same without taxNumber and roles). */
export const validCompany = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ege Tekstil Sanayi ve Ticaret A.Ş.',
  taxNumber: nextVkn(),
  taxOffice: 'Karşıyaka',
  mersisNo: '',
  city: 'İzmir',
  district: 'Karşıyaka',
  address: 'Bostanlı Mah. Cemal Gürsel Cad. No: 12',
  phone: '0232 555 11 22',
  email: 'info@egetekstil.com.tr',
  website: 'https://egetekstil.com.tr',
  description: 'Pamuklu kumaş üretimi',
  requestedRoles: ['buyer', 'seller'],
  ...overrides,
});

/** The edit form's body: the company's details, nothing about the tax number or roles. */
export const companyDetails = (overrides: Record<string, unknown> = {}) => ({
  ...validCompany(overrides),
  taxNumber: undefined,
  requestedRoles: undefined,
});

/** One helper per companies endpoint, so a test reads like the user's steps. */
export function companiesApi(app: FastifyInstance) {
  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    cookie: string | undefined,
    payload?: unknown,
  ) =>
    inject(app, {
      method,
      url,
      cookie,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    create: (cookie: string | undefined, body: unknown) =>
      send('POST', '/api/companies', cookie, body),
    get: (cookie: string | undefined, id: string) => send('GET', `/api/companies/${id}`, cookie),
    mine: (cookie: string | undefined) => send('GET', '/api/companies/mine', cookie),
    update: (cookie: string | undefined, id: string, body: unknown) =>
      send('PATCH', `/api/companies/${id}`, cookie, body),
    requestRole: (cookie: string | undefined, id: string, role: string) =>
      send('POST', `/api/companies/${id}/role-requests`, cookie, { role }),
    setSectors: (cookie: string | undefined, id: string, sectorIds: string[]) =>
      send('PUT', `/api/companies/${id}/sectors`, cookie, { sectorIds }),
    documents: (cookie: string | undefined, id: string) =>
      send('GET', `/api/companies/${id}/documents`, cookie),
    addDocument: (cookie: string | undefined, id: string, body: unknown) =>
      send('POST', `/api/companies/${id}/documents`, cookie, body),
    removeDocument: (cookie: string | undefined, id: string, documentId: string) =>
      send('DELETE', `/api/companies/${id}/documents/${documentId}`, cookie),
  };
}

/**
 * A fresh app for one test file, with what the companies tests need. The hooks are
 * registered by `useCompaniesWorld`; fields and helpers are ready inside the tests.
 */
export interface CompaniesWorld {
  app: FastifyInstance;
  api: ReturnType<typeof companiesApi>;
  /** A new signed-in user owning a new company (approval flags as given). */
  ownedCompany: (
    flags?: Omit<Parameters<typeof createCompany>[1], 'adminUserId'>,
  ) => Promise<{ owner: Person; row: CompanyRow }>;
  /** A new signed-in user in the company's team with the role. */
  joined: (companyId: string, role: CompanyRole) => Promise<Person>;
  /** A file row as the files service leaves it after an upload. */
  uploaded: (
    userId: string,
    purpose: 'logo' | 'companyDocument',
    companyId?: string,
  ) => Promise<typeof file.$inferSelect>;
  /** The company row as stored. */
  stored: (companyId: string) => Promise<CompanyRow | undefined>;
  /** Audit lines of one action on one record. */
  auditOf: (action: string, entityId: string) => Promise<(typeof auditLog.$inferSelect)[]>;
}

export function useCompaniesWorld(config: Partial<Config> = {}): CompaniesWorld {
  let testApp: TestApp;
  const w = {} as CompaniesWorld;
  beforeAll(async () => {
    testApp = await createTestApp(config);
    w.app = testApp.app;
    w.api = companiesApi(w.app);
  });
  afterAll(() => testApp.close());

  w.ownedCompany = async (flags = {}) => {
    const owner = await signUpAndSignIn(w.app);
    const row = await createCompany(w.app.db, { ...flags, adminUserId: owner.userId });
    return { owner, row };
  };
  w.joined = async (companyId, role) => {
    const person = await signUpAndSignIn(w.app);
    await addMember(w.app.db, companyId, person.userId, role);
    return person;
  };
  w.uploaded = async (userId, purpose, companyId) => {
    const [row] = await w.app.db
      .insert(file)
      .values({
        uploadedBy: userId,
        companyId: companyId ?? null,
        purpose,
        storageKey: `test/${uuidv7()}`,
        originalName: purpose === 'logo' ? 'logo.png' : 'vergi-levhasi.pdf',
        mimeType: purpose === 'logo' ? 'image/png' : 'application/pdf',
        size: 1234,
        sha256: 'x'.repeat(64),
      })
      .returning();
    if (!row) throw new Error('file not inserted');
    return row;
  };
  w.stored = async (companyId) =>
    (await w.app.db.select().from(company).where(eq(company.id, companyId)))[0];
  w.auditOf = (action, entityId) =>
    w.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
  return w;
}
