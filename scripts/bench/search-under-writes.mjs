#!/usr/bin/env node
// The ad search measured while ads are edited: each instance keeps a query's words until the
// ads' words change (apps/api/src/modules/ads/queries/search-vocabulary.ts), and an edit of a
// published ad's text changes them, so the kept words are read again after every edit.
//
//   node scripts/bench/search-under-writes.mjs <API base> <database URL> <query> <seconds> <edits/s> [SQL log]
//
// Against an API already running on a loaded database (`npm run bench -- --scale` with
// BENCH_KEEP_DATABASE keeps one; start apps/api/src/bench/server.ts on it with BENCH_SEED=0, and
// BENCH_SQL_LOG=<file> to count the look-ups). It signs the demo's seller in, then for
// <seconds> asks GET /api/ads?q=<query> with autocannon (20 connections) while it edits
// <edits/s> published ads a second (a word added to the text and taken away again, through
// SQL: the same triggers as an edit through the API), and prints the requests a second, p99 and,
// given the instance's SQL log, how many requests read the query's words again (the misses).
// Loopback only, bounded by <seconds>.
import { readFileSync, statSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { CONNECTIONS } from './measure.mjs';
import { AS_A_BROWSER, SELLER, signIn } from './targets.mjs';

const [base, databaseUrl, query, secondsText, rateText, sqlLog] = process.argv.slice(2);
if (!base || !databaseUrl || !query) {
  throw new Error(
    'usage: search-under-writes.mjs <base> <database URL> <query> <s> <edits/s> [log]',
  );
}
const seconds = Number(secondsText ?? 10);
const rate = Number(rateText ?? 1);
/** The words statement of a vocabulary's load (text-search.ts wordsOfTheAds). */
const LOOK_UP = 'similarity(w.folded, q.word)';

const sizeOf = (file) => (file ? statSync(file).size : 0);
const lookUpsSince = (from) =>
  sqlLog ? readFileSync(sqlLog).subarray(from).toString('utf8').split(LOOK_UP).length - 1 : null;

const cookie = await signIn(base, SELLER);
const url = `${base}/api/ads?q=${encodeURIComponent(query)}`;
const headers = { ...AS_A_BROWSER, cookie };
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const { rows } = await client.query(
  `select id from ad where status = 'published' and bid_deadline > now() + interval '1 day'
   order by id limit 20`,
);
let edits = 0;
let writing = rate > 0;
const writer = (async () => {
  while (writing) {
    const id = rows[edits % rows.length]?.id;
    // A word added to the text, or taken away again: the ad's words and rows are rewritten.
    await client.query(
      `update ad set search_document = case when search_document like '% kalibrasyon'
         then left(search_document, -length(' kalibrasyon')) else search_document || ' kalibrasyon' end
       where id = $1`,
      [id],
    );
    edits++;
    await new Promise((resolve) => setTimeout(resolve, 1000 / rate));
  }
})();
await fetch(url, { headers });
const from = sizeOf(sqlLog);
const result = await new Promise((resolve, reject) =>
  autocannon({ url, headers, connections: CONNECTIONS, duration: seconds }, (error, done) =>
    error ? reject(error) : resolve(done),
  ),
);
writing = false;
await writer;
await new Promise((resolve) => setTimeout(resolve, 300));
const lookUps = lookUpsSince(from);
await client.end();
const requests = result.requests.total;
console.log(
  JSON.stringify({
    query,
    seconds,
    editsPerSecond: rate,
    edits,
    requests,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    wordLookUps: lookUps,
    hitRatio: lookUps === null ? null : Math.round((1000 * (requests - lookUps)) / requests) / 1000,
  }),
);
