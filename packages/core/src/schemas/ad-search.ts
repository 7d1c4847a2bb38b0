import { z } from 'zod';
import { AdListItem } from './ad-views.ts';
import { pageOf } from './paging.ts';

/** A stretch of a text, in UTF-16 code units as JavaScript counts them: [start, end). */
export const TextRange = z
  .object({ start: z.number().int().min(0), end: z.number().int().min(0) })
  .describe('A stretch of the text, [start, end) in UTF-16 code units');
export type TextRange = z.infer<typeof TextRange>;

/** A text with the stretches that matched a search; the UI marks them (never as HTML). */
export const MarkedText = z.object({ text: z.string(), ranges: z.array(TextRange) });
export type MarkedText = z.infer<typeof MarkedText>;

/** Where a search's words stand in an ad, to show a seller why it was found. */
export const AdSearchMatch = z
  .object({
    /** The matched words of the ad's title. */
    title: z.array(TextRange).describe('The matched words of the title'),
    /**
     * A short passage of the description or of a line that holds a matched word, when the title
     * does not hold them all; null when there is none to show.
     */
    snippet: MarkedText.nullable().describe(
      'A passage of the description or of a line with matched words; null when none',
    ),
  })
  .describe('Where the search words stand in the ad');
export type AdSearchMatch = z.infer<typeof AdSearchMatch>;

/** An ad in the market's list, with its matches when the list is a search. */
export const AdSearchItem = AdListItem.extend({
  match: AdSearchMatch.nullable().describe('Null when the list is not a search'),
});
export type AdSearchItem = z.infer<typeof AdSearchItem>;

/** GET /api/ads: the market, with `totalCapped` for a broad search at scale. */
export const AdSearchPage = pageOf(AdSearchItem);

/** The pieces of a text in order, each marked or not: what the UI renders, marks as <mark>. */
export function markedPieces(marked: MarkedText): { text: string; marked: boolean }[] {
  const pieces: { text: string; marked: boolean }[] = [];
  let at = 0;
  const ranges = [...marked.ranges].sort((a, b) => a.start - b.start);
  for (const range of ranges) {
    const start = Math.max(range.start, at);
    const end = Math.min(range.end, marked.text.length);
    if (end <= start) continue;
    if (start > at) pieces.push({ text: marked.text.slice(at, start), marked: false });
    pieces.push({ text: marked.text.slice(start, end), marked: true });
    at = end;
  }
  if (at < marked.text.length) pieces.push({ text: marked.text.slice(at), marked: false });
  return pieces;
}
