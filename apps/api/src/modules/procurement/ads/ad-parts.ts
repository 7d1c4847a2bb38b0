import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { keptLines, toTurkishLower, type AdDraft } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { adAttachment, adInvitation, adItem } from '../schema.ts';
import { company } from '../../companies/queries/tables.ts';
import { sector } from '../../sectors/queries/tables.ts';
import { claimAttachments } from '../../files/commands/claim-files.ts';
import { ProblemError, type FieldErrorSpec } from '../../../lib/problem.ts';
import type { CompanyContext } from '../../../lib/company-context.ts';

/**
 * The pieces of saving an ad that create and edit share: checking what the input points at
 * (sector, files, invited sellers) and writing the lines, attachments and invitations.
 */

/** Title, description and lines in Turkish lower case, the text the search runs over. */
export function buildSearchDocument(input: {
  title: string;
  description: string | null;
  items: readonly { name: string; specification?: string | null }[];
}): string {
  const parts = [
    input.title,
    input.description ?? '',
    ...input.items.flatMap((item) => [item.name, item.specification ?? '']),
  ];
  return toTurkishLower(parts.filter((part) => part.trim() !== '').join('\n'));
}
const unique = (values: readonly string[]) => [...new Set(values)];
/**
 * Checks that the sector (when the ad has one yet) is active, that every file may be attached by the company (each is
 * claimed for it: a file of another company never is) and that every invited company is a
 * confirmed seller other than the buyer. All problems at once, as one 400.
 */
export async function checkAdReferences(
  tx: Executor,
  ctx: CompanyContext,
  input: Pick<AdDraft, 'sectorId' | 'attachmentFileIds' | 'invitedCompanyIds' | 'visibility'>,
): Promise<void> {
  const problems: FieldErrorSpec[] = [];
  const [found] = input.sectorId
    ? await tx
        .select({ id: sector.id })
        .from(sector)
        .where(and(eq(sector.id, input.sectorId), eq(sector.isActive, true)))
    : [{ id: null }];
  if (!found) {
    problems.push({
      field: 'sectorId',
      messageKey: 'validation.oneOf',
      params: { field: 'fields.sectorId' },
    });
  }
  const files = { ...ctx, fileIds: input.attachmentFileIds, purpose: 'adAttachment' } as const;
  if (!(await claimAttachments(tx, files))) {
    problems.push({
      field: 'attachmentFileIds',
      messageKey: 'validation.invalid',
      params: { field: 'fields.attachmentFileIds' },
    });
  }
  const invited = invitedIdsOf(input);
  if (invited.length > 0) {
    const sellers = await tx
      .select({ id: company.id })
      .from(company)
      .where(and(inArray(company.id, invited), eq(company.isSellerConfirmed, 'yes')));
    const valid = new Set(sellers.map((row) => row.id));
    if (invited.some((id) => id === ctx.companyId || !valid.has(id))) {
      problems.push({
        field: 'invitedCompanyIds',
        messageKey: 'validation.invalid',
        params: { field: 'fields.invitedCompanyIds' },
      });
    }
  }
  if (problems.length > 0) throw new ProblemError('VALIDATION', { fields: problems });
}
/** Invitations only mean something on an invited-only ad; an open ad keeps none. */
export const invitedIdsOf = (input: Pick<AdDraft, 'invitedCompanyIds' | 'visibility'>) =>
  input.visibility === 'invited' ? unique(input.invitedCompanyIds) : [];
/**
 * Writes the ad's lines in the input's order. A line whose `id` is already a line of this ad
 * keeps it (bid prices reference line ids); any other is a new line; lines left out are
 * deleted (with their bid prices), and so is a draft's line with nothing in it (keptLines).
 */
export async function saveLines(
  tx: Executor,
  adId: string,
  items: AdDraft['items'],
): Promise<void> {
  const existing = await tx.select({ id: adItem.id }).from(adItem).where(eq(adItem.adId, adId));
  const existingIds = new Set(existing.map((row) => row.id));
  const kept: string[] = [];
  for (const [position, item] of keptLines(items).entries()) {
    const values = {
      position,
      name: item.name,
      specification: item.specification ?? null,
      quantity: item.quantity,
      unit: item.unit,
    };
    if (item.id && existingIds.has(item.id) && !kept.includes(item.id)) {
      await tx.update(adItem).set(values).where(eq(adItem.id, item.id));
      kept.push(item.id);
    } else {
      const [row] = await tx
        .insert(adItem)
        .values({ adId, ...values })
        .returning({ id: adItem.id });
      if (row) kept.push(row.id);
    }
  }
  await tx.delete(adItem).where(and(eq(adItem.adId, adId), notInArray(adItem.id, kept)));
}
export async function replaceAttachments(
  tx: Executor,
  adId: string,
  fileIds: readonly string[],
): Promise<void> {
  await tx.delete(adAttachment).where(eq(adAttachment.adId, adId));
  const ids = unique(fileIds);
  if (ids.length === 0) return;
  await tx.insert(adAttachment).values(ids.map((fileId, position) => ({ adId, fileId, position })));
}
/** Replaces the invitations; returns the companies invited now that were not before. */
export async function replaceInvitations(
  tx: Executor,
  adId: string,
  companyIds: readonly string[],
): Promise<string[]> {
  const before = await tx
    .select({ companyId: adInvitation.companyId })
    .from(adInvitation)
    .where(eq(adInvitation.adId, adId));
  const previous = new Set(before.map((row) => row.companyId));
  const wanted = unique(companyIds);
  await tx
    .delete(adInvitation)
    .where(
      wanted.length > 0
        ? and(eq(adInvitation.adId, adId), notInArray(adInvitation.companyId, wanted))
        : eq(adInvitation.adId, adId),
    );
  const added = wanted.filter((id) => !previous.has(id));
  if (added.length > 0) {
    await tx.insert(adInvitation).values(added.map((companyId) => ({ adId, companyId })));
  }
  return added;
}

/**
 * The ad's own columns from the form (lines, files and invitations are written apart); a
 * draft's missing terms are null.
 */
export function adColumns(input: AdDraft, bidDeadline: Date | null) {
  const questionsUntil = input.questionsUntil ? new Date(input.questionsUntil) : null;
  return {
    title: input.title,
    description: input.description,
    sectorId: input.sectorId,
    deliveryCity: input.deliveryCity,
    deliveryAddress: input.deliveryAddress,
    deliveryDate: input.deliveryDate,
    bidDeadline,
    // The questions cut-off defaults to the deadline and never passes it.
    questionsUntil:
      questionsUntil && bidDeadline
        ? new Date(Math.min(questionsUntil.getTime(), bidDeadline.getTime()))
        : (questionsUntil ?? bidDeadline),
    paymentTerms: input.paymentTerms,
    currency: input.currency,
    bidCurrencyRule: input.bidCurrencyRule,
    partialBids: input.partialBids,
    budget: input.budget ?? null,
    budgetVisible: input.budgetVisible,
    visibility: input.visibility,
    sealed: input.sealed,
    searchDocument: buildSearchDocument(input),
  };
}
