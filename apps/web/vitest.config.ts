import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Component tests share their worker's loaded modules (`isolate: false`): Mantine, React and
 * the catalogues are imported once per worker instead of once per file, which more than halves
 * the run. Each test still renders into a fresh DOM and query client. A file that replaces a
 * module with `vi.mock` needs a module graph of its own: those run in the `web-isolated`
 * project (vitest.isolated.config.ts).
 */
export const ISOLATED_TESTS = [
  'src/app/routes/ad-details-routes.test.tsx',
  // Renders in both languages with the app's one i18n instance, as the server does.
  'src/entry-server.test.tsx',
];

export function webTestProject(name: string, isolated: boolean) {
  return defineProject({
    plugins: [react()],
    resolve: {
      alias: {
        'virtual:pwa-register': fileURLToPath(
          new URL('./src/test/pwa-register.ts', import.meta.url),
        ),
      },
    },
    test: {
      name,
      environment: 'happy-dom',
      isolate: isolated,
      include: isolated
        ? ISOLATED_TESTS
        : ['src/**/*.test.tsx', 'src/**/*.test.ts', 'vite/**/*.test.ts'],
      exclude: isolated ? [] : ISOLATED_TESTS,
      setupFiles: ['./src/test/setup.ts'],
      testTimeout: 20_000,
    },
  });
}

export default webTestProject('web', false);
