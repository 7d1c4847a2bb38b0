import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { toTurkishLower } from '@teklifal/core';
import { ad } from '../../db/schema/index.ts';

/**
 * SQL pieces of the ad searches. The application lowers text with Turkish rules (İ→i, I→ı)
 * before it reaches the database, because the database's locale may not know Turkish.
 */

const UPPER = 'İIŞĞÜÖÇÂÎÛ';
const LOWER = 'iışğüöçâîû';

/** A column in Turkish lower case, whatever the database's locale. */
export const turkishLowerSql = (column: AnyColumn | SQL): SQL =>
  sql`lower(translate(${column}, ${UPPER}, ${LOWER}))`;

/** A LIKE pattern that finds `text` anywhere, with the wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** The ad's search text contains the query (Turkish-aware, case-insensitive). */
export const searchDocumentContains = (query: string): SQL =>
  sql`${ad.searchDocument} like ${containsPattern(toTurkishLower(query))}`;

/**
 * Orders Turkish text as a Turkish reader expects (c < ç < d, ı < i, ...) under any collation:
 * each Turkish letter sorts right after its base letter.
 */
export const turkishSortKey = (column: AnyColumn | SQL): SQL =>
  sql`replace(replace(replace(replace(replace(replace(${turkishLowerSql(column)}, 'ç', 'c{'), 'ğ', 'g{'), 'ı', 'h{'), 'ö', 'o{'), 'ş', 's{'), 'ü', 'u{') collate "C"`;

/** Words below this trigram word similarity are not a typo of anything in the ad. */
const TYPO_SIMILARITY = 0.3;

/**
 * Full-text search with the `turkish` configuration (stemming: "borular" finds "boru") or a
 * trigram word similarity above 0.3 (typos: "paslanmz" finds "paslanmaz"), and the relevance
 * of an ad for that query (text rank plus similarity).
 */
export function adTextSearch(query: string): { match: SQL; relevance: SQL } {
  const lowered = toTurkishLower(query);
  const document = sql`to_tsvector('turkish', ${ad.searchDocument})`;
  const tsQuery = sql`websearch_to_tsquery('turkish', ${lowered}::text)`;
  const similarity = sql`word_similarity(${lowered}::text, ${ad.searchDocument})`;
  return {
    match: sql`(${document} @@ ${tsQuery} or ${similarity} > ${sql.raw(String(TYPO_SIMILARITY))})`,
    relevance: sql`(ts_rank(${document}, ${tsQuery}) + ${similarity})`,
  };
}
