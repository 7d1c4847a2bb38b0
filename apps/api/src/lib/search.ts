import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { toTurkishLower } from '@teklifal/core';
import { FOLD_FROM, FOLD_TO, foldedSql } from '../db/search-fold.ts';

const UPPER = 'İIŞĞÜÖÇÂÎÛ';
const LOWER = 'iışğüöçâîû';

/** Case folding for search: Turkish lower case (İ→i, I→ı), then without the Turkish marks. */
export const foldForSearch = (text: string) =>
  Array.from(toTurkishLower(text), (letter) => {
    const index = FOLD_FROM.indexOf(letter);
    return index === -1 ? letter : FOLD_TO.charAt(index);
  }).join('');

/** A LIKE pattern that finds `text` anywhere, with the wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** `column` contains `query`, Turkish-aware and case-insensitive. */
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
