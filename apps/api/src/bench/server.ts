import { appendFileSync } from 'node:fs';
import { seedDemo } from '../demo/index.ts';
import { runServer } from '../serve.ts';

/**
 * The marketplace as `npm run bench` measures it (scripts/bench.mjs starts it): the demo data,
 * the scale data on top when BENCH_SCALE is a factor above 0, and, when BENCH_SQL_LOG names a
 * file, every statement sent to the database appended to it as a JSON line (the SQL capture
 * that pgbench replays; never on an instance being measured).
 */
const sqlLog = process.env.BENCH_SQL_LOG;
const scale = Number(process.env.BENCH_SCALE ?? 0);
const seed = process.env.BENCH_SEED !== '0';

runServer({
  prepare: async (app) => {
    if (!seed) return;
    await seedDemo(app);
    if (scale > 0) {
      const { loadScaleData } = await import('./scale-data.ts');
      const summary = await loadScaleData(app.db, { factor: scale });
      console.log(`BENCH_SCALE_SUMMARY ${JSON.stringify(summary)}`);
    }
  },
  databaseLogger: sqlLog
    ? {
        logQuery: (query, params) =>
          appendFileSync(sqlLog, `${JSON.stringify({ query, params })}\n`),
      }
    : undefined,
});
