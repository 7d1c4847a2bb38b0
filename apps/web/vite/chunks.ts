import type { Plugin, Rolldown } from 'vite';
import { AudienceMap, type Audience, type NameFunction } from './audiences.ts';

type Options = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type Group = NonNullable<Options['groups']>[number];
type Context = Parameters<NameFunction>[1];

const inPackages = (names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})(?:[\\\\/]|$)`);
const inApp = (paths: string[]) =>
  new RegExp(`[\\\\/]apps[\\\\/]web[\\\\/]src[\\\\/](?:${paths.join('|')})$`);

/** What every page runs on: React, the router, the query cache and i18next. */
const FRAMEWORK = inPackages([
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  '@tanstack',
  'i18next',
  'react-i18next',
  'html-parse-stringify',
  'void-elements',
  'use-sync-external-store',
  'cookie',
  'set-cookie-parser',
]);
/**
 * Mantine's components, hooks, forms and date pickers with the libraries they position and
 * lock scroll with, and the icons.
 */
const COMPONENTS = inPackages([
  '@mantine[\\\\/](?:core|hooks|form|modals|notifications|store|dates)',
  '@tabler',
  'dayjs',
  '@floating-ui',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'get-nonce',
  'aria-hidden',
  'tslib',
  'tabbable',
  'react-number-format',
  'react-textarea-autosize',
  'react-transition-group',
  'clsx',
  'klona',
]);
/** The dashboard's and the auction room's charts, with what they draw with. */
const CHARTS = inPackages(['@mantine[\\\\/]charts', 'recharts']);
/** The back office's rich-text editor (tiptap on ProseMirror). */
const EDITOR = inPackages(['@mantine[\\\\/]tiptap', '@tiptap', 'prosemirror-[a-z-]+']);
const APP = /[\\/](?:apps[\\/]web[\\/]src|packages[\\/]core[\\/]src)[\\/]/;
const LIBRARY = /[\\/]node_modules[\\/]/;

/**
 * Who loads which lazy modules, lightest first; any other lazy module (src/app/routes/*: the
 * signed-in screens, and sign-in, registration and contact, which lead there) counts as a
 * signed-in screen's. A module belongs to the lightest audience that loads it, and an
 * audience's pages load only chunks of their own audience or lighter ones: the blog never
 * downloads what only a form or a signed-in screen uses.
 */
const AUDIENCES: readonly Audience[] = [
  {
    // The blog and the announcements, and the update prompt every page may load.
    name: 'posts',
    entries: inApp(['app/routes/post-pages\\.tsx', 'app/pwa/[^\\\\/]+']),
  },
  {
    // The legal, pricing and developers pages, the unsubscribe links (core's schemas, with zod).
    name: 'pages',
    entries: inApp([
      'features/content/pages/(?:legal|pricing|unsubscribe)-page\\.tsx',
      'features/developers/pages/developers-page\\.tsx',
      'features/profile/pages/email-unsubscribe-page\\.tsx',
    ]),
  },
  {
    // What a click on a public page opens: the language menu, the phone's menu, dialogs and
    // notifications.
    name: 'overlays',
    entries: inApp([
      'components/language-menu\\.tsx',
      'app/layouts/public-menu-drawer\\.tsx',
      'app/overlays\\.tsx',
    ]),
  },
];

// One map per chunking pass: the bundler keeps one context for a pass.
const maps = new WeakMap<Context, AudienceMap>();

function audienceOf(id: string, ctx: Context): number {
  let map = maps.get(ctx);
  if (!map) {
    const entry = entryAbove(id, ctx);
    if (!entry) return AUDIENCES.length;
    map = new AudienceMap(ctx, entry, AUDIENCES);
    maps.set(ctx, map);
  }
  return map.of(id);
}

/** The build's entry (index.html), found through a module's importers. */
function entryAbove(id: string, ctx: Context) {
  const seen = new Set<string>();
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const info = ctx.getModuleInfo(next);
    if (info?.isEntry) return info;
    queue.push(...(info?.importers ?? []), ...(info?.dynamicImporters ?? []));
  }
  return null;
}

const [POSTS, PAGES, OVERLAYS] = [0, 1, 2];
const SIGNED_IN = AUDIENCES.length;

/**
 * A chunk of the modules that `takes` (by module id and the lightest audience that loads the
 * module), shared by several lazy modules; a lazy module itself stays a chunk (and an entry of
 * the manifest) of its own.
 */
function audienceChunk(
  name: string,
  priority: number,
  takes: (id: string, audience: number) => boolean,
): Group {
  return {
    name: (id, ctx) =>
      !ctx.getModuleInfo(id)?.dynamicImporters.length && takes(id, audienceOf(id, ctx))
        ? name
        : null,
    debugName: name,
    minShareCount: 2,
    priority,
  };
}

/**
 * How the build cuts its chunks. Left to itself the bundler gives every set of pages that
 * share a module a chunk of its own, and with some forty lazy pages that was over a hundred
 * small chunks (and a stylesheet for each Mantine component, see mantine-styles.ts): a seller's
 * first /ads waited behind 160 requests. Instead:
 *
 * - the framework (React, router, query, i18next) is one chunk, which changes least;
 * - what the first page needs besides (the public shell, the home page) is one chunk of
 *   libraries and one of the app's code, each with its stylesheet;
 * - the rest of Mantine with the icons and date pickers, and the app's code that several lazy
 *   modules share, come in chunks by the lightest audience that loads them: the public pages'
 *   components (with the blog's bit of shared code), the legal pages' shared code (core's
 *   schemas, with zod), the menus' and dialogs' components, and the components and shared code
 *   of forms and signed-in screens. A blog post loads one of these, a signed-in screen five;
 *   before, a hundred;
 * - the charts and the rich-text editor stay in chunks of their own, loaded by the pages that
 *   draw them only;
 * - each lazy route module (src/app/routes/*, the lazily imported pages) is one chunk with what
 *   only it uses, and stays a dynamic entry in the manifest the server reads for its hints.
 */
const codeSplitting: Options = {
  groups: [
    { name: 'framework', test: FRAMEWORK, priority: 100 },
    { name: 'shell-vendor', test: LIBRARY, tags: ['$initial'], priority: 90 },
    { name: 'shell', test: APP, tags: ['$initial'], priority: 90 },
    // Lighter audiences first: a module goes to the lightest chunk that takes it, and the
    // libraries before the app's code, whose chunk would otherwise take them along.
    audienceChunk(
      'components-public',
      80,
      (id, audience) =>
        (COMPONENTS.test(id) && audience <= PAGES) || (APP.test(id) && audience === POSTS),
    ),
    audienceChunk('shared-pages', 79, (id, audience) => APP.test(id) && audience === PAGES),
    audienceChunk(
      'components-overlays',
      78,
      (id, audience) => COMPONENTS.test(id) && audience === OVERLAYS,
    ),
    audienceChunk(
      'components',
      77,
      (id, audience) => COMPONENTS.test(id) && audience === SIGNED_IN,
    ),
    // After the components, which these build on and which stay in those chunks.
    { name: 'charts', test: CHARTS, priority: 70 },
    { name: 'editor', test: EDITOR, priority: 70 },
    audienceChunk('shared', 20, (id, audience) => APP.test(id) && audience >= OVERLAYS),
  ],
};

/** The chunks above, in the browser's build (the server's build keeps the bundler's own). */
export function chunkGroups(): Plugin {
  return {
    name: 'teklifal:chunk-groups',
    apply: 'build',
    config: (_config, env) =>
      env.isSsrBuild ? undefined : { build: { rolldownOptions: { output: { codeSplitting } } } },
  };
}
