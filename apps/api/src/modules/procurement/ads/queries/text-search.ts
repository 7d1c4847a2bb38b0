import { sql, type SQL } from 'drizzle-orm';
import { foldForSearch, toTurkishLower } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { PLAN_EACH_TIME } from '../../../../db/plan-each-time.ts';
import { ad, searchWord } from '../../schema.ts';

/** The most query words looked up, and the most words of the ads taken for each. */
const MAX_QUERY_WORDS = 8;
const MAX_WORDS_PER_QUERY_WORD = 12;
/** A word of the ads shorter than this is not taken as the root of a longer query word. */
const SHORTEST_ROOT = 4;
/** What a word of a text search query may hold: letters and digits, in Turkish lower case. */
const LEXEME = /^[0-9a-zçğıöşüâîû]+$/;
/** Quotes, a leading minus or "or": the query uses web search syntax and is taken as written. */
const SEARCH_SYNTAX = /"|(^|\s)-|\sor\s/i;

/** The ad's stored full text (migrations 0009, 0028; not a drizzle column, so lists never carry it). */
const searchVector = sql`${ad}.search_vector`;

/** How selective a search is depends on its words: its statements are planned for them. */
const planned = sql.raw(PLAN_EACH_TIME);

interface QueryWord {
  /** As typed, in Turkish lower case. */
  typed: string;
  /** Folded by core's rule (foldForSearch). */
  folded: string;
}

function queryWordsOf(query: string): QueryWord[] {
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  for (const typed of toTurkishLower(query).split(/[^0-9a-zçğıöşüâîû]+/)) {
    const folded = foldForSearch(typed);
    if (folded === '' || seen.has(folded)) continue;
    seen.add(folded);
    words.push({ typed, folded });
  }
  return words.slice(0, MAX_QUERY_WORDS);
}

interface Known {
  queryWord: string;
  word: string;
  folded: string;
  similarity: number;
}

/**
 * The words of the ads (search_word, folded by the same rule, trigram-indexed) that stand for
 * each query word: the word itself typed with or without the Turkish marks and its longer forms
 * ("celik" → "çelik", "çelikler"; "boru" → "borular"), the shorter word it extends ("borular" →
 * "boru": the Turkish stemmer makes 'bor' of one and 'boru' of the other); only when the ads
 * hold none of those, the words that look like it (typos: "celk" → "çelik", "paslanmz" →
 * "paslanmaz"). A word the ads hold therefore never brings its look-alikes ("çelik" is not
 * "delik", "koli" is not "kocaeli").
 */
async function wordsOfTheAds(
  db: Executor,
  words: QueryWord[],
): Promise<{ found: Map<string, string[]>; typos: Known[] }> {
  if (words.length === 0) return { found: new Map(), typos: [] };
  const roots = words.flatMap((word) =>
    Array.from({ length: Math.max(0, word.folded.length - SHORTEST_ROOT) }, (_, index) => ({
      of: word.folded,
      root: word.folded.slice(0, SHORTEST_ROOT + index),
    })),
  );
  const list = (values: string[]) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[]`;
  const longer = sql`
    select q.word as "queryWord", w.word, w.folded, similarity(w.folded, q.word) as similarity
    from unnest(${list(words.map((word) => word.folded))}) as q(word)
    join ${searchWord} w on w.folded % q.word or w.folded like q.word || '%'`;
  const result = (await db.execute(
    roots.length === 0
      ? longer
      : sql`${longer}
    union all
    select r.of, w.word, w.folded, 1
    from unnest(${list(roots.map((root) => root.of))}, ${list(roots.map((root) => root.root))})
      as r(of, root)
    join ${searchWord} w on w.folded = r.root`,
  )) as { rows: Known[] };

  const chosen = new Map<string, string[]>();
  const typos: Known[] = [];
  for (const { folded } of words) {
    const rows = result.rows.filter((row) => row.queryWord === folded && LEXEME.test(row.word));
    const family = rows.filter(
      (row) =>
        row.folded.startsWith(folded) ||
        (folded.startsWith(row.folded) && row.folded.length >= SHORTEST_ROOT),
    );
    const taken = family.length > 0 ? family : rows;
    const ordered = taken.sort(
      (a, b) =>
        Number(b.folded === folded) - Number(a.folded === folded) ||
        Number(b.similarity) - Number(a.similarity) ||
        a.word.length - b.word.length,
    );
    const kept = ordered.slice(0, MAX_WORDS_PER_QUERY_WORD);
    if (family.length === 0) typos.push(...kept);
    chosen.set(folded, [...new Set(kept.map((row) => row.word))]);
  }
  return { found: chosen, typos };
}

export interface AdTextSearch {
  /** The ads that hold the query's words (each as typed, stemmed, folded or a close typo). */
  match: SQL;
  /** How well an ad matches: higher first. */
  relevance: SQL;
  /** The text search query whose words are highlighted in the results (ts_headline). */
  terms: SQL;
  /**
   * A query of one plain word, with the words of the ads that stand for it: its ads are found
   * and ranked from ad_search_term (ranked-search.ts) by the same rule as `relevance`.
   */
  oneWord: OneWordSearch | null;
}

export interface OneWordSearch {
  /** The word as typed, in Turkish lower case (the exact query). */
  typed: string;
  /** The words an ad must hold one of: the typed word, its forms, or its typos' look-alikes. */
  alternatives: string[];
  /** The look-alikes found for a typo, each with its trigram similarity to the typed word. */
  typos: { word: string; similarity: number }[];
}

/** A query that is one word of letters and digits, nothing else (after Turkish lower case). */
const ONE_PLAIN_WORD = /^[0-9a-zçğıöşüâîû]+$/;

/**
 * Full-text search with the `turkish` configuration (stemming) plus trigram similarity on
 * folded text. An ad matches when it holds every word of the query, each as typed, stemmed,
 * with or without the Turkish marks, in a longer or shorter form, or as a close typo
 * (wordsOfTheAds); a query in web search syntax ("…", -word, or) is taken as written.
 * Relevance: the full-text rank of the query as typed, counting twice (the title weighs most,
 * migration 0028), plus that of the words found for it; a word found only as a typo's look-alike
 * adds its rank again times its trigram similarity to the folded query word, so the closest
 * spelling leads. (The trigram similarity of the query to each matching title instead tripled
 * the time of a typo's search at 30,000 ads.)
 */
export async function adTextSearch(db: Executor, query: string): Promise<AdTextSearch> {
  const exact = sql`websearch_to_tsquery('turkish', ${toTurkishLower(query)}::text)`;
  const words = SEARCH_SYNTAX.test(query) ? [] : queryWordsOf(query);
  if (words.length === 0) {
    return {
      match: sql`${planned} ${searchVector} @@ ${exact}`,
      relevance: sql`2 * ts_rank(${searchVector}, ${exact})`,
      terms: exact,
      oneWord: null,
    };
  }
  // Words of one or two letters ("a4", "dn") stand for themselves; longer ones are looked up.
  const { found, typos } = await wordsOfTheAds(
    db,
    words.filter((word) => word.folded.length >= 3),
  );
  const alternativesOf = words.map(({ typed, folded }) =>
    [...new Set([typed, ...(found.get(folded) ?? [])])].filter((word) => LEXEME.test(word)),
  );
  const groups = alternativesOf.map(
    (alternatives) => `(${alternatives.map((word) => `'${word}'`).join(' | ')})`,
  );
  const plain = toTurkishLower(query).trim();
  const every = sql`to_tsquery('turkish', ${groups.join(' & ')}::text)`;
  const closeness = typos.map(
    (typo) =>
      sql` + ${Number(typo.similarity)}::real * ts_rank(${searchVector}, to_tsquery('turkish', ${typo.word}::text))`,
  );
  return {
    match: sql`${planned} ${searchVector} @@ ${every}`,
    relevance: sql`(2 * ts_rank(${searchVector}, ${exact}) + ts_rank(${searchVector}, ${every})${sql.join(closeness)})`,
    terms: sql`(${exact} || ${every})`,
    oneWord:
      ONE_PLAIN_WORD.test(plain) && alternativesOf.length === 1
        ? {
            typed: plain,
            alternatives: alternativesOf[0] ?? [plain],
            typos: typos.map((typo) => ({ word: typo.word, similarity: Number(typo.similarity) })),
          }
        : null,
  };
}
