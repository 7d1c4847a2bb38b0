import { sql, type SQL } from 'drizzle-orm';
import { foldForSearch, toTurkishLower } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { PLAN_EACH_TIME } from '../../../db/plan-each-time.ts';
import { ad, searchWord } from '../../../db/schema/index.ts';

/** The most query words looked up for typos, and the most similar words taken in all. */
const MAX_QUERY_WORDS = 8;
const MAX_SIMILAR_WORDS = 40;

/** The ad's stored full text (migration 0009; not a drizzle column, so lists never carry it). */
const searchVector = sql`${ad}.search_vector`;

/** How selective a search is depends on its words: its statements are planned for them. */
const planned = sql.raw(PLAN_EACH_TIME);

/**
 * Words of the ads that look like the query's words, by trigram similarity on the folded
 * vocabulary (search_word, index-backed): "paslanmz" → "paslanmaz", "celik" → "çelik",
 * "isik" → "ışık". Only letters and digits reach the text search query built from them.
 */
async function similarWords(db: Executor, query: string): Promise<string[]> {
  const words = [
    ...new Set(
      foldForSearch(query)
        .split(/[^0-9a-z]+/)
        .filter((word) => word.length >= 3),
    ),
  ].slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return [];
  // A word the ads hold exactly as typed stands for itself alone ("koli" is not "kocaeli").
  const typed = new Set(toTurkishLower(query).split(/[^0-9a-zçğıöşüâîû]+/));
  const result = (await db.execute(sql`
    select w.word, q.word as "queryWord"
    from unnest(array[${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]) as q(word)
    join ${searchWord} w on w.folded % q.word
    limit ${MAX_SIMILAR_WORDS}`)) as { rows: { word: string; queryWord: string }[] };
  const known = new Set(
    result.rows.filter((row) => typed.has(row.word)).map((row) => row.queryWord),
  );
  return result.rows
    .filter((row) => !known.has(row.queryWord) || typed.has(row.word))
    .map((row) => row.word)
    .filter((word) => /^[0-9a-zçğıöşüâîû]+$/.test(word));
}

/**
 * Full-text search with the `turkish` configuration (stemming: "borular" finds "boru"): an ad
 * matches the whole query, or any of its words, or a word that looks like one of them (typos,
 * missing Turkish marks); the relevance ranks the whole query first.
 * Both sides of the `or` use the one GIN index on the stored search vector.
 */
export async function adTextSearch(
  db: Executor,
  query: string,
): Promise<{ match: SQL; relevance: SQL }> {
  const exact = sql`websearch_to_tsquery('turkish', ${toTurkishLower(query)}::text)`;
  const similar = await similarWords(db, query);
  if (similar.length === 0) {
    return {
      match: sql`${planned} ${searchVector} @@ ${exact}`,
      relevance: sql`ts_rank(${searchVector}, ${exact})`,
    };
  }
  const alternatives = sql`to_tsquery('turkish', ${similar.map((word) => `'${word}'`).join(' | ')}::text)`;
  return {
    match: sql`${planned} (${searchVector} @@ ${exact} or ${searchVector} @@ ${alternatives})`,
    relevance: sql`(2 * ts_rank(${searchVector}, ${exact}) + ts_rank(${searchVector}, ${alternatives}))`,
  };
}
