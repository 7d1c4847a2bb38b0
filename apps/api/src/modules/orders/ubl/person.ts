import { foldForSearch, isValidTckn } from '@teklifal/core';
import type { UblPerson } from './document.ts';

/** The words of a name or an ünvan, folded (Turkish case and marks), punctuation left out. */
const foldedWords = (value: string) =>
  foldForSearch(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

const holdsInOrder = (words: string[], part: string[]) =>
  part.length > 0 &&
  words.some((_, start) => part.every((word, offset) => words[start + offset] === word));

/**
 * The person behind a party taxed by a TCKN (a sole proprietor), as UBL-TR's cac:Person wants
 * it, or null. A company profile records no person, so the name is the company owner's account
 * name, and only when the order's ünvan carries that full name word for word: a sole trader's
 * ünvan must hold his or her first and family name (TTK m. 40), so the match says the account
 * is the proprietor's own and not an employee's. The family name is the last word, the first
 * name(s) the words before it ("Ayşe Nur Çelik" → "Ayşe Nur" + "Çelik"). A VKN party, a
 * one-word name or an ünvan without the name gives null: better no cac:Person than a wrong one.
 */
export function soleProprietorOf(party: {
  taxNumber: string;
  name: string;
  ownerName: string | null;
}): UblPerson | null {
  if (!isValidTckn(party.taxNumber) || !party.ownerName) return null;
  const words = party.ownerName.trim().split(/\s+/);
  const familyName = words.at(-1);
  if (words.length < 2 || !familyName) return null;
  if (!holdsInOrder(foldedWords(party.name), foldedWords(party.ownerName))) return null;
  return { firstName: words.slice(0, -1).join(' '), familyName };
}
