import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { AwardInput, BidInput } from '@teklifal/core';
import { auditLog, file, notification } from '../../db/schema/index.ts';
import { inject } from '../../test/helper.ts';
import { dayFromNow, type CompanyUser } from '../../test/procurement.ts';

/**
 * Requests and fixtures shared by the bids tests (each test file still gets its own app and
 * database). One helper per endpoint, so a test reads like the user's steps.
 */
export function bidsApi(app: FastifyInstance) {
  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    who: CompanyUser | undefined,
    payload?: unknown,
  ) =>
    inject(app, {
      method,
      url,
      cookie: who?.cookie,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    myBid: (who: CompanyUser | undefined, adId: string) =>
      call('GET', `/api/ads/${adId}/bids/mine`, who),
    saveBid: (who: CompanyUser | undefined, adId: string, body: BidInput) =>
      call('PUT', `/api/ads/${adId}/bids/mine`, who, body),
    withdraw: (who: CompanyUser | undefined, adId: string) =>
      call('POST', `/api/ads/${adId}/bids/mine/withdraw`, who),
    confirm: (who: CompanyUser | undefined, adId: string) =>
      call('POST', `/api/ads/${adId}/bids/mine/confirm`, who),
    comparison: (who: CompanyUser | undefined, adId: string) =>
      call('GET', `/api/ads/${adId}/bids`, who),
    award: (who: CompanyUser | undefined, adId: string, body: AwardInput) =>
      call('POST', `/api/ads/${adId}/award`, who, body),
    myBids: (who: CompanyUser | undefined, query = '') =>
      call('GET', `/api/bids/mine${query}`, who),
    exportMyBids: (who: CompanyUser | undefined, query = '') =>
      call('GET', `/api/bids/mine/export${query}`, who),
  };
}

/** A valid bid body pricing the ad's lines in order (prices as a person types them). */
export function bidBody(
  itemIds: readonly string[],
  prices: readonly string[],
  overrides: Partial<BidInput> = {},
): BidInput {
  return {
    items: itemIds.map((adItemId, index) => ({
      adItemId,
      unitPrice: prices[index] ?? prices[0] ?? '1',
    })),
    currency: 'TRY',
    deliveryDays: 15,
    validUntil: dayFromNow(60),
    paymentTerms: '30 gün vadeli',
    note: 'Fiyatlarımıza KDV dahil değildir.',
    attachmentFileIds: [],
    submit: true,
    ...overrides,
  };
}

/** Notifications of one type a company received. */
export const notificationsOf = (app: FastifyInstance, companyId: string, type: string) =>
  app.db
    .select()
    .from(notification)
    .where(and(eq(notification.companyId, companyId), eq(notification.type, type)));

/** Audit lines of one action on one record. */
export const auditOf = (app: FastifyInstance, action: string, entityId: string) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

let fileCounter = 0;

/** An uploaded bid attachment of a user, not yet attached to anything. */
export async function uploadedFile(
  app: FastifyInstance,
  who: CompanyUser,
  purpose: 'bidAttachment' | 'logo' = 'bidAttachment',
) {
  const [row] = await app.db
    .insert(file)
    .values({
      uploadedBy: who.userId,
      purpose,
      storageKey: `test/bid-${Date.now()}-${++fileCounter}`,
      originalName: 'Fiyat listesi.pdf',
      mimeType: 'application/pdf',
      size: 1024,
      sha256: 'a'.repeat(64),
    })
    .returning();
  if (!row) throw new Error('file not inserted');
  return row;
}
