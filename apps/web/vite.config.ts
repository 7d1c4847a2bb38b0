import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './vite/chunks.ts';
import { mantineStableIds } from './vite/mantine-stable-ids.ts';
import { mantineStylesPerComponent } from './vite/mantine-styles.ts';
import { precompress } from './vite/precompress.ts';
import { ssrModuleIds } from './vite/ssr-module-ids.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    mantineStylesPerComponent(),
    mantineStableIds(),
    precompress(),
    chunkGroups(),
    ssrModuleIds(),
    // Our own worker (src/sw.ts) with the build's hashed files injected; the manifests are
    // files in public/ (one per language), registration is app/pwa/update-prompt.tsx's.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // Not index.html (pages come from the server), the .br/.gz copies or source maps, nor
        // the back office's editor and admin pages (vite/chunks.ts): every phone would download
        // them, staff only use them (about 140 KB of 750 compressed).
        globPatterns: ['**/*.{js,css,woff2,png,svg}', 'offline.html'],
        globIgnores: ['sw.js', 'assets/editor-*', 'assets/admin-pages-*'],
      },
    }),
  ],
  // The server build (entry-server.tsx → dist-ssr, see package.json) bundles the workspace's
  // core, which is TypeScript source Node cannot load; other packages load from node_modules.
  ssr: { noExternal: ['@teklifal/core'] },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // dist/.vite/manifest.json: the server links each route's chunks and stylesheets from it.
    manifest: true,
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
