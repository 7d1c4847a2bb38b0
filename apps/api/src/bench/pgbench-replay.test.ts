import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Replay {
  reads: string[];
  skipped: number;
  script: string | null;
}
const modulePath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../scripts/bench/pgbench.mjs',
);
const { replayScript, inlineParameters } = (await import(pathToFileURL(modulePath).href)) as {
  replayScript: (statements: string[]) => Replay;
  inlineParameters: (query: string, params: unknown[]) => string;
};

// What the capture instance logged while one request was asked: the request's reads, and the
// notification mail job's statements that ran meanwhile (#27: replayed, its insert failed 23505).
const captured = [
  `select "id", "title" from "ad" where "ad"."status" = 'published' order by "published_at" desc limit 20`,
  `insert into "mail_outbox" ("id", "to", "subject") values ('0193-a', 'a@b.c', 'Yeni teklif') returning "id"`,
  `update "mail_outbox" set "sent_at" = now() where "mail_outbox"."id" = '0193-a'`,
  `with sent as (update "notification" set "mailed_at" = now() where "id" = 'n' returning "id") select count(*) from sent`,
  `delete from "sign_in_throttle" where "last_failure_at" < now()`,
  `select "id" from "bid" where "ad_id" = 'x' for update`,
  'begin',
  'commit',
  `select count(*) from "notification" where "company_id" = 'c' and "read_at" is null`,
];

describe('the pgbench replay of a captured request', () => {
  it('replays only the reads, in a read-only transaction that is rolled back', () => {
    const replay = replayScript(captured);
    expect(replay.reads).toEqual([captured[0], captured[8]]);
    expect(replay.skipped).toBe(7);
    const lines = replay.script?.split('\n') ?? [];
    // The writes left out are named in the script, as comments.
    expect(lines.filter((line) => line.startsWith('-- not replayed: '))).toHaveLength(7);
    expect(lines.filter((line) => !line.startsWith('--'))).toEqual([
      'begin transaction read only;',
      `${captured[0]};`,
      `${captured[8]};`,
      'rollback;',
      '',
    ]);
  });

  it('keeps reads that merely mention a write word in their text', () => {
    const read = `select "id" from "ad" where "title" ilike '%update%' and "search_document" like '%insert%'`;
    expect(replayScript([read]).reads).toEqual([read]);
  });

  it('has nothing to replay when a request only wrote', () => {
    expect(replayScript([captured[1] ?? ''])).toEqual({ reads: [], skipped: 1, script: null });
  });
});

describe('a captured statement with its parameters written in', () => {
  it('writes an array as PostgreSQL’s array text, quotes and backslashes escaped', () => {
    expect(
      inlineParameters('select $1::text[], $2, $10', [
        ['a', 'b"c', 'd\\e', "f'g", null],
        'x',
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        true,
      ]),
    ).toBe(`select '{"a","b\\"c","d\\\\e","f''g",NULL}'::text[], 'x', true`);
  });
});
