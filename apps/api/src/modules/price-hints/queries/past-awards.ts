import { and, desc, eq, gte, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  foldForSearch,
  nameNumbers,
  PRICE_HINT_RULE,
  priceHintWindowStart,
  type Currency,
  type OrderStatus,
  type PastAward,
  type Unit,
} from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { ad } from '../../procurement/queries/tables.ts';
import { orderItem, purchaseOrder } from '../../orders/queries/tables.ts';
import { sector } from '../../sectors/queries/tables.ts';
import { foldedSql } from '../../../db/search-fold.ts';

/**
 * Trigram similarity from which an awarded line's name counts as similar to the asked one
 * ("koli 40x30x30" and "çift oluklu koli 40x30x30 cm": 0.46). The index answers the `%`
 * operator (pg_trgm.similarity_threshold, 0.3 on every connection); this is the stricter cut.
 */
export const LINE_NAME_SIMILARITY = 0.4;

/**
 * Orders that were not agreed: the seller declined the price or terms, or either side
 * cancelled. An order still waiting for the seller's confirmation counts: the seller offered
 * that price and the buyer accepted it; should the seller decline, it drops out.
 */
export const UNAGREED_ORDER_STATUSES = ['cancelled', 'declined'] as const satisfies OrderStatus[];

/** Candidate rows read at most: enough for hundreds of buyers, bounded for any name. */
const MAX_ROWS = 1000;

export interface PastAwardsQuery {
  askerCompanyId: string;
  sectorId: string;
  unit: Unit;
  currency: Currency;
  name: string;
  now: Date;
}

/** The asked sector's group: its main sector (itself when it is one) and all sub-sectors. */
function sectorGroup(sectorId: string): SQL {
  const root = sql`coalesce((select ${sector.parentId} from ${sector} where ${sector.id} = ${sectorId}), ${sectorId})`;
  return sql`(select ${sector.id} from ${sector} where ${sector.id} = ${root} or ${sector.parentId} = ${root})`;
}

/** Every number of the asked name stands in the line's name as a number of its own. */
const carriesNumbers = (lineName: SQL, numbers: readonly string[]): SQL[] =>
  numbers.map((number) => sql`${lineName} ~ ${`(^|[^0-9])${number}([^0-9]|$)`}`);

/**
 * Awarded lines like the asked one, for core's disclosure rule (priceHintOf): same unit and
 * currency, agreed orders of the last twelve months, ads in the asked sector's group, names
 * similar after folding and carrying the asked name's numbers; never the asker's own orders
 * (as buyer or seller). Per buyer only its few most recent awards in the group and in the
 * sector itself come back (the rule counts one), so one busy buyer cannot crowd out the rest.
 */
export async function loadPastAwards(db: Executor, query: PastAwardsQuery): Promise<PastAward[]> {
  const asked = foldForSearch(query.name).trim();
  const lineName = foldedSql(orderItem.name);
  const sameSector = sql<boolean>`(${ad.sectorId} = ${query.sectorId})`;
  const newest = sql`${purchaseOrder.createdAt} desc, ${orderItem.id} desc`;
  const candidates = db
    .select({
      buyerCompanyId: purchaseOrder.buyerCompanyId,
      sellerCompanyId: purchaseOrder.sellerCompanyId,
      unitPrice: orderItem.unitPrice,
      awardedAt: purchaseOrder.createdAt,
      sameSector: sameSector.as('same_sector'),
      rankInGroup:
        sql<number>`row_number() over (partition by ${purchaseOrder.buyerCompanyId} order by ${newest})`.as(
          'rank_in_group',
        ),
      rankInSector:
        sql<number>`row_number() over (partition by ${purchaseOrder.buyerCompanyId}, ${sameSector} order by ${newest})`.as(
          'rank_in_sector',
        ),
    })
    .from(orderItem)
    .innerJoin(purchaseOrder, eq(purchaseOrder.id, orderItem.orderId))
    .innerJoin(ad, eq(ad.id, purchaseOrder.adId))
    .where(
      and(
        sql`${lineName} % ${asked}`,
        sql`similarity(${lineName}, ${asked}) >= ${LINE_NAME_SIMILARITY}`,
        ...carriesNumbers(lineName, nameNumbers(query.name)),
        eq(orderItem.unit, query.unit),
        eq(purchaseOrder.currency, query.currency),
        notInArray(purchaseOrder.status, UNAGREED_ORDER_STATUSES),
        gte(purchaseOrder.createdAt, priceHintWindowStart(query.now)),
        lte(purchaseOrder.createdAt, query.now),
        ne(purchaseOrder.buyerCompanyId, query.askerCompanyId),
        ne(purchaseOrder.sellerCompanyId, query.askerCompanyId),
        sql`${ad.sectorId} in ${sectorGroup(query.sectorId)}`,
      ),
    )
    .as('candidates');

  const cap = PRICE_HINT_RULE.candidatesPerBuyer;
  const rows = await db
    .select({
      buyerCompanyId: candidates.buyerCompanyId,
      sellerCompanyId: candidates.sellerCompanyId,
      unitPrice: candidates.unitPrice,
      awardedAt: candidates.awardedAt,
      sameSector: candidates.sameSector,
    })
    .from(candidates)
    .where(
      or(
        lte(candidates.rankInGroup, cap),
        and(eq(candidates.sameSector, true), lte(candidates.rankInSector, cap)),
      ),
    )
    .orderBy(desc(candidates.awardedAt))
    .limit(MAX_ROWS);
  return rows.map((row) => ({ ...row, sameSector: Boolean(row.sameSector) }));
}
