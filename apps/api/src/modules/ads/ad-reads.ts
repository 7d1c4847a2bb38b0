import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  adAbilities,
  effectiveBidStatus,
  type AdView,
  type AdViewerFacts,
  type SignedInActor,
} from '@teklifal/core';
import type { Executor } from '../../db/client.ts';
import {
  adAttachment,
  adInvitation,
  adItem,
  adQuestion,
  bid,
  company,
  file,
  sector,
} from '../../db/schema/index.ts';
import { adFactsOf, type AdRow } from '../../lib/ad-access.ts';
import { loadCompanySummaries } from '../../lib/company-summary.ts';
import { presentAttachment } from '../../lib/files.ts';
import { presentAdItem, presentAdView, type AdListFacts } from './presenter.ts';

/** Bids the buyer counts: drafts are the seller's own business until submitted. */
const countedBid = ne(bid.status, 'draft');

/** Sectors, owner names, line counts and the viewer's own bids of a page of ads, in batches. */
export async function loadListFacts(
  db: Executor,
  rows: readonly AdRow[],
  viewerCompanyId: string,
  now: Date,
): Promise<Map<string, AdListFacts>> {
  if (rows.length === 0) return new Map();
  const adIds = rows.map((row) => row.id);
  const [sectors, companies, itemCounts, myBids] = await Promise.all([
    db
      .select({ id: sector.id, nameTr: sector.nameTr, nameEn: sector.nameEn })
      .from(sector)
      .where(inArray(sector.id, [...new Set(rows.map((row) => row.sectorId))])),
    db
      .select({ id: company.id, name: company.name })
      .from(company)
      .where(inArray(company.id, [...new Set(rows.map((row) => row.companyId))])),
    db
      .select({ adId: adItem.adId, value: count() })
      .from(adItem)
      .where(inArray(adItem.adId, adIds))
      .groupBy(adItem.adId),
    db
      .select({ adId: bid.adId, status: bid.status, validUntil: bid.validUntil })
      .from(bid)
      .where(and(inArray(bid.adId, adIds), eq(bid.sellerCompanyId, viewerCompanyId))),
  ]);
  const sectorById = new Map(sectors.map((row) => [row.id, row]));
  const nameById = new Map(companies.map((row) => [row.id, row.name]));
  const itemsByAd = new Map(itemCounts.map((row) => [row.adId, row.value]));
  const bidByAd = new Map(myBids.map((row) => [row.adId, effectiveBidStatus(row, now)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        sector: sectorById.get(row.sectorId) ?? { id: row.sectorId, nameTr: '', nameEn: '' },
        companyName: nameById.get(row.companyId) ?? '',
        itemCount: itemsByAd.get(row.id) ?? 0,
        isOwn: row.companyId === viewerCompanyId,
        myBidStatus: bidByAd.get(row.id) ?? null,
      },
    ]),
  );
}

/** Bid counts (submitted or later) and unanswered questions of the owner's ads. */
export async function loadOwnerCounts(
  db: Executor,
  adIds: readonly string[],
): Promise<Map<string, { bidCount: number; unansweredQuestionCount: number }>> {
  if (adIds.length === 0) return new Map();
  const [bids, questions] = await Promise.all([
    db
      .select({ adId: bid.adId, value: count() })
      .from(bid)
      .where(and(inArray(bid.adId, [...adIds]), countedBid))
      .groupBy(bid.adId),
    db
      .select({ adId: adQuestion.adId, value: count() })
      .from(adQuestion)
      .where(and(inArray(adQuestion.adId, [...adIds]), isNull(adQuestion.answer)))
      .groupBy(adQuestion.adId),
  ]);
  const bidsByAd = new Map(bids.map((row) => [row.adId, row.value]));
  const questionsByAd = new Map(questions.map((row) => [row.adId, row.value]));
  return new Map(
    adIds.map((id) => [
      id,
      {
        bidCount: bidsByAd.get(id) ?? 0,
        unansweredQuestionCount: questionsByAd.get(id) ?? 0,
      },
    ]),
  );
}

/** Everything of one ad its viewer may see (the caller has checked that it may see the ad). */
export async function loadAdView(
  db: Executor,
  actor: SignedInActor,
  row: AdRow,
  viewer: AdViewerFacts,
  now = new Date(),
): Promise<AdView> {
  const viewerCompanyId = actor.company?.id ?? '';
  const isOwn = row.companyId === viewerCompanyId;
  const [listFacts, items, attachments, invitations, owner, bidCount] = await Promise.all([
    loadListFacts(db, [row], viewerCompanyId, now),
    db.select().from(adItem).where(eq(adItem.adId, row.id)).orderBy(asc(adItem.position)),
    db
      .select({ file })
      .from(adAttachment)
      .innerJoin(file, eq(file.id, adAttachment.fileId))
      .where(eq(adAttachment.adId, row.id))
      .orderBy(asc(adAttachment.position)),
    isOwn
      ? db
          .select({ companyId: adInvitation.companyId })
          .from(adInvitation)
          .where(eq(adInvitation.adId, row.id))
          .orderBy(asc(adInvitation.createdAt))
      : Promise.resolve([]),
    loadCompanySummaries(db, [row.companyId]),
    isOwn
      ? db
          .select({ value: sql<number>`count(*)::int` })
          .from(bid)
          .where(and(eq(bid.adId, row.id), countedBid))
      : Promise.resolve([]),
  ]);
  const invitedSummaries = isOwn
    ? await loadCompanySummaries(
        db,
        invitations.map((invitation) => invitation.companyId),
      )
    : new Map();
  const facts = listFacts.get(row.id);
  const summary = owner.get(row.companyId);
  if (!facts || !summary) throw new Error(`ad ${row.id} could not be loaded`);
  return presentAdView(row, {
    ...facts,
    items: items.map(presentAdItem),
    attachments: attachments.map((attachment) => presentAttachment(attachment.file)),
    company: summary,
    invitedSellers: isOwn
      ? invitations.flatMap((invitation) => invitedSummaries.get(invitation.companyId) ?? [])
      : null,
    bidCount: isOwn ? (bidCount[0]?.value ?? 0) : null,
    abilities: adAbilities(actor, adFactsOf(row), viewer, now),
  });
}
