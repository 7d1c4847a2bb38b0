#!/usr/bin/env node
// npm run lighthouse: issue #28's pages measured with the pinned Lighthouse 12.2.3, mobile
// preset (simulated slow 4G, 4× CPU), in the system Chromium. Prints a Markdown table (the one
// in docs/performance.md) and writes every figure as JSON.
//
//   npm run lighthouse                   the demo on a port of its own (like npm run demo: it
//                                        builds apps/web/dist when stale, or serves WEB_DIST)
//   npm run lighthouse -- --url <base>   a server already running, with the demo's accounts
//   --runs N        N runs per page, the median of each metric (default 1)
//   --out <file>    the JSON (default: results.json in a new temporary folder)
//   --only <regex>  only the pages whose key or path matches (home, blog-post, ads, /kvkk…)
//   --check         CI: exit 1 unless every page passes what does not drift with the machine's
//                   load (scripts/lighthouse/report.mjs: CLS, accessibility and SEO at 100 on
//                   public pages, byte budgets, requests before a signed-in page's content)
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChrome, measurePage } from './lighthouse/measure.mjs';
import { checkPagesServeTheApp, planPages } from './lighthouse/pages.mjs';
import { checkFailures, markdownTable, medianRow, metricsRow } from './lighthouse/report.mjs';
import { startDemoServer } from './lighthouse/server.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '1' },
    out: { type: 'string' },
    only: { type: 'string' },
    check: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`lighthouse: --runs wants a whole number ≥ 1, not '${options.runs}'`);
  process.exit(2);
}
const only = options.only ? new RegExp(options.only) : null;
const workDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const outFile = path.resolve(options.out ?? path.join(workDir, 'results.json'));
const lighthouseVersion = JSON.parse(
  readFileSync(new URL(import.meta.resolve('lighthouse/package.json')), 'utf8'),
).version;

// Whatever ends the run (an error, Ctrl-C, CI's timeout), Chromium and the server go with it.
const cleanups = [];
const cleanUp = async () => {
  for (const step of cleanups.splice(0).reverse()) {
    await step().catch((error) => console.error(`lighthouse: cleaning up: ${error.message}`));
  }
};
let stoppedBy = null;
const stop = (signal) => {
  if (stoppedBy) return; // already stopping: let the first cleanup finish
  stoppedBy = signal;
  void cleanUp().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
};
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop(signal));
// Under npm, `sh -c` dies of npm's SIGTERM without passing it on: the parent gone, stop too.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && stop('SIGTERM'), 500).unref();
}

const startedAt = Date.now();
const elapsed = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;
const log = (line) => console.error(`[${elapsed()}] ${line}`);

async function main() {
  let base = options.url?.replace(/\/$/, '');
  if (!base) {
    log('starting the demo server…');
    const server = await startDemoServer({ logDir: workDir });
    cleanups.push(server.stop);
    base = server.base;
    log(`demo server at ${base} (log: ${server.logFile})`);
  }
  const pages = (await planPages(base)).filter(
    (page) => !only || only.test(page.key) || only.test(page.path),
  );
  if (pages.length === 0) throw new Error(`lighthouse: --only ${options.only} matches no page`);
  await checkPagesServeTheApp(base, pages);

  const chrome = await launchChrome();
  cleanups.push(async () => chrome.kill());
  const lhrDir = path.join(workDir, 'lhr');
  mkdirSync(lhrDir);
  const measured = [];
  for (const page of pages) {
    const rows = [];
    for (let run = 1; run <= runs; run++) {
      const lhr = await measurePage(chrome, base, page, { log });
      writeFileSync(path.join(lhrDir, `${page.key}-${run}.json`), JSON.stringify(lhr));
      rows.push(metricsRow(lhr));
      log(`${page.path} run ${run}/${runs}: performance ${rows.at(-1).performance}`);
    }
    const { cookie: _cookie, ...described } = page;
    measured.push({ page: described, row: medianRow(rows), runs: rows });
  }

  const heading =
    `Lighthouse ${lighthouseVersion}, mobile preset, ${runs === 1 ? 'one run' : `median of ${runs} runs`} ` +
    `per page, ${base}, ${new Date().toISOString().slice(0, 10)}`;
  console.log(`\n${heading}\n\n${markdownTable(measured)}\n`);
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(
    outFile,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), lighthouseVersion, base, runs, pages: measured }, null, 2)}\n`,
  );
  log(`JSON: ${outFile}; Lighthouse reports: ${lhrDir}`);

  if (options.check) {
    const failures = checkFailures(measured);
    if (failures.length) {
      console.error(
        `\nlighthouse --check: ${failures.length} failure(s):\n  ${failures.join('\n  ')}`,
      );
      process.exitCode = 1;
    } else console.error('\nlighthouse --check: every page passes');
  }
}

try {
  await main();
} catch (error) {
  // Once stopped, the run fails on the Chromium or server taken from under it: say why instead.
  console.error(stoppedBy ? `lighthouse: stopped by ${stoppedBy}` : (error?.message ?? error));
  process.exitCode = 1;
} finally {
  await cleanUp();
  log('done');
}
