import {
  foldForSearch,
  toTurkishLower,
  type AdSearchMatch,
  type MarkedText,
  type TextRange,
} from '@teklifal/core';

/** The sentinels ts_headline puts around a matched word (control characters: no text has them). */
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

/** How long a snippet is at most, and how much of it comes before its first matched word. */
const SNIPPET_LENGTH = 160;
const SNIPPET_LEAD = 40;

const WORD = /[\p{L}\p{N}]+/gu;

/** Words remembered with their forms below; past it they are forgotten at once. */
const MAX_REMEMBERED_WORDS = 20_000;

/**
 * `convert` of one word, remembered (a word's forms never change): the marks fold every word of
 * a page's texts, the same few thousand words request after request, and Turkish lower case
 * (ICU's, for 'tr') cost more than a third of a search request's time.
 */
export function remembered<T>(convert: (word: string) => T): (word: string) => T {
  const known = new Map<string, T>();
  return (word) => {
    let form = known.get(word);
    if (form === undefined) {
      if (known.size >= MAX_REMEMBERED_WORDS) known.clear();
      form = convert(word);
      known.set(word, form);
    }
    return form;
  };
}

/** foldForSearch of one word. */
export const foldWord = remembered(foldForSearch);
/** toTurkishLower of one word. */
export const lowerWord = remembered(toTurkishLower);

/** The words of `text` (letters and digits) with where each stands. */
export const wordsOf = (text: string) => text.matchAll(WORD);

/** The folded words ts_headline marked in a text: what the search found in the ad. */
export function markedWords(headline: string): Set<string> {
  const words = new Set<string>();
  const marked = new RegExp(`${MARK_START}([^${MARK_END}]*)${MARK_END}`, 'g');
  for (const [, inside = ''] of headline.matchAll(marked)) {
    for (const [word] of inside.matchAll(WORD)) words.add(foldWord(word));
  }
  return words;
}

/** The stretches of `text` that are one of the found words (folded alike). */
export function rangesOf(text: string, words: ReadonlySet<string>): TextRange[] {
  const ranges: TextRange[] = [];
  for (const found of text.matchAll(WORD)) {
    if (words.has(foldWord(found[0]))) {
      ranges.push({ start: found.index, end: found.index + found[0].length });
    }
  }
  return ranges;
}

/**
 * A passage of `text` around its first found word: cut at blanks, "…" where it was cut,
 * blanks (line breaks too) as single spaces of the same length, so the ranges stay true.
 */
function passage(text: string, first: TextRange, words: ReadonlySet<string>): MarkedText {
  const flat = text.replace(/\s/g, ' ');
  let start = Math.max(0, first.start - SNIPPET_LEAD);
  if (start > 0) {
    // Back to the start of a word, unless that word is very long.
    const blank = flat.lastIndexOf(' ', start);
    if (blank >= 0 && start - blank <= SNIPPET_LEAD) start = blank + 1;
  }
  let end = Math.min(flat.length, start + SNIPPET_LENGTH);
  if (end < flat.length) {
    const blank = flat.lastIndexOf(' ', end);
    if (blank > first.end) end = blank;
  }
  const lead = start > 0 ? '…' : '';
  const body = flat.slice(start, end).trimEnd();
  return {
    text: `${lead}${body}${end < flat.length ? '…' : ''}`,
    ranges: rangesOf(body, words).map((range) => ({
      start: range.start + lead.length,
      end: range.end + lead.length,
    })),
  };
}

/**
 * Where the found words stand in an ad: the title's ranges, and when the title lacks some of
 * them, a passage of the first of the description and the lines that holds one it lacks.
 */
export function adSearchMatch(
  ad: { title: string; description: string; lines: readonly string[] },
  words: ReadonlySet<string>,
): AdSearchMatch {
  const title = rangesOf(ad.title, words);
  const inTitle = new Set(title.map((range) => foldWord(ad.title.slice(range.start, range.end))));
  const missing = new Set([...words].filter((word) => !inTitle.has(word)));
  let snippet: MarkedText | null = null;
  if (missing.size > 0) {
    for (const text of [ad.description, ...ad.lines]) {
      const first = rangesOf(text, missing)[0];
      if (first) {
        snippet = passage(text, first, words);
        break;
      }
    }
  }
  return { title, snippet };
}
