import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/** The pure part of npm run lighthouse (report.mjs), tested on a saved Lighthouse result. */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { name: 'scripts', environment: 'node', include: ['**/*.test.mjs'] },
});
