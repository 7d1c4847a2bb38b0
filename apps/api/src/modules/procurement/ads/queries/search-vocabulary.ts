import { arrayOverlaps } from 'drizzle-orm';
import { toTurkishLower } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { searchWord } from '../../schema.ts';
import type { TableCache } from '../../../../plugins/table-cache.ts';
import { foldWord, lowerWord, remembered, wordsOf } from '../search-marks.ts';
import { termWeights, type TermWeight } from './ranked-search.ts';
import { adTextSearch, type AdTextSearch } from './text-search.ts';

/**
 * What a one-word search marks in an ad: the words of the ads (search_word) whose lexemes are
 * the query's, and the query's lexemes themselves for the ad's words too short to be listed
 * there (one or two letters, which the `turkish` stemmer leaves as they are).
 */
export interface MarkWords {
  words: ReadonlySet<string>;
  lexemes: ReadonlySet<string>;
}

/** What a search looks up by its words alone, the same for every viewer and every page. */
export interface Vocabulary {
  search: AdTextSearch;
  /** A one-word search (ranked from ad_search_term): its lexemes' weights and its marks. */
  oneWord: { weights: TermWeight[]; marks: MarkWords } | null;
}

/** The tables a vocabulary is read from; a change of either makes every instance forget them. */
export const VOCABULARY_TABLES = ['search_word', 'ad_search_term'] as const;

/** The most queries kept; past it the oldest goes first. */
const MAX_KEPT = 1000;

/** The vocabulary of `query`, read from the database (three small statements). */
export async function loadVocabulary(db: Executor, query: string): Promise<Vocabulary> {
  const search = await adTextSearch(db, query);
  if (!search.oneWord) return { search, oneWord: null };
  const { weights, lexemes } = await termWeights(db, search.oneWord);
  const words =
    lexemes.length === 0
      ? []
      : await db
          .select({ word: searchWord.word })
          .from(searchWord)
          .where(arrayOverlaps(searchWord.lexemes, lexemes));
  return {
    search,
    oneWord: {
      weights,
      marks: { words: new Set(words.map((row) => row.word)), lexemes: new Set(lexemes) },
    },
  };
}

/** What is not a letter of a word as search_word splits the ads' text (migration 0009). */
const NOT_A_WORD_LETTER = /[^0-9a-zçğıöşüâîû]+/;

/**
 * A word of letters and digits as search_word's words: in Turkish lower case, split at what
 * search_word does not keep (each with its folded form), remembered like the marks' words.
 */
const searchWordsOf = remembered((letters: string) =>
  lowerWord(letters)
    .split(NOT_A_WORD_LETTER)
    .filter((word) => word !== '')
    .map((word) => [word, foldWord(word)] as const),
);

/**
 * The words a one-word search found in an ad's texts, folded: those whose lexemes are the
 * query's. The words ts_headline marked for the same query, without parsing the texts in
 * PostgreSQL for every page: the texts in Turkish lower case split as search_word's words were
 * (each word of letters and digits lowered alone, then split at what search_word does not keep).
 */
export function markedWordsOf(texts: readonly string[], marks: MarkWords): Set<string> {
  const found = new Set<string>();
  for (const text of texts) {
    for (const [letters] of wordsOf(text)) {
      for (const [word, folded] of searchWordsOf(letters)) {
        if (word.length >= 3 ? marks.words.has(word) : marks.lexemes.has(word)) found.add(folded);
      }
    }
  }
  return found;
}

/**
 * The vocabularies of the queries asked on this instance, kept until search_word or
 * ad_search_term changes (an ad published, edited or closed, from any instance: the tables'
 * notices of migration 0043). A search request then sends one statement, its page.
 */
export class SearchVocabulary {
  private readonly kept = new Map<string, Promise<Vocabulary>>();

  constructor(private readonly tableCache: TableCache) {
    tableCache.watch(VOCABULARY_TABLES, () => this.kept.clear());
  }

  of(db: Executor, query: string): Promise<Vocabulary> {
    this.tableCache.noteReads(VOCABULARY_TABLES);
    const key = toTurkishLower(query);
    const found = this.kept.get(key);
    if (found) return found;
    // Kept before it loads, so a change told while it loads makes it forgotten.
    const loading = loadVocabulary(db, query);
    this.kept.set(key, loading);
    loading.catch(() => {
      if (this.kept.get(key) === loading) this.kept.delete(key);
    });
    if (this.kept.size > MAX_KEPT) {
      const [oldest] = this.kept.keys();
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    return loading;
  }
}
