import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { foldForSearch } from '@teklifal/core';
import { foldedSql } from '../db/search-fold.ts';

const UPPER = 'İIŞĞÜÖÇÂÎÛ';
const LOWER = 'iışğüöçâîû';

/** A LIKE pattern that finds `text` anywhere, with the wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** `column` contains `query`, folded on both sides by core's one rule (foldForSearch). */
export const foldedContains = (column: AnyColumn | SQL, query: string): SQL =>
  sql`${foldedSql(column)} like ${containsPattern(foldForSearch(query))}`;

/** An already folded column (ad.searchFolded) contains `query`: the trigram index serves it. */
export const foldedColumnContains = (folded: AnyColumn, query: string): SQL =>
  sql`${folded} like ${containsPattern(foldForSearch(query))}`;

/**
 * A sort key that orders Turkish text as a Turkish reader expects (c < ç < d, ı < i, ...)
 * whatever the database's collation: each Turkish letter sorts right after its base letter.
 */
export const turkishSortKey = (column: AnyColumn | SQL): SQL =>
  sql`replace(replace(replace(replace(replace(replace(lower(translate(${column}, ${UPPER}, ${LOWER})), 'ç', 'c{'), 'ğ', 'g{'), 'ı', 'h{'), 'ö', 'o{'), 'ş', 's{'), 'ü', 'u{') collate "C"`;
