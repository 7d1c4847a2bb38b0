import { asc, eq } from 'drizzle-orm';
import { trimDecimal, type AdDraft } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { adAttachment, adInvitation, adItem } from '../../../db/schema/index.ts';
import type { AdReadRow } from './access.ts';

/** A decimal column as the form holds it (`12.000` → `12`). */
const decimal = (value: string | null) => (value === null ? null : trimDecimal(value));

/**
 * A saved ad as the form's contents (core's AdDraft), with its lines, attachments and
 * invitations: what publishing checks against the full ad rules (adPublishIssues).
 */
export async function loadSavedDraft(tx: Executor, row: AdReadRow): Promise<AdDraft> {
  const [lines, attachments, invitations] = await Promise.all([
    tx.select().from(adItem).where(eq(adItem.adId, row.id)).orderBy(asc(adItem.position)),
    tx
      .select({ fileId: adAttachment.fileId })
      .from(adAttachment)
      .where(eq(adAttachment.adId, row.id))
      .orderBy(asc(adAttachment.position)),
    tx
      .select({ companyId: adInvitation.companyId })
      .from(adInvitation)
      .where(eq(adInvitation.adId, row.id)),
  ]);
  return {
    title: row.title,
    description: row.description,
    sectorId: row.sectorId,
    items: lines.map((line) => ({
      id: line.id,
      name: line.name,
      specification: line.specification,
      quantity: decimal(line.quantity),
      unit: line.unit,
    })),
    attachmentFileIds: attachments.map((attachment) => attachment.fileId),
    deliveryCity: row.deliveryCity,
    deliveryAddress: row.deliveryAddress,
    deliveryDate: row.deliveryDate,
    bidDeadline: row.bidDeadline?.toISOString() ?? null,
    questionsUntil: row.questionsUntil?.toISOString() ?? null,
    paymentTerms: row.paymentTerms,
    currency: row.currency,
    bidCurrencyRule: row.bidCurrencyRule,
    partialBids: row.partialBids,
    budget: decimal(row.budget),
    budgetVisible: row.budgetVisible,
    visibility: row.visibility,
    invitedCompanyIds: invitations.map((invitation) => invitation.companyId),
    sealed: row.sealed,
  };
}
