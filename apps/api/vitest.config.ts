import { defineProject } from 'vitest/config';

/**
 * Tests that start real processes (a server, npm, the backup command, pg_dump) and file-backed
 * databases are `*.process.test.ts`: a minute of the two cores, so `npm test` leaves them to
 * `npm run test:process`, which CI runs beside the PostgreSQL suite.
 */
export const PROCESS_TESTS = 'src/**/*.process.test.ts';

export function apiTestProject(name: string, processes: boolean) {
  return defineProject({
    test: {
      name,
      environment: 'node',
      // Files share the worker's modules (PGlite's WebAssembly compiled once); each builds its own app.
      isolate: false,
      include: processes ? [PROCESS_TESTS] : ['src/**/*.test.ts'],
      exclude: processes ? [] : [PROCESS_TESTS],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

export default apiTestProject('api', false);
