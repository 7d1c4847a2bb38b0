import { asc, eq } from 'drizzle-orm';
import { istanbulDateOf } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { ad, adAttachment, adInvitation, adItem } from '../../schema.ts';
import { findOwnAd, type AdRow } from '../queries/access.ts';
import type { CompanyContext } from '../../../../lib/company-context.ts';
import { recordAdCommand } from '../effects.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A duplicated ad whose deadline has passed gets this long from now. */
const DUPLICATE_DEADLINE_DAYS = 7;

/** Days from one calendar day (YYYY-MM-DD) to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

export interface DuplicateAdProps extends CompanyContext {
  adId: string;
  now?: Date;
}

/**
 * The copy's dates: a deadline that has passed becomes a week from now, the questions cut-off
 * moves with it (never past it) and the delivery date keeps its distance from the deadline. A
 * draft's dates are copied as they are, missing ones missing.
 */
function copiedDates(source: AdRow, now: Date) {
  const { bidDeadline: deadline, questionsUntil: asked, deliveryDate: delivery } = source;
  if (!deadline) return { bidDeadline: null, questionsUntil: asked, deliveryDate: delivery };
  const expired = deadline.getTime() <= now.getTime();
  const bidDeadline = expired ? new Date(now.getTime() + DUPLICATE_DEADLINE_DAYS * DAY) : deadline;
  const shift = bidDeadline.getTime() - deadline.getTime();
  const questionsUntil =
    asked &&
    new Date(Math.min(Math.max(asked.getTime() + shift, now.getTime()), bidDeadline.getTime()));
  if (!expired || !delivery) return { bidDeadline, questionsUntil, deliveryDate: delivery };
  const gap = Math.max(0, daysBetween(istanbulDateOf(deadline), delivery));
  return {
    bidDeadline,
    questionsUntil,
    deliveryDate: istanbulDateOf(new Date(bidDeadline.getTime() + gap * DAY)),
  };
}

/** A new draft with the same contents, lines, attachments and invitations (see copiedDates). */
export async function duplicateAd(db: Database, props: DuplicateAdProps): Promise<string> {
  const { adId, now = new Date() } = props;
  const ctx: CompanyContext = props;

  return db.transaction(async (tx) => {
    const source = await findOwnAd(tx, ctx.actor, adId);
    const { bidDeadline, questionsUntil, deliveryDate } = copiedDates(source, now);

    const [row] = await tx
      .insert(ad)
      .values({
        companyId: source.companyId,
        createdBy: ctx.userId,
        title: source.title,
        description: source.description,
        sectorId: source.sectorId,
        deliveryCity: source.deliveryCity,
        deliveryAddress: source.deliveryAddress,
        deliveryDate,
        bidDeadline,
        questionsUntil,
        paymentTerms: source.paymentTerms,
        currency: source.currency,
        bidCurrencyRule: source.bidCurrencyRule,
        partialBids: source.partialBids,
        budget: source.budget,
        budgetVisible: source.budgetVisible,
        visibility: source.visibility,
        sealed: source.sealed,
        searchDocument: source.searchDocument,
        status: 'draft',
      })
      .returning({ id: ad.id });
    if (!row) throw new Error('ad not inserted');
    const [lines, attachments, invitations] = await Promise.all([
      tx.select().from(adItem).where(eq(adItem.adId, adId)).orderBy(asc(adItem.position)),
      tx.select().from(adAttachment).where(eq(adAttachment.adId, adId)),
      tx.select().from(adInvitation).where(eq(adInvitation.adId, adId)),
    ]);
    if (lines.length > 0) {
      await tx.insert(adItem).values(
        lines.map((line) => ({
          adId: row.id,
          position: line.position,
          name: line.name,
          specification: line.specification,
          quantity: line.quantity,
          unit: line.unit,
        })),
      );
    }
    if (attachments.length > 0) {
      await tx
        .insert(adAttachment)
        .values(attachments.map((a) => ({ adId: row.id, fileId: a.fileId, position: a.position })));
    }
    if (invitations.length > 0) {
      await tx
        .insert(adInvitation)
        .values(invitations.map((i) => ({ adId: row.id, companyId: i.companyId })));
    }
    await recordAdCommand(tx, ctx, 'ad.duplicated', row.id, { sourceAdId: adId });
    return row.id;
  });
}
