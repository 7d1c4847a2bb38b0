import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { toTurkishLower } from '@teklifal/core';

/**
 * Turkish-aware "contains" for the order search: İ→i, I→ı, then the Turkish marks are
 * forgotten, so "işık", "ISIK" and "Işık" all find "IŞIK". The database may run a C locale
 * whose lower() only knows ASCII, hence translate() before lower() on the column side.
 *
 * The same folding as modules/admin/search.ts; a module may not import another module, so
 * it lives here until that helper moves to lib/ (asked for in the orders report).
 */
const FROM = 'İIŞĞÜÖÇÂÎÛışğüöçâîû';
const TO = 'iisguocaiuisguocaiu';

export const foldForSearch = (text: string) =>
  Array.from(toTurkishLower(text), (letter) => {
    const index = FROM.indexOf(letter);
    return index === -1 ? letter : TO.charAt(index);
  }).join('');

const foldedColumn = (column: AnyColumn | SQL): SQL =>
  sql`lower(translate(${column}, ${FROM}, ${TO}))`;

/** A LIKE pattern that finds `text` anywhere, with the wildcards in it taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** `column` contains `query`, Turkish-aware and case-insensitive. */
export const foldedContains = (column: AnyColumn | SQL, query: string): SQL =>
  sql`${foldedColumn(column)} like ${containsPattern(foldForSearch(query))}`;
