import { defineProject } from 'vitest/config';

/** The typed client's own rules (headers, problems, signatures) and its generator, without a server. */
export default defineProject({
  test: { name: 'client', environment: 'node', include: ['{src,scripts}/**/*.test.ts'] },
});
