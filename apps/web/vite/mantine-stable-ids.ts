import type { Plugin } from 'vite';

const USE_ID = /[\\/]node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * In the browser's build: Mantine's `useId` keeps the id React gives it. Mantine's own hook
 * starts from the same `mantine-<React id>` and then, in a layout effect, swaps it for a random
 * one: every Mantine component with an id (every input, tab, popover, menu, tooltip) of a page
 * rendered on the server rendered again, synchronously, right after hydration. React's id is
 * the same on the server and in the browser (its place in the tree) and unique in the app's one
 * root, so nothing needs the swap. The server's build loads Mantine from node_modules, whose
 * first id is this one, so server and browser agree.
 */
export function mantineStableIds(): Plugin {
  return {
    name: 'teklifal:mantine-stable-ids',
    apply: 'build',
    transform(_code, id, options) {
      if (options?.ssr || !USE_ID.test(id)) return null;
      return {
        code: `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`,
        map: null,
      };
    },
  };
}
