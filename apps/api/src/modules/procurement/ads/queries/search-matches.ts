import { sql, type SQL } from 'drizzle-orm';
import type { AdSearchMatch } from '@teklifal/core';
import { ad, adItem } from '../../schema.ts';
import { adSearchMatch, MARK_END, MARK_START, markedWords } from '../search-marks.ts';
import { markedWordsOf, type MarkWords } from './search-vocabulary.ts';

/** ts_headline marks every word of the search query in the whole text, between sentinels. */
const HEADLINE_OPTIONS = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;

/** A line of an ad as the marks read it: its name and specification. */
type LineText = [name: string, specification: string | null];

/** What searchMarkColumns adds to a row. */
export interface SearchMarkRow {
  headline: string | null;
  lines: LineText[] | null;
}

/**
 * What the marks of a search need of each ad of a page, as columns of the statement that selects
 * the page: which words of the ad's search text the query `terms` found (ts_headline, with the
 * same `turkish` stemming that matched them; null when the marks come from the query's words,
 * markedWordsOf) and, with `lines`, the texts of its lines in their order.
 */
export const searchMarkColumns = (terms: SQL | null, { lines }: { lines: boolean }) => ({
  headline: terms
    ? sql<
        string | null
      >`ts_headline('turkish', ${ad.searchDocument}, ${terms}, ${HEADLINE_OPTIONS})`
    : sql<string | null>`null::text`,
  lines: lines
    ? sql<
        LineText[] | null
      >`(select coalesce(json_agg(json_build_array(${adItem.name}, ${adItem.specification})
        order by ${adItem.position}), '[]'::json) from ${adItem} where ${adItem.adId} = ${ad.id})`
    : sql<LineText[] | null>`null::json`,
});

/**
 * Where a search's words stand in one ad of a page: the title, description and lines are marked
 * wherever the words found in the ad stand: those of a one-word search's `marks`, else those
 * PostgreSQL marked in the headline.
 */
export function searchMatchOf(
  row: SearchMarkRow & { ad: { title: string; description: string | null } },
  marks: MarkWords | null,
): AdSearchMatch {
  const texts = {
    title: row.ad.title,
    description: row.ad.description ?? '',
    lines: (row.lines ?? []).flatMap(([name, specification]) => [name, specification ?? '']),
  };
  const found = marks
    ? markedWordsOf([texts.title, texts.description, ...texts.lines], marks)
    : markedWords(row.headline ?? '');
  return adSearchMatch(texts, found);
}
