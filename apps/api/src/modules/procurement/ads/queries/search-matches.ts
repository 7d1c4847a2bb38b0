import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdSearchMatch } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { ad, adItem } from '../../../../db/schema/index.ts';
import { adSearchMatch, MARK_END, MARK_START, markedWords } from '../search-marks.ts';

/** ts_headline marks every word of the search query in the whole text, between sentinels. */
const HEADLINE_OPTIONS = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;

/**
 * Where a search's words stand in the ads of one page, by ad id. PostgreSQL says which words
 * of each ad's search text the query found (ts_headline, with the same `turkish` stemming that
 * matched them); the title, description and lines are then marked wherever those words stand.
 */
export async function searchMatches(
  db: Executor,
  terms: SQL,
  adIds: string[],
): Promise<Map<string, AdSearchMatch>> {
  if (adIds.length === 0) return new Map();
  const [texts, lines] = await Promise.all([
    db
      .select({
        id: ad.id,
        title: ad.title,
        description: ad.description,
        headline: sql<string>`ts_headline('turkish', ${ad.searchDocument}, ${terms}, ${HEADLINE_OPTIONS})`,
      })
      .from(ad)
      .where(inArray(ad.id, adIds)),
    db
      .select({ adId: adItem.adId, name: adItem.name, specification: adItem.specification })
      .from(adItem)
      .where(inArray(adItem.adId, adIds))
      .orderBy(asc(adItem.adId), asc(adItem.position)),
  ]);
  const matches = new Map<string, AdSearchMatch>();
  for (const row of texts) {
    const ownLines = lines
      .filter((line) => line.adId === row.id)
      .flatMap((line) => [line.name, line.specification ?? '']);
    matches.set(
      row.id,
      adSearchMatch(
        { title: row.title, description: row.description ?? '', lines: ownLines },
        markedWords(row.headline),
      ),
    );
  }
  return matches;
}
