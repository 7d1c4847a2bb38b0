import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { toTurkishLower } from '@teklifal/core';

/**
 * Case folding for search that follows Turkish rules (İ→i, I→ı) and then forgets the Turkish
 * marks, so "Işık", "ışık", "ISIK" and "isik" all find "IŞIK" — people often type without them.
 * PostgreSQL's lower() only knows ASCII under the C locale, hence translate() first.
 */
const FROM = 'İIŞĞÜÖÇÂÎÛışğüöçâîû';
const TO = 'iisguocaiuisguocaiu';
const UPPER = 'İIŞĞÜÖÇÂÎÛ';
const LOWER = 'iışğüöçâîû';

export const foldForSearch = (text: string) =>
  Array.from(toTurkishLower(text), (letter) => {
    const index = FROM.indexOf(letter);
    return index === -1 ? letter : TO.charAt(index);
  }).join('');

/** The column folded as foldForSearch folds the query. */
export const foldedColumn = (column: AnyColumn | SQL): SQL =>
  sql`lower(translate(${column}, ${FROM}, ${TO}))`;

/** A LIKE pattern that finds `text` anywhere, with the wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** `column` contains `query`, Turkish-aware and case-insensitive. */
export const foldedContains = (column: AnyColumn | SQL, query: string): SQL =>
  sql`${foldedColumn(column)} like ${containsPattern(foldForSearch(query))}`;

/**
 * A sort key that orders Turkish text as a Turkish reader expects (c < ç < d, ı < i, ...)
 * whatever the database's collation: each Turkish letter sorts right after its base letter.
 */
export const turkishSortKey = (column: AnyColumn | SQL): SQL =>
  sql`replace(replace(replace(replace(replace(replace(lower(translate(${column}, ${UPPER}, ${LOWER})), 'ç', 'c{'), 'ğ', 'g{'), 'ı', 'h{'), 'ö', 'o{'), 'ş', 's{'), 'ü', 'u{') collate "C"`;
