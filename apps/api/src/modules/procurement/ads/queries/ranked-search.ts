import { and, eq, exists, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../../db/client.ts';
import { ad, adInvitation, adSearchTerm } from '../../schema.ts';
import type { OneWordSearch } from './text-search.ts';

/** A lexeme of the ads and how much its rank counts in a one-word search's relevance. */
export interface TermWeight {
  lexeme: string;
  weight: number;
}

/**
 * The relevance of text-search.ts written as a sum over the ad's lexemes. ts_rank of a query
 * of one word, or of words joined by "or", is the sum of the ad's rank for each distinct
 * lexeme of the query, divided by their number. So for a one-word search,
 *   2 × rank(exact) + rank(every alternative) + Σ similarity × rank(look-alike)
 * is Σ weight × ad_search_term.score, with weight 2/|E| for each lexeme of the typed word, 1/|V|
 * for each lexeme of the alternatives and similarity/|T| for each of a look-alike's. The
 * lexemes are PostgreSQL's own (the `turkish` stemmer), in one statement. A lexeme no ad holds
 * adds nothing to any ad and is left out of `weights` (a typo's own: "paslanmz" is then one
 * lexeme, read in rank order, not two summed); `lexemes` are all of them, those of the query
 * the marks stand for (the typed word's and its alternatives').
 */
export async function termWeights(
  db: Executor,
  search: OneWordSearch,
): Promise<{ weights: TermWeight[]; lexemes: string[] }> {
  const lexemesOf = (text: SQL) => sql`unnest(tsvector_to_array(to_tsvector('turkish', ${text})))`;
  const array = (values: (string | number)[], type: SQL) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::${type}[]`;
  const words = array(
    search.typos.map((typo) => typo.word),
    sql`text`,
  );
  const similarities = array(
    search.typos.map((typo) => typo.similarity),
    sql`float8`,
  );
  const result = (await db.execute(sql`
    select lexeme, sum(weight)::float8 as weight,
      exists (select from ${adSearchTerm} where ${adSearchTerm.lexeme} = weighed.lexeme) as held
    from (
      select lexeme, 2.0::float8 / count(*) over () as weight
      from ${lexemesOf(sql`${search.typed}::text`)} as exact(lexeme)
      union all
      select lexeme, 1.0::float8 / count(*) over ()
      from ${lexemesOf(sql`${search.alternatives.join(' ')}::text`)} as every(lexeme)
      union all
      select lexeme, similarity / count(*) over (partition by typo)
      from (
        select typo, similarity, ${lexemesOf(sql`word`)} as lexeme
        from unnest(${words}, ${similarities})
          with ordinality as typos(word, similarity, typo)
      ) as look_alike
    ) as weighed
    group by lexeme`)) as { rows: { lexeme: string; weight: number; held: boolean }[] };
  return {
    weights: result.rows
      .filter((row) => row.held)
      .map((row) => ({ lexeme: row.lexeme, weight: Number(row.weight) })),
    lexemes: result.rows.map((row) => row.lexeme),
  };
}

const term = adSearchTerm;

/**
 * The seller may bid on it: before its deadline, open to all or its own or inviting the seller.
 * Only published ads have terms (the trigger of migration 0041 keeps them).
 */
function openTo(
  db: Executor,
  companyId: string | Placeholder,
  now: string | Placeholder,
): SQL | undefined {
  return and(
    sql`${term.bidDeadline} > ${now}::timestamptz`,
    or(
      eq(term.visibility, 'open'),
      exists(
        db
          .select({ one: sql`1` })
          .from(ad)
          .where(and(eq(ad.id, term.adId), eq(ad.companyId, companyId))),
      ),
      exists(
        db
          .select({ one: sql`1` })
          .from(adInvitation)
          .where(and(eq(adInvitation.adId, term.adId), eq(adInvitation.companyId, companyId))),
      ),
    ),
  );
}

export interface RankedSearch {
  /**
   * The lexemes with their weights; or, in a statement prepared once, the one lexeme, given
   * when it runs.
   */
  weights: TermWeight[] | Placeholder;
  companyId: string | Placeholder;
  /** An ISO instant: ads whose deadline is past it are left out. */
  now: string | Placeholder;
  /** Conditions on the ad itself (sector, city, …): the ad is joined only when there are some. */
  adFilters: SQL | undefined;
}

/** Whether a search ranks by several lexemes (their ranks summed per ad). */
const severalLexemes = (search: RankedSearch): search is RankedSearch & { weights: TermWeight[] } =>
  Array.isArray(search.weights) && search.weights.length > 1;

/** The terms of the search's lexemes on ads the seller may bid on, passing the ad's filters. */
function termsWhere(db: Executor, search: RankedSearch) {
  return and(
    Array.isArray(search.weights)
      ? inArray(
          term.lexeme,
          search.weights.map((weight) => weight.lexeme),
        )
      : eq(term.lexeme, search.weights),
    openTo(db, search.companyId, search.now),
    search.adFilters,
  );
}

/** The ad is joined only for the ad's own filters (sector, city, …). */
const joinedForFilters = <T extends PgSelect>(query: T, search: RankedSearch) =>
  search.adFilters ? query.innerJoin(ad, eq(ad.id, term.adId)) : query;

/** How many ads a one-word search finds, counted up to `rows`. */
function countOf(db: Executor, search: RankedSearch, rows: number | Placeholder) {
  // An ad holding several of the lexemes has a row for each.
  const columns = { id: term.adId };
  const select = severalLexemes(search) ? db.selectDistinct(columns) : db.select(columns);
  const found = joinedForFilters(select.from(term).$dynamic(), search)
    .where(termsWhere(db, search))
    .limit(rows);
  return sql<number>`(select count(*) from (${found}) as found)`.mapWith(Number);
}

/**
 * One page of a one-word search's ads, best first, ties newest first, with how many it finds
 * up to `countLimit` + 1 on each row, as a subquery (the page's facts are joined to it in the
 * same statement: browse.ts). A word of a single lexeme (most: "koli" and "koliler" are
 * both 'koli') is read in the order of ad_search_term_rank_idx and stops after the page; the
 * ranks of several are summed per ad. `rank` and `publishedAt` give the order again outside.
 */
export function rankedPageOf(
  db: Executor,
  search: RankedSearch,
  page: {
    limit: number | Placeholder;
    offset: number | Placeholder;
    /** The most rows counted: the count's cap + 1. */
    countRows: number | Placeholder;
  },
) {
  const single = !severalLexemes(search);
  const rank = severalLexemes(search)
    ? sql<number>`sum((case ${term.lexeme} ${sql.join(
        search.weights.map((weight) => sql`when ${weight.lexeme} then ${weight.weight}::float8`),
        sql` `,
      )} end) * ${term.score})`
    : sql<number>`${term.score}::float8`;
  const found = joinedForFilters(
    db
      .select({
        id: term.adId,
        rank: rank.as('rank'),
        publishedAt: term.publishedAt,
        total: countOf(db, search, page.countRows).as('total'),
      })
      .from(term)
      .$dynamic(),
    search,
  ).where(termsWhere(db, search));
  const tiesNewestFirst = [sql`${term.publishedAt} desc`, sql`${term.adId} desc`];
  const subquery = (
    single
      ? found.orderBy(sql`${term.score} desc`, ...tiesNewestFirst)
      : found.groupBy(term.adId, term.publishedAt).orderBy(sql`${rank} desc`, ...tiesNewestFirst)
  )
    .limit(page.limit)
    .offset(page.offset)
    .as(RANKED);
  // Its computed columns by their qualified names (drizzle leaves an alias unqualified).
  const column = <T>(name: string) => sql<T>`${sql.identifier(RANKED)}.${sql.identifier(name)}`;
  return {
    subquery,
    id: subquery.id,
    publishedAt: subquery.publishedAt,
    rank: column<number>('rank'),
    total: column<number>('total').mapWith(Number),
  };
}

const RANKED = 'ranked';

/** How many ads a one-word search finds, up to `countLimit` + 1 (a page past the last). */
export async function rankedCount(
  db: Executor,
  search: RankedSearch,
  countLimit: number,
): Promise<number> {
  if (Array.isArray(search.weights) && search.weights.length === 0) return 0;
  const [counted] = await db
    .select({ total: countOf(db, search, countLimit + 1) })
    .from(sql`(select 1) as one`);
  return counted?.total ?? 0;
}
