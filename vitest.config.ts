import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: on two cores, one worker.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/core',
      'packages/client/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/api/vitest.process.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'scripts/lighthouse/vitest.config.mjs',
      'scripts/lint/vitest.config.mjs',
    ],
  },
});
