import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/** The checks `npm run lint` runs beside ESLint, tested on small made-up trees. */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { name: 'lint-scripts', environment: 'node', include: ['**/*.test.mjs'] },
});
