import { eq, getTableColumns, inArray, sql, type Placeholder } from 'drizzle-orm';
import {
  canSeeAd,
  ownsCompanyRecord,
  type Actor,
  type AdFacts,
  type AdViewerFacts,
} from '@teklifal/core';
import type { Database, Executor } from '../db/client.ts';
import { preparedRead } from '../db/prepared.ts';
import {
  ad,
  adAttachment,
  adInvitation,
  bid,
  bidAttachment,
  chatMessage,
  chatMessageAttachment,
  purchaseOrder,
} from '../db/schema/index.ts';
import type { FileRow } from './files.ts';
import { ProblemError } from './problem.ts';

export type AdRow = typeof ad.$inferSelect;

/**
 * An ad as pages and lists read it: without its search text (title, description and lines again,
 * twice), which only the search index and a copied ad need. A page of 20 carried ~40 KB of it.
 */
export type AdReadRow = Omit<AdRow, 'searchDocument' | 'searchFolded'>;

const {
  searchDocument: _searchDocument,
  searchFolded: _searchFolded,
  ...readColumns
} = getTableColumns(ad);
export const adReadColumns = readColumns;

export const adFactsOf = (row: AdReadRow): AdFacts => ({
  companyId: row.companyId,
  status: row.status,
  visibility: row.visibility,
  sealed: row.sealed,
  bidDeadline: row.bidDeadline,
  questionsUntil: row.questionsUntil,
});

/**
 * Whether `companyId` was invited to the ad / has a bid on it, as columns of a select (by the
 * ad's id as a value: drizzle leaves a one-table select's own columns unqualified).
 */
const viewerFactColumns = (adId: string | Placeholder, companyId: string | Placeholder) => ({
  invited: sql<boolean>`exists (select 1 from ${adInvitation}
    where ${adInvitation.adId} = ${adId} and ${adInvitation.companyId} = ${companyId})`,
  hasBid: sql<boolean>`exists (select 1 from ${bid}
    where ${bid.adId} = ${adId} and ${bid.sellerCompanyId} = ${companyId})`,
});

/** Whether the viewer's company was invited to the ad and has a bid on it. */
export async function loadViewerFacts(
  db: Executor,
  adId: string,
  companyId: string | null | undefined,
): Promise<AdViewerFacts> {
  if (!companyId) return { invited: false, hasBid: false };
  const [row] = await db.select(viewerFactColumns(adId, companyId)).from(ad).where(eq(ad.id, adId));
  return { invited: row?.invited ?? false, hasBid: row?.hasBid ?? false };
}

export interface VisibleAd {
  row: AdReadRow;
  facts: AdFacts;
  viewer: AdViewerFacts;
}

const visibleAdStatement = preparedRead('visible_ad', (db, name) => {
  const adId = sql.placeholder('adId');
  return db
    .select({ row: adReadColumns, ...viewerFactColumns(adId, sql.placeholder('companyId')) })
    .from(ad)
    .where(eq(ad.id, adId))
    .prepare(name);
});

/**
 * The ad, when the actor may see it (DESIGN §3: a company never learns that another
 * company's private record exists, so anything else is 404).
 */
export async function findVisibleAd(db: Database, actor: Actor, adId: string): Promise<VisibleAd> {
  // The ad and the viewer's facts in one statement; without a company there are none.
  const [found] = await visibleAdStatement(db).execute({
    adId,
    companyId: actor.company?.id ?? '',
  });
  if (!found) throw new ProblemError('NOT_FOUND');
  const { row, invited, hasBid } = found;
  const facts = adFactsOf(row);
  const viewer = actor.company ? { invited, hasBid } : { invited: false, hasBid: false };
  if (!canSeeAd(actor, facts, viewer)) throw new ProblemError('NOT_FOUND');
  return { row, facts, viewer };
}

/** The ad of the actor's own company, or 404 (owner-only commands). */
export async function findOwnAd(db: Executor, actor: Actor, adId: string): Promise<AdRow> {
  const [row] = await db.select().from(ad).where(eq(ad.id, adId));
  if (!row || !actor.company || row.companyId !== actor.company.id) {
    throw new ProblemError('NOT_FOUND');
  }
  return row;
}

/**
 * The actor's own ad, locked for the rest of the transaction (state changes: two commands on
 * one ad run one after the other), or 404.
 */
export async function lockOwnAd(tx: Executor, actor: Actor, adId: string): Promise<AdRow> {
  const [row] = await tx.select().from(ad).where(eq(ad.id, adId)).for('update');
  if (!row || !actor.company || row.companyId !== actor.company.id) {
    throw new ProblemError('NOT_FOUND');
  }
  return row;
}

/** The actor belongs to one of the two companies of any of these records (a bid, an order). */
const ownsEitherSide = (actor: Actor, sides: readonly { first: string; second: string }[]) =>
  sides.some(
    (side) => ownsCompanyRecord(actor, side.first) || ownsCompanyRecord(actor, side.second),
  );

/**
 * Whether the actor may read an ad, bid or chat attachment beyond its own company's files: an
 * ad's file by whoever may see an ad it is attached to; a bid's file by the owner of the bid's
 * ad (the bidder's own company is covered by the company rule of canReadFile); a chat file by
 * the two companies of the order.
 */
export async function canReadProcurementFile(
  db: Executor,
  actor: Actor,
  row: Pick<FileRow, 'id' | 'purpose'>,
): Promise<boolean> {
  if (!actor.company) return false;
  if (row.purpose === 'adAttachment') {
    const ads = await db
      .select()
      .from(ad)
      .where(
        inArray(
          ad.id,
          db
            .select({ id: adAttachment.adId })
            .from(adAttachment)
            .where(eq(adAttachment.fileId, row.id)),
        ),
      );
    for (const found of ads) {
      const viewer = await loadViewerFacts(db, found.id, actor.company.id);
      if (canSeeAd(actor, adFactsOf(found), viewer)) return true;
    }
    return false;
  }
  if (row.purpose === 'bidAttachment') {
    const sides = await db
      .select({ first: bid.sellerCompanyId, second: ad.companyId })
      .from(bidAttachment)
      .innerJoin(bid, eq(bid.id, bidAttachment.bidId))
      .innerJoin(ad, eq(ad.id, bid.adId))
      .where(eq(bidAttachment.fileId, row.id));
    return ownsEitherSide(actor, sides);
  }
  if (row.purpose === 'chatAttachment') {
    const sides = await db
      .select({ first: purchaseOrder.buyerCompanyId, second: purchaseOrder.sellerCompanyId })
      .from(chatMessageAttachment)
      .innerJoin(chatMessage, eq(chatMessage.id, chatMessageAttachment.messageId))
      .innerJoin(purchaseOrder, eq(purchaseOrder.id, chatMessage.orderId))
      .where(eq(chatMessageAttachment.fileId, row.id));
    return ownsEitherSide(actor, sides);
  }
  return false;
}
