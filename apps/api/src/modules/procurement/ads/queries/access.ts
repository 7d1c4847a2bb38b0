import { eq, getTableColumns, sql, type Placeholder } from 'drizzle-orm';
import {
  canSeeAd,
  OWNER_VIEWER,
  type Actor,
  type AdFacts,
  type AdRecord,
  type AdViewerFacts,
} from '@teklifal/core';
import type { Database, Executor } from '../../../../db/client.ts';
import { preparedRead } from '../../../../db/prepared.ts';
import type { Published } from './published-ad.ts';
import { ad, adInvitation, bid } from '../../schema.ts';
import { ProblemError } from '../../../../lib/problem.ts';

export type AdRow = typeof ad.$inferSelect;
/** An ad row past its draft, every term there (see publishedAd). */
export type PublishedAdRow = Published<AdRow>;

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

/** The ad with the actor's facts about it, whether or not the actor may see it (or null). */
export async function findAdWithViewer(
  db: Database,
  actor: Actor,
  adId: string,
): Promise<VisibleAd | null> {
  // The ad and the viewer's facts in one statement; without a company there are none.
  const [found] = await visibleAdStatement(db).execute({
    adId,
    companyId: actor.company?.id ?? '',
  });
  if (!found) return null;
  const { row, invited, hasBid } = found;
  const viewer = actor.company ? { invited, hasBid } : { invited: false, hasBid: false };
  return { row, facts: adFactsOf(row), viewer };
}

/** An ad as its rules read it (`authorize(actor, 'ad.…', ad)`), with its row; null: none. */
export type LoadedAd = AdRecord & VisibleAd;

export async function findAdRecord(
  db: Database,
  actor: Actor,
  adId: string,
  now: Date,
): Promise<LoadedAd | null> {
  const found = await findAdWithViewer(db, actor, adId);
  return found && { ...found, ad: found.facts, now };
}

/**
 * The ad, when the actor may see it (docs/architecture.md, “Errors”: a company never learns that
 * another company's private record exists, so anything else is 404).
 */
export async function findVisibleAd(db: Database, actor: Actor, adId: string): Promise<VisibleAd> {
  const found = await findAdWithViewer(db, actor, adId);
  if (!found || !canSeeAd(actor, found.facts, found.viewer)) throw new ProblemError('NOT_FOUND');
  return found;
}

/**
 * An ad with its whole row, as its owner's rules read it (`authorize(actor, 'ad.viewBids', ad)`
 * answers 404 to anyone but the owner); null when there is none.
 */
export async function findAdForOwner(
  db: Executor,
  adId: string,
  now: Date,
): Promise<(AdRecord & { row: AdRow }) | null> {
  const [row] = await db.select().from(ad).where(eq(ad.id, adId));
  return row ? { row, ad: adFactsOf(row), viewer: OWNER_VIEWER, now } : null;
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
