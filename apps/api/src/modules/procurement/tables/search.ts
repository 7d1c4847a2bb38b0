import { index, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AdVisibility } from '@teklifal/core';
import { ad } from './ads.ts';
import { instant } from '../../../db/schema/columns.ts';

/**
 * Every word that ever stood in an ad's search text, with its folded form (Turkish marks
 * dropped) and its lexemes (the `turkish` configuration's), kept by a trigger on ad (migrations
 * 0009, 0043). Typo-tolerant search looks the query's words up here by trigram similarity, then
 * searches the ads' full text for the words found; a one-word search marks in its ads the words
 * whose lexemes are the query's.
 */
export const searchWord = pgTable(
  'search_word',
  {
    word: text().primaryKey(),
    folded: text().notNull(),
    lexemes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('search_word_folded_trgm_idx').using('gin', sql`${t.folded} gin_trgm_ops`),
    index('search_word_lexemes_idx').using('gin', t.lexemes),
  ],
);

/**
 * Each word (full-text lexeme) of each published ad with the ad's full-text rank for that word
 * alone: `ts_rank(search_vector, 'word')`. Kept by a trigger on ad (migration 0041), which also
 * copies the order's tie-breaker and the deadline and visibility a seller's list is filtered
 * by (an ad that invites only its sellers is checked on the ad). A one-word search is
 * answered from here in rank order (the index below) instead of ranking every ad that holds
 * the word: at 100,000 ads "koli" is in 7,000 open ones.
 */
export const adSearchTerm = pgTable(
  'ad_search_term',
  {
    adId: text()
      .notNull()
      .references(() => ad.id, { onDelete: 'cascade' }),
    lexeme: text().notNull(),
    score: real().notNull(),
    /** As on the ad (never empty on a published ad): the tie-breaker, newest first. */
    publishedAt: instant(),
    bidDeadline: instant().notNull(),
    visibility: text().$type<AdVisibility>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.adId, t.lexeme] }),
    // A word's ads by rank, ties newest first (as the search orders them), with the deadline and
    // visibility, so a page and the capped count of open ads are read from the index alone.
    index('ad_search_term_rank_idx').on(
      t.lexeme,
      t.score.desc().nullsFirst(),
      t.publishedAt.desc().nullsFirst(),
      t.adId.desc().nullsFirst(),
      t.bidDeadline,
      t.visibility,
    ),
  ],
);
