import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO } from '@teklifal/core';

/**
 * Trigram similarity from which a word of the ads counts as a typo of a query's word
 * ("paslanmz" → "paslanmaz"). Set as `pg_trgm.similarity_threshold` on every connection, so
 * the index-backed `%` operator applies it (modules/ads/text-search.ts).
 */
export const TYPO_SIMILARITY = 0.3;

/**
 * `column` folded by core's search folding rule (format/search-fold.ts: the letters of FOLD_FROM
 * become those of FOLD_TO), written with literal constants: an expression the planner can match
 * with a generated column or an index. PostgreSQL's lower() only knows ASCII under the C
 * locale, hence translate() first.
 */
export const foldedSql = (column: AnyColumn | SQL): SQL =>
  sql`lower(translate(${column}, ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)}))`;
