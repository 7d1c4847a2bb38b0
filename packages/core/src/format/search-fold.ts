import { toTurkishLower } from './text.ts';

/**
 * The one folding rule of every search, in the browser and on the server: Turkish lower case
 * (İ→i, I→ı), then the Turkish letters without their marks, so "Işık", "ışık", "ISIK" and
 * "isik" are all "isik", and "cankiri" finds "Çankırı": people often type without the marks.
 * FOLD_FROM/FOLD_TO are also what the database translates with (apps/api db/search-fold.ts),
 * so a folded query meets text folded the same way there.
 */
export const FOLD_FROM = 'İIŞĞÜÖÇÂÎÛışğüöçâîû';
export const FOLD_TO = 'iisguocaiuisguocaiu';

/** `text` folded for search: Turkish lower case, then without the Turkish marks. */
export const foldForSearch = (text: string): string =>
  Array.from(toTurkishLower(text), (letter) => {
    const index = FOLD_FROM.indexOf(letter);
    return index === -1 ? letter : FOLD_TO.charAt(index);
  }).join('');

/** The words of a query, folded; blanks between them do not count. */
export const foldedQueryWords = (query: string): string[] =>
  foldForSearch(query)
    .split(/\s+/)
    .filter((word) => word !== '');

/**
 * Whether `text` holds every word of `query` (folded, anywhere, in any order): "istanbul" and
 * "İSTANBUL" find "İstanbul", "celik yapi" finds "Yapı Çeliği". An empty query holds for all.
 */
export function matchesSearch(text: string, query: string): boolean {
  const folded = foldForSearch(text);
  return foldedQueryWords(query).every((word) => folded.includes(word));
}
