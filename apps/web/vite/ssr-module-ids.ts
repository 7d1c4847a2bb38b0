import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * In the server's build only: each module of the app exports its own source path as the
 * client build's manifest names it ('src/app/routes/post-pages.tsx'). The server renders a page
 * after loading its lazy modules, learns their paths this way, and links their chunks and
 * stylesheets in the page's head, so the browser fetches them in parallel with the HTML instead
 * of discovering them one import at a time.
 */
export function ssrModuleIds(): Plugin {
  let root = '';
  return {
    name: 'teklifal:ssr-module-ids',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id, options) {
      if (!options?.ssr || id.includes('/node_modules/') || !/\.tsx?$/.test(id)) return null;
      const relative = path.relative(root, id).split(path.sep).join('/');
      if (!relative.startsWith('src/')) return null;
      return {
        code: `${code}\nexport const __moduleId = ${JSON.stringify(relative)};\n`,
        map: null,
      };
    },
  };
}
