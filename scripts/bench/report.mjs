// The benchmark's table on the terminal, and in the README between its bench markers.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { root } from './processes.mjs';

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';
const pad = (value, width) => String(value).padStart(width);

export function printReport(report) {
  const { ceiling } = report;
  console.log(
    `\nTeklifAl benchmark · ${report.database}${report.data.scale > 0 ? `, scale ${report.data.scale}` : ', demo data'} · ` +
      `${report.connections} connections · ${report.secondsPerTarget} s each · ${report.machine.cpus}× ${report.machine.cpuModel}\n`,
  );
  console.log(
    'endpoint'.padEnd(36),
    pad('req/s', 8),
    pad('p50 ms', 7),
    pad('p99 ms', 7),
    pad('% hello', 8),
    pad('SQL', 4),
    pad('pgbench', 8),
    pad('% db', 6),
  );
  console.log(
    ceiling.name.padEnd(36),
    pad(ceiling.requestsPerSecond, 8),
    pad(ceiling.p50, 7),
    pad(ceiling.p99, 7),
    pad('100', 8),
  );
  for (const result of report.results) {
    const db = result.database;
    const share = db?.tps ? `${Math.round((100 * result.requestsPerSecond) / db.tps)}` : '';
    console.log(
      result.name.padEnd(36),
      pad(result.requestsPerSecond, 8),
      pad(result.p50, 7),
      pad(result.p99, 7),
      pad(result.shareOfCeiling, 8),
      pad(db ? db.statements : '', 4),
      pad(db?.tps ?? (db ? 'memory' : ''), 8),
      pad(share, 6),
    );
  }
  const { bidSubmission, liveEvent } = report.writes;
  console.log(
    `\nbid submission: p50 ${bidSubmission.p50} ms, p99 ${bidSubmission.p99} ms (${bidSubmission.count} bids, ${bidSubmission.lanes} at once)`,
  );
  if (liveEvent) {
    console.log(
      `live event, instance 1 → SSE on instance 2: p50 ${liveEvent.p50} ms, p99 ${liveEvent.p99} ms (${liveEvent.count} chat messages)`,
    );
  }
}

function section(report) {
  const title =
    `**${report.database === 'postgres' ? 'PostgreSQL' : 'Embedded database (PGlite)'}, ` +
    `${report.data.scale > 0 ? `scale ${report.data.scale} (${report.data.rows?.ads ?? '?'} ads, ${report.data.rows?.bids ?? '?'} bids, ${report.data.rows?.orders ?? '?'} orders, ${report.data.rows?.notifications ?? '?'} notifications)` : 'demo data'}** — ` +
    `${report.date.slice(0, 10)}, ${report.machine.cpus}× ${report.machine.cpuModel}, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}`;
  const rows = [
    '| endpoint | req/s | p50 ms | p99 ms | % of hello-world | statements | pgbench tx/s | % of pgbench |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${report.ceiling.name} | ${report.ceiling.requestsPerSecond} | ${report.ceiling.p50} | ${report.ceiling.p99} | 100 | | | |`,
    ...report.results.map((r) => {
      const db = r.database;
      const share = db?.tps ? Math.round((100 * r.requestsPerSecond) / db.tps) : '';
      const statements = db
        ? `${db.statements}${db.skippedWrites ? ` (+${db.skippedWrites} writes, not replayed)` : ''}`
        : '';
      return `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.shareOfCeiling} | ${statements} | ${db?.tps ?? (db ? 'from memory' : '')} | ${share} |`;
    }),
  ];
  const { bidSubmission, liveEvent } = report.writes;
  const writes = [
    `Bid submission: p50 ${bidSubmission.p50} ms, p99 ${bidSubmission.p99} ms over ${bidSubmission.count} bids.`,
    liveEvent
      ? `A chat message written through one instance, seen at an SSE client of a second instance: p50 ${liveEvent.p50} ms, p99 ${liveEvent.p99} ms over ${liveEvent.count} messages.`
      : '',
  ].filter(Boolean);
  return [title, '', ...rows, '', ...writes].join('\n');
}

/** Every results file in bench/, as tables, between the README's bench markers. */
export async function writeReadme() {
  const dir = path.join(root, 'bench');
  const reports = readdirSync(dir)
    .filter((file) => /^results-.*\.json$/.test(file))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  const readmeFile = path.join(root, 'README.md');
  const readme = readFileSync(readmeFile, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error('bench: README.md has no bench markers');
  const body = reports.map(section).join('\n\n');
  const updated = `${readme.slice(0, start + START.length)}\n\n${body}\n\n${readme.slice(end)}`;
  const options = (await prettier.resolveConfig(readmeFile)) ?? {};
  writeFileSync(readmeFile, await prettier.format(updated, { ...options, filepath: readmeFile }));
  console.log('README.md: benchmark figures updated');
}
