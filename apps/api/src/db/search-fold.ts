import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Turkish letters and what search folds them to (after Turkish lower-casing, İ→i and I→ı), so
 * "Işık", "ışık", "ISIK" and "isik" all find "IŞIK": people often type without the marks.
 * One list for the database (ad.search_folded, kept by PostgreSQL) and the queries.
 */
export const FOLD_FROM = 'İIŞĞÜÖÇÂÎÛışğüöçâîû';
export const FOLD_TO = 'iisguocaiuisguocaiu';

/**
 * Trigram similarity from which a word of the ads counts as a typo of a query's word
 * ("paslanmz" → "paslanmaz"). Set as `pg_trgm.similarity_threshold` on every connection, so
 * the index-backed `%` operator applies it (modules/ads/text-search.ts).
 */
export const TYPO_SIMILARITY = 0.3;

/**
 * `column` folded as above, written with literal constants: an expression the planner can match
 * with a generated column or an index. PostgreSQL's lower() only knows ASCII under the C
 * locale, hence translate() first.
 */
export const foldedSql = (column: AnyColumn | SQL): SQL =>
  sql`lower(translate(${column}, ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)}))`;
