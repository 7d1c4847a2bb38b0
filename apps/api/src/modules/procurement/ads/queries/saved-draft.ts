import { asc, inArray } from 'drizzle-orm';
import { trimDecimal, type AdDraft } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { adAttachment, adInvitation, adItem } from '../../schema.ts';
import type { AdReadRow } from './access.ts';

/** A decimal column as the form holds it (`12.000` → `12`). */
const decimal = (value: string | null) => (value === null ? null : trimDecimal(value));

/**
 * Saved ads as the form's contents (core's AdDraft), with their lines, attachments and
 * invitations, by id: what publishing checks against the full ad rules (adPublishIssues).
 * Three statements for any number of ads (a page of drafts in /myads).
 */
export async function loadSavedDrafts(
  tx: Executor,
  rows: readonly AdReadRow[],
): Promise<Map<string, AdDraft>> {
  if (rows.length === 0) return new Map();
  const ids = rows.map((row) => row.id);
  const [lines, attachments, invitations] = await Promise.all([
    tx
      .select()
      .from(adItem)
      .where(inArray(adItem.adId, ids))
      .orderBy(asc(adItem.adId), asc(adItem.position)),
    tx
      .select({ adId: adAttachment.adId, fileId: adAttachment.fileId })
      .from(adAttachment)
      .where(inArray(adAttachment.adId, ids))
      .orderBy(asc(adAttachment.adId), asc(adAttachment.position)),
    tx
      .select({ adId: adInvitation.adId, companyId: adInvitation.companyId })
      .from(adInvitation)
      .where(inArray(adInvitation.adId, ids)),
  ]);
  const of = <T extends { adId: string }>(list: T[], adId: string) =>
    list.filter((entry) => entry.adId === adId);
  return new Map(
    rows.map((row) => [
      row.id,
      draftOf(row, {
        lines: of(lines, row.id),
        fileIds: of(attachments, row.id).map((attachment) => attachment.fileId),
        invitedCompanyIds: of(invitations, row.id).map((invitation) => invitation.companyId),
      }),
    ]),
  );
}

/** One saved ad as the form's contents (see loadSavedDrafts). */
export async function loadSavedDraft(tx: Executor, row: AdReadRow): Promise<AdDraft> {
  const draft = (await loadSavedDrafts(tx, [row])).get(row.id);
  if (!draft) throw new Error(`saved draft ${row.id} not loaded`);
  return draft;
}

function draftOf(
  row: AdReadRow,
  parts: {
    lines: (typeof adItem.$inferSelect)[];
    fileIds: string[];
    invitedCompanyIds: string[];
  },
): AdDraft {
  return {
    title: row.title,
    description: row.description,
    sectorId: row.sectorId,
    items: parts.lines.map((line) => ({
      id: line.id,
      name: line.name,
      specification: line.specification,
      quantity: decimal(line.quantity),
      unit: line.unit,
    })),
    attachmentFileIds: parts.fileIds,
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
    invitedCompanyIds: parts.invitedCompanyIds,
    sealed: row.sealed,
  };
}
