// Whether the builds npm start runs are there and newer than their sources. Node's own modules
// only: the start asks this on an install without the build tools (npm prune --omit=dev).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Written last into apps/api/dist and packages/core/dist, dated when their build started. */
export const BUILD_STAMP = '.built-at';

const webDir = path.join(root, 'apps/web');
export const WEB_DIST = path.join(webDir, 'dist');
export const API_DIST = path.join(root, 'apps/api/dist');

/**
 * Each build: what it is made from, the files whose age is the build's age, and development
 * packages its build needs from its directory (absent after `npm ci --omit=dev`: the start
 * says so plainly).
 */
const PARTS = {
  web: {
    label: 'the web app',
    sources: [
      path.join(webDir, 'src'),
      path.join(webDir, 'public'),
      path.join(webDir, 'index.html'),
      path.join(webDir, 'vite.config.ts'),
      path.join(webDir, 'vite'),
      path.join(root, 'packages/core/src'),
    ],
    // The server's build of the public pages (apps/web/src/entry-server.tsx), made with it.
    outputs: [path.join(WEB_DIST, 'index.html'), path.join(webDir, 'dist-ssr/entry-server.js')],
    directory: webDir,
    tools: ['vite', '@vitejs/plugin-react', 'vite-plugin-pwa'],
  },
  server: {
    label: 'the API and core',
    sources: [
      path.join(root, 'apps/api/src'),
      path.join(root, 'packages/core/src'),
      path.join(root, 'scripts/build-server.mjs'),
    ],
    outputs: [path.join(API_DIST, BUILD_STAMP), path.join(root, 'packages/core/dist', BUILD_STAMP)],
    directory: root,
    tools: ['esbuild'],
  },
};

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

/**
 * The builds among `names` that are missing or older than a source of theirs, each with the
 * sentence the start prints.
 */
export function staleBuilds(names) {
  const stale = [];
  for (const name of names) {
    const part = PARTS[name];
    const builtAt = part.outputs.every((file) => existsSync(file))
      ? Math.min(...part.outputs.map((file) => statSync(file).mtimeMs))
      : 0;
    if (builtAt === 0) stale.push({ name, reason: `there is no build of ${part.label} yet` });
    else if (builtAt < Math.max(...part.sources.map(newestMtime))) {
      stale.push({ name, reason: `the sources of ${part.label} are newer than their build` });
    }
  }
  return stale;
}

/** Whether Node finds `name` from `dir`: in a node_modules folder there or above, up to the root. */
function installed(name, dir) {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'node_modules', name, 'package.json'))) return true;
    if (at === root || at === path.dirname(at)) return false;
  }
}

/** The development packages the builds of `names` need that are not installed. */
export function missingBuildTools(names) {
  return names.flatMap((name) =>
    PARTS[name].tools.filter((tool) => !installed(tool, PARTS[name].directory)),
  );
}
