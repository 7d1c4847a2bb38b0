import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { AdInput, AdView } from '@teklifal/core';
import { companySector, notification, sector } from '../../db/schema/index.ts';
import { inject } from '../../test/helper.ts';
import { adInput, anySectorId } from '../../test/procurement.ts';

/** Request helpers shared by the ads tests. */

export type Method = 'GET' | 'POST' | 'PUT';

export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { cookie?: string; payload?: unknown; locale?: 'tr' | 'en' } = {},
) {
  return inject(app, {
    method,
    url,
    cookie: options.cookie,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    ...(options.locale ? { headers: { 'accept-language': options.locale } } : {}),
  });
}

/** Creates a draft through the API and returns its view. */
export async function createDraft(
  app: FastifyInstance,
  cookie: string,
  overrides: Partial<AdInput> = {},
): Promise<AdView> {
  const sectorId = overrides.sectorId ?? (await anySectorId(app.db));
  const response = await call(app, 'POST', '/api/ads', {
    cookie,
    payload: adInput(sectorId, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<AdView>();
}

/** Creates and publishes an ad through the API. */
export async function publishedAd(
  app: FastifyInstance,
  cookie: string,
  overrides: Partial<AdInput> = {},
): Promise<AdView> {
  const draft = await createDraft(app, cookie, overrides);
  const response = await call(app, 'POST', `/api/ads/${draft.id}/publish`, { cookie });
  if (response.statusCode !== 200) throw new Error(`publish failed: ${response.body}`);
  return response.json<AdView>();
}

/** A leaf sector and its parent. */
export async function sectorWithParent(app: FastifyInstance, offset = 0) {
  const childId = await anySectorId(app.db, offset);
  const [row] = await app.db.select().from(sector).where(eq(sector.id, childId));
  if (!row?.parentId) throw new Error('leaf sector without parent');
  return { childId, parentId: row.parentId };
}

export async function pickSectors(app: FastifyInstance, companyId: string, sectorIds: string[]) {
  await app.db.insert(companySector).values(sectorIds.map((sectorId) => ({ companyId, sectorId })));
}

/** The notifications of a company of one type. */
export function notificationsOf(app: FastifyInstance, companyId: string, type: string) {
  return app.db
    .select()
    .from(notification)
    .where(and(eq(notification.companyId, companyId), eq(notification.type, type)));
}

/** The field names of a 400's errors. */
export const fieldsOf = (body: { errors?: { field: string }[] }) =>
  (body.errors ?? []).map((error) => error.field);
