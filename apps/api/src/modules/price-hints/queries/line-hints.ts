import { PRICE_HINT_RULE, priceHintOf, trackRecordBefore, type PriceHint } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { presentPriceHint } from '../presenter.ts';
import { loadCompanyIdentities, loadOldSellers } from './hint-evidence.ts';
import { loadPastAwards, type PastAwardsQuery } from './past-awards.ts';

/**
 * The hint for one line: the similar past awards and the facts about their companies, through
 * core's disclosure rule (policies/price-hints.ts). Fewer buyers than the rule needs: nothing
 * more is read.
 */
export async function lineHint(db: Executor, query: PastAwardsQuery): Promise<PriceHint | null> {
  const awards = await loadPastAwards(db, query);
  const buyerIds = [...new Set(awards.map((award) => award.buyerCompanyId))];
  if (buyerIds.length < PRICE_HINT_RULE.minBuyers) return null;
  const oldSellers = await loadOldSellers(db, buyerIds, trackRecordBefore(query.now));
  const companies = await loadCompanyIdentities(db, [
    ...new Set([
      query.askerCompanyId,
      ...buyerIds,
      ...awards.map((award) => award.sellerCompanyId),
      ...[...oldSellers.values()].flat(),
    ]),
  ]);
  const hint = priceHintOf({ awards, companies, oldSellers }, query.askerCompanyId);
  return presentPriceHint(hint, query);
}

/** The ad's lines, as far as a hint needs them. */
export interface HintedLine {
  id: string;
  name: string;
  unit: PastAwardsQuery['unit'];
}

/**
 * A hint for every line of an ad, one bounded lookup per distinct name and unit (an ad has at
 * most AD_ITEMS_MAX lines), one after the other so a long ad does not take every connection.
 */
export async function adLineHints(
  db: Executor,
  lines: readonly HintedLine[],
  common: Omit<PastAwardsQuery, 'name' | 'unit'>,
): Promise<{ adItemId: string; hint: PriceHint | null }[]> {
  const found = new Map<string, PriceHint | null>();
  const answers = [];
  for (const line of lines) {
    const key = `${line.unit}\u0000${line.name.trim()}`;
    if (!found.has(key)) {
      found.set(key, await lineHint(db, { ...common, name: line.name, unit: line.unit }));
    }
    answers.push({ adItemId: line.id, hint: found.get(key) ?? null });
  }
  return answers;
}
