import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AttachmentView } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { adItem, bid, bidAttachment, bidItem, bidRevision } from '../../schema.ts';
import { file } from '../../../files/queries/tables.ts';
import { user } from '../../../auth/queries/tables.ts';
import { publishedLine } from '../../ads/queries/published-ad.ts';
import { presentAttachment } from '../../../files/presenter.ts';

export type BidRow = typeof bid.$inferSelect;
export type BidItemRow = typeof bidItem.$inferSelect;
/** A line of a published ad (bids are only ever on one): it has its quantity. */
export type AdItemRow = typeof adItem.$inferSelect & { quantity: string };
export type BidRevisionRow = typeof bidRevision.$inferSelect & { createdByName: string | null };

/** The lines of a published ad in their order. */
export const loadAdItems = async (db: Executor, adId: string): Promise<AdItemRow[]> => {
  const lines = await db
    .select()
    .from(adItem)
    .where(eq(adItem.adId, adId))
    .orderBy(asc(adItem.position));
  return lines.map(publishedLine);
};

/** A company's one bid on an ad, or null. */
export async function findCompanyBid(
  db: Executor,
  adId: string,
  companyId: string,
): Promise<BidRow | null> {
  const [row] = await db
    .select()
    .from(bid)
    .where(and(eq(bid.adId, adId), eq(bid.sellerCompanyId, companyId)));
  return row ?? null;
}

const groupBy = <T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
};

/** The priced lines of several bids, by bid id. */
export async function loadBidItems(
  db: Executor,
  bidIds: readonly string[],
): Promise<Map<string, BidItemRow[]>> {
  if (bidIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(bidItem)
    .where(inArray(bidItem.bidId, [...bidIds]));
  return groupBy(rows, (row) => row.bidId);
}

/** The attachments of several bids, in their order, by bid id. */
export async function loadBidAttachments(
  db: Executor,
  bidIds: readonly string[],
): Promise<Map<string, AttachmentView[]>> {
  if (bidIds.length === 0) return new Map();
  const rows = await db
    .select({ bidId: bidAttachment.bidId, file })
    .from(bidAttachment)
    .innerJoin(file, eq(file.id, bidAttachment.fileId))
    .where(inArray(bidAttachment.bidId, [...bidIds]))
    .orderBy(asc(bidAttachment.position));
  const views = rows.map((row) => ({ bidId: row.bidId, view: presentAttachment(row.file) }));
  const grouped = groupBy(views, (row) => row.bidId);
  return new Map([...grouped].map(([id, list]) => [id, list.map((row) => row.view)]));
}

/** Every saved revision of a bid, newest first, with the name of who saved it. */
export async function loadRevisions(db: Executor, bidId: string): Promise<BidRevisionRow[]> {
  const rows = await db
    .select({ revision: bidRevision, createdByName: user.name })
    .from(bidRevision)
    .leftJoin(user, eq(user.id, bidRevision.createdBy))
    .where(eq(bidRevision.bidId, bidId))
    .orderBy(desc(bidRevision.revision));
  return rows.map((row) => ({ ...row.revision, createdByName: row.createdByName }));
}
