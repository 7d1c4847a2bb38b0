import { eq, inArray } from 'drizzle-orm';
import {
  bidAmountsVisibleToBuyer,
  canSeeAd,
  ownsCompanyRecord,
  type Actor,
  type ImageView,
} from '@teklifal/core';
import type { Executor } from '../../db/client.ts';
import {
  ad,
  adAttachment,
  bid,
  bidAttachment,
  chatMessage,
  chatMessageAttachment,
  file,
  purchaseOrder,
} from '../../db/schema/index.ts';
import { fileUrl, imageFactsOf, type FileRow } from './presenter.ts';
import { adFactsOf, loadViewerFacts } from '../ads/queries/access.ts';

/** The actor belongs to one of the two companies of any of these records (a bid, an order). */
const ownsEitherSide = (actor: Actor, sides: readonly { first: string; second: string }[]) =>
  sides.some(
    (side) => ownsCompanyRecord(actor, side.first) || ownsCompanyRecord(actor, side.second),
  );

/**
 * Whether the actor may read an ad, bid or chat attachment beyond its own company's files: an
 * ad's file by whoever may see an ad it is attached to; a bid's file by the owner of the bid's
 * ad once its amounts are open to the buyer (at once, or at the deadline of a sealed ad; the
 * bidder's own company is covered by canReadFile); a chat file by the order's two companies.
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
    const bids = await db
      .select({ sellerCompanyId: bid.sellerCompanyId, ad })
      .from(bidAttachment)
      .innerJoin(bid, eq(bid.id, bidAttachment.bidId))
      .innerJoin(ad, eq(ad.id, bid.adId))
      .where(eq(bidAttachment.fileId, row.id));
    // Sealed means sealed for files too: the buyer opens them with the amounts, at the deadline.
    const now = new Date();
    return bids.some(
      (found) =>
        ownsCompanyRecord(actor, found.sellerCompanyId) ||
        (ownsCompanyRecord(actor, found.ad.companyId) && bidAmountsVisibleToBuyer(found.ad, now)),
    );
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

export async function findFile(db: Executor, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(file).where(eq(file.id, id));
  return row ?? null;
}

const FILE_URL = /^\/api\/files\/([^/?#]+)$/;

/** The file an address of this site names (`/api/files/<id>`), or null for any other address. */
export const fileIdOfUrl = (url: string): string | null => FILE_URL.exec(url)?.[1] ?? null;

/**
 * The images among these addresses (a post's cover is an address) that were uploaded here and
 * have their size and placeholder, by address: what a page needs to reserve their boxes in its
 * first render. Other addresses are left out.
 */
export async function findImagesByUrl(
  db: Executor,
  urls: readonly (string | null)[],
): Promise<Map<string, ImageView>> {
  const ids = [...new Set(urls.map((url) => (url ? fileIdOfUrl(url) : null)))].filter(
    (id): id is string => id !== null,
  );
  const images = new Map<string, ImageView>();
  if (ids.length === 0) return images;
  const rows = await db
    .select({
      id: file.id,
      width: file.width,
      height: file.height,
      placeholder: file.placeholder,
    })
    .from(file)
    .where(inArray(file.id, ids));
  for (const row of rows) {
    const facts = imageFactsOf(row);
    if (facts) images.set(fileUrl(row.id), { url: fileUrl(row.id), ...facts });
  }
  return images;
}
