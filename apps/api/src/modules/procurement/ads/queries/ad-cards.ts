import { and, eq, sql } from 'drizzle-orm';
import type { AdSearchMatch, BidStatus } from '@teklifal/core';
import type { Database } from '../../../../db/client.ts';
import { preparedRead } from '../../../../db/prepared.ts';
import { ad, bid } from '../../schema.ts';
import type { TableCache } from '../../../../plugins/table-cache.ts';
import { selectAdsWithSharedFactsAnd, type AdWithListFactsRow } from './ad-view.ts';
import { searchMarkColumns, type SearchMarkRow } from './search-matches.ts';
import type { MarkWords } from './search-vocabulary.ts';

/** What a search list shows of an ad, the same for every seller: its facts and its lines' texts. */
export type AdCard = Omit<AdWithListFactsRow, 'myBid'> & SearchMarkRow;

/**
 * The tables a card is read from: a committed change to any (from any instance: the notices of
 * migrations 0006, 0016 and 0047) makes every instance forget its cards.
 */
export const AD_CARD_TABLES = ['ad', 'ad_item', 'company', 'sector'] as const;

/** The most cards kept (a card is an ad's row and its lines: ~2 KB); past it the oldest go. */
const MAX_KEPT = 5000;
/** Read again after this long even if no change was told (a notice missed while reconnecting). */
const MAX_AGE_MS = 60_000;

const cardsOf = preparedRead('market_ad_cards', (db, name) =>
  selectAdsWithSharedFactsAnd(db, searchMarkColumns(null, { lines: true }))
    .where(sql`${ad.id} = any(${sql.placeholder('ids')}::text[])`)
    .prepare(name),
);

const myBidsOf = preparedRead('market_my_bids', (db, name) =>
  db
    .select({ adId: bid.adId, status: bid.status, validUntil: bid.validUntil })
    .from(bid)
    .where(
      and(
        eq(bid.sellerCompanyId, sql.placeholder('companyId')),
        sql`${bid.adId} = any(${sql.placeholder('ids')}::text[])`,
      ),
    )
    .prepare(name),
);

/**
 * The ads of search pages as every seller sees them, kept by each instance until an ad, a
 * line, a company or a sector changes, with the marks each query's words put in them. A page
 * chosen in memory (ranked-lists.ts) then reads only the viewer's own bids on its ads.
 */
export class AdCards {
  private readonly kept = new Map<string, AdCard>();
  /** Each query's marks per ad, forgotten with the cards (the texts they were found in). */
  private marks = new WeakMap<MarkWords, Map<string, AdSearchMatch>>();
  /** Counts the changes told, so a load that a change overtook keeps nothing. */
  private generation = 0;
  private loadedAt = Date.now();

  constructor(private readonly tableCache: TableCache) {
    tableCache.watch(AD_CARD_TABLES, () => this.forget());
  }

  private forget() {
    this.kept.clear();
    this.marks = new WeakMap();
    this.generation++;
    this.loadedAt = Date.now();
  }

  /** The page's ads in the order of `ids` (an id no longer found is left out), with the viewer's bid. */
  async page(
    db: Database,
    ids: readonly string[],
    viewerCompanyId: string,
  ): Promise<(AdWithListFactsRow & SearchMarkRow)[]> {
    this.tableCache.noteReads(AD_CARD_TABLES);
    if (Date.now() - this.loadedAt > MAX_AGE_MS) this.forget();
    const missing = ids.filter((id) => !this.kept.has(id));
    const generation = this.generation;
    const [loaded, myBids] = await Promise.all([
      missing.length > 0 ? cardsOf(db).execute({ ids: missing }) : [],
      myBidsOf(db).execute({ companyId: viewerCompanyId, ids: [...ids] }),
    ]);
    const found = new Map<string, AdCard>(loaded.map((card) => [card.ad.id, card]));
    if (generation === this.generation) {
      for (const card of loaded) this.keep(card);
    }
    const bids = new Map<string, { status: BidStatus; validUntil: string }>(
      myBids.map((row) => [row.adId, { status: row.status, validUntil: row.validUntil }]),
    );
    return ids.flatMap((id) => {
      const card = found.get(id) ?? this.kept.get(id);
      return card ? [{ ...card, myBid: bids.get(id) ?? null }] : [];
    });
  }

  /** The marks of a query's words in an ad, found once per card. */
  matchOf(adId: string, marks: MarkWords, find: () => AdSearchMatch): AdSearchMatch {
    let byAd = this.marks.get(marks);
    if (!byAd) this.marks.set(marks, (byAd = new Map()));
    let match = byAd.get(adId);
    if (!match) {
      match = find();
      if (this.kept.has(adId)) byAd.set(adId, match);
    }
    return match;
  }

  private keep(card: AdCard) {
    this.kept.delete(card.ad.id);
    this.kept.set(card.ad.id, card);
    if (this.kept.size > MAX_KEPT) {
      const [oldest] = this.kept.keys();
      if (oldest !== undefined) this.kept.delete(oldest);
    }
  }
}
