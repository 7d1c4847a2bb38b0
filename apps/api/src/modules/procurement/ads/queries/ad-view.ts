import { and, asc, eq, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type PgSelect, type SelectedFields } from 'drizzle-orm/pg-core';
import {
  adAbilities,
  effectiveBidStatus,
  type AdView,
  type AdViewerFacts,
  type BidStatus,
  type SignedInActor,
} from '@teklifal/core';
import type { Database, Executor } from '../../../../db/client.ts';
import { preparedRead } from '../../../../db/prepared.ts';
import { ad, adAttachment, adInvitation, adItem, adQuestion, bid } from '../../schema.ts';
import { company } from '../../../companies/queries/tables.ts';
import { file } from '../../../files/queries/tables.ts';
import { sector } from '../../../sectors/queries/tables.ts';
import { adFactsOf, adReadColumns, type AdReadRow } from './access.ts';
import { loadCompanySummaries } from '../../../companies/queries/company-summaries.ts';
import { presentAttachment } from '../../../files/presenter.ts';
import { presentAdItem, presentAdView, type AdListFacts } from '../presenter.ts';

/** Bids the buyer counts: drafts are the seller's own business until submitted. */
const countedBid = ne(bid.status, 'draft');

const myBid = alias(bid, 'my_bid');

const countOf = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

/** What every list of ads shows beside each, alike for every viewer: sector, owner, line count. */
const sharedFactColumns = {
  ad: adReadColumns,
  companyName: company.name,
  sector: { id: sector.id, nameTr: sector.nameTr, nameEn: sector.nameEn },
  itemCount: countOf(sql`select count(*) from ${adItem} where ${adItem.adId} = ${ad.id}`),
};

/** ... and the viewer's own bid. */
const listFactColumns = {
  ...sharedFactColumns,
  myBid: { status: myBid.status, validUntil: myBid.validUntil },
};

const joinSharedFacts = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(company, eq(company.id, ad.companyId))
    // A draft may have no sector yet.
    .leftJoin(sector, eq(sector.id, ad.sectorId));

const joinListFacts = <T extends PgSelect>(query: T, viewerCompanyId: string | Placeholder) =>
  joinSharedFacts(query).leftJoin(
    myBid,
    and(eq(myBid.adId, ad.id), eq(myBid.sellerCompanyId, viewerCompanyId)),
  );

/**
 * Ads with the list facts that are the same for every viewer (no bid of theirs), and more
 * columns: the market's kept cards (ad-cards.ts).
 */
export const selectAdsWithSharedFactsAnd = <T extends SelectedFields>(db: Executor, more: T) =>
  joinSharedFacts(
    db
      .select({ ...sharedFactColumns, ...more })
      .from(ad)
      .$dynamic(),
  );

/** Ads with their list facts, in the one statement that selects the page. */
export const selectAdsWithListFacts = (db: Executor, viewerCompanyId: string | Placeholder) =>
  joinListFacts(db.select(listFactColumns).from(ad).$dynamic(), viewerCompanyId);

/** The same with more columns (the market's search: its order, count and marks). */
export const selectAdsWithListFactsAnd = <T extends SelectedFields>(
  db: Executor,
  viewerCompanyId: string | Placeholder,
  more: T,
) =>
  joinListFacts(
    db
      .select({ ...listFactColumns, ...more })
      .from(ad)
      .$dynamic(),
    viewerCompanyId,
  );

/** The same for the owner, with its counts: bids (submitted or later), unanswered questions. */
export const selectOwnAdsWithListFacts = (db: Executor, companyId: string | Placeholder) =>
  joinListFacts(
    db
      .select({
        ...listFactColumns,
        bidCount: countOf(
          sql`select count(*) from ${bid} where ${bid.adId} = ${ad.id} and ${countedBid}`,
        ),
        unansweredQuestionCount: countOf(
          sql`select count(*) from ${adQuestion} where ${adQuestion.adId} = ${ad.id} and ${isNull(adQuestion.answer)}`,
        ),
      })
      .from(ad)
      .$dynamic(),
    companyId,
  );

export interface AdWithListFactsRow {
  ad: AdReadRow;
  companyName: string;
  sector: AdListFacts['sector'];
  itemCount: number;
  myBid: { status: BidStatus; validUntil: string } | null;
}

export const listFactsOf = (
  row: AdWithListFactsRow,
  viewerCompanyId: string,
  now: Date,
): AdListFacts => ({
  sector: row.sector,
  companyName: row.companyName,
  itemCount: row.itemCount,
  isOwn: row.ad.companyId === viewerCompanyId,
  myBidStatus: row.myBid ? effectiveBidStatus(row.myBid, now) : null,
});

// The ad page's own statements, built once (see preparedRead).
const adListFactsStatement = preparedRead('ad_list_facts', (db, name) =>
  selectAdsWithListFacts(db, sql.placeholder('viewerCompanyId'))
    .where(eq(ad.id, sql.placeholder('adId')))
    .prepare(name),
);

const adItemsStatement = preparedRead('ad_items', (db, name) =>
  db
    .select()
    .from(adItem)
    .where(eq(adItem.adId, sql.placeholder('adId')))
    .orderBy(asc(adItem.position))
    .prepare(name),
);

const adAttachmentsStatement = preparedRead('ad_attachments', (db, name) =>
  db
    .select({ file })
    .from(adAttachment)
    .innerJoin(file, eq(file.id, adAttachment.fileId))
    .where(eq(adAttachment.adId, sql.placeholder('adId')))
    .orderBy(asc(adAttachment.position))
    .prepare(name),
);

/** Everything of one ad its viewer may see (the caller has checked that it may see the ad). */
export async function loadAdView(
  db: Database,
  actor: SignedInActor,
  row: AdReadRow,
  viewer: AdViewerFacts,
  now = new Date(),
): Promise<AdView> {
  const viewerCompanyId = actor.company?.id ?? '';
  const isOwn = row.companyId === viewerCompanyId;
  const adId = row.id;
  const [withFacts, items, attachments, invitations, owner, bidCount] = await Promise.all([
    adListFactsStatement(db).execute({ adId, viewerCompanyId }),
    adItemsStatement(db).execute({ adId }),
    adAttachmentsStatement(db).execute({ adId }),
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
  const facts = withFacts[0] && listFactsOf(withFacts[0], viewerCompanyId, now);
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
