import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../../db/client.ts';
import { preparedRead } from '../../../../db/prepared.ts';
import { ad, adInvitation, adSearchTerm } from '../../schema.ts';
import type { TableCache } from '../../../../plugins/table-cache.ts';

/** One published ad of a list, as a seller's list filters it. */
interface RankedEntry {
  adId: string;
  /** Epoch milliseconds: the ad leaves every list at its deadline. */
  deadline: number;
  /** The buyer's company: it sees its own ad whatever its visibility. */
  companyId: string;
  /** The companies an invited-only ad invites; null when the ad is open to all. */
  invited: ReadonlySet<string> | null;
}

/** A seller, at an instant: what decides which entries its list holds. */
export interface RankedViewer {
  companyId: string;
  now: Date;
}

/**
 * The tables an entry is read from: a change committed to any (from any instance: the notices
 * of migrations 0043, 0046 and 0047) makes every instance forget its lists.
 */
export const RANKED_LIST_TABLES = ['ad_search_term', 'ad_invitation', 'ad'] as const;

/** Which list: the ads holding a lexeme, best first; or every published ad, newest first. */
export type RankedList = { lexeme: string } | 'newest';
const keyOf = (list: RankedList) => (list === 'newest' ? 'newest' : `word:${list.lexeme}`);

/**
 * The most entries kept over all lexemes (about 150 bytes each: some 60 MB); past it the oldest
 * lexemes go first. The most common word of the scale data, "koli", holds 7,000 open ads.
 */
const MAX_ENTRIES = 400_000;
/**
 * A list is read again after this long even if no change was told: a notice sent while this
 * instance's LISTEN connection was down would otherwise be missed for good (as the table cache).
 */
const MAX_AGE_MS = 60_000;

/**
 * The companies an invited-only ad invites, null for an ad open to all; as JSON, which both
 * drivers give as an array (a text[] comes as its text from PGlite).
 */
const invitedCompaniesOf = (adId: AnyPgColumn, visibility: AnyPgColumn) =>
  sql<string[] | null>`case when ${visibility} = 'open' then null else
    (select coalesce(json_agg(${adInvitation.companyId}), '[]'::json) from ${adInvitation}
      where ${adInvitation.adId} = ${adId}) end`;

/**
 * Every published ad holding the lexeme, in the order a one-word search ranks them (best first,
 * ties newest first, then by id: the rank index's own order, so PostgreSQL's collation decides
 * the ids' order here as in the statement it replaces), with the companies it invites.
 */
const entriesOfLexeme = preparedRead('market_ranked_list', (db, name) =>
  db
    .select({
      adId: adSearchTerm.adId,
      deadline: adSearchTerm.bidDeadline,
      visibility: adSearchTerm.visibility,
      companyId: ad.companyId,
      invited: invitedCompaniesOf(adSearchTerm.adId, adSearchTerm.visibility),
    })
    .from(adSearchTerm)
    .innerJoin(ad, sql`${ad.id} = ${adSearchTerm.adId}`)
    .where(sql`${adSearchTerm.lexeme} = ${sql.placeholder('lexeme')}`)
    .orderBy(
      sql`${adSearchTerm.score} desc`,
      sql`${adSearchTerm.publishedAt} desc`,
      sql`${adSearchTerm.adId} desc`,
    )
    .prepare(name),
);

/** Every published ad, newest first (the market's list without a search), as entries. */
const newestEntries = preparedRead('market_newest_list', (db, name) =>
  db
    .select({
      adId: ad.id,
      deadline: ad.bidDeadline,
      visibility: ad.visibility,
      companyId: ad.companyId,
      invited: invitedCompaniesOf(ad.id, ad.visibility),
    })
    .from(ad)
    .where(sql`${ad.status} = 'published'`)
    .orderBy(sql`${ad.publishedAt} desc`, sql`${ad.id} desc`)
    .prepare(name),
);

async function loadEntries(db: Database, list: RankedList): Promise<RankedEntry[]> {
  const rows =
    list === 'newest'
      ? await newestEntries(db).execute()
      : await entriesOfLexeme(db).execute({ lexeme: list.lexeme });
  return rows.map((row) => ({
    adId: row.adId,
    // A published ad always has its deadline; one without would never be open.
    deadline: row.deadline === null ? 0 : new Date(row.deadline).getTime(),
    companyId: row.companyId,
    invited: row.visibility === 'open' ? null : new Set(row.invited ?? []),
  }));
}

const opensTo = (entry: RankedEntry, viewer: RankedViewer, now: number) =>
  entry.deadline > now &&
  (entry.invited === null ||
    entry.companyId === viewer.companyId ||
    entry.invited.has(viewer.companyId));

interface KeptList {
  entries: Promise<RankedEntry[]>;
  loadedAt: number;
  /** How many entries it holds, once loaded. */
  size: number;
}

/**
 * The market's lists, kept by each instance until a published ad, the ads' words or the
 * invitations change: the ranked ads of one-word searches, per lexeme, and every published ad
 * newest first (the list a seller opens first, without a search). A search of one lexeme, or
 * the list without a search, without filters then picks its page and counts its ads in memory
 * and sends one statement: the viewer's own bids (ad-cards.ts). What a list holds is the same
 * for every seller; who may see which ad (open, its own, invited) and the deadlines are applied
 * per request.
 */
export class RankedLists {
  private readonly kept = new Map<string, KeptList>();

  constructor(
    private readonly tableCache: TableCache,
    private readonly maxEntries = MAX_ENTRIES,
  ) {
    tableCache.watch(RANKED_LIST_TABLES, () => this.kept.clear());
  }

  private entries(db: Database, list: RankedList): Promise<RankedEntry[]> {
    const key = keyOf(list);
    const found = this.kept.get(key);
    if (found && Date.now() - found.loadedAt < MAX_AGE_MS) return found.entries;
    // Kept before it loads, so a change told while it loads makes it forgotten.
    const loading: KeptList = { entries: loadEntries(db, list), loadedAt: Date.now(), size: 0 };
    this.kept.delete(key);
    this.kept.set(key, loading);
    loading.entries.then(
      (entries) => {
        loading.size = entries.length;
        this.keepWithinBound(loading);
      },
      () => {
        if (this.kept.get(key) === loading) this.kept.delete(key);
      },
    );
    return loading.entries;
  }

  /** Forgets the oldest lists until the entries kept are within the bound (`newest` stays). */
  private keepWithinBound(newest: KeptList) {
    let total = 0;
    for (const list of this.kept.values()) total += list.size;
    for (const [key, list] of this.kept) {
      if (total <= this.maxEntries) break;
      if (list === newest) continue;
      this.kept.delete(key);
      total -= list.size;
    }
  }

  /**
   * The ids of one page of the list's ads that the viewer may bid on, in the list's order, and
   * how many there are, counted up to `countRows`.
   */
  async page(
    db: Database,
    list: RankedList,
    viewer: RankedViewer,
    page: { limit: number; offset: number; countRows: number },
  ): Promise<{ ids: string[]; total: number }> {
    this.tableCache.noteReads(RANKED_LIST_TABLES);
    const entries = await this.entries(db, list);
    const now = viewer.now.getTime();
    const ids: string[] = [];
    let total = 0;
    for (const entry of entries) {
      if (!opensTo(entry, viewer, now)) continue;
      if (total >= page.offset && ids.length < page.limit) ids.push(entry.adId);
      // The cap is past the page asked for (browse.ts), so the page is whole when it is reached.
      if (++total >= page.countRows) break;
    }
    return { ids, total };
  }
}
