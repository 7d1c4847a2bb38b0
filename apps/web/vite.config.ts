import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineStylesPerComponent } from './vite/mantine-styles.ts';
import { precompress } from './vite/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), mantineStylesPerComponent(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // @teklifal/core is plain exports with no import-time effects: a page that uses one
      // policy does not pull in every schema, catalogue and the money library through the
      // package's index.
      treeshake: {
        moduleSideEffects: [{ test: /\/packages\/core\/src\//, sideEffects: false }],
      },
    },
  },
});
