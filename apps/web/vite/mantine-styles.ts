import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

// `…/@mantine/core/esm/components/Button/Button.module.mjs` (a component's class names) →
// `Button`; `@mantine/dates`, `@mantine/charts` and `@mantine/notifications` have one sheet.
const MODULE =
  /[\\/]@mantine[\\/](core|dates|charts|notifications)[\\/]esm[\\/].*?([^\\/]+)\.module\.mjs$/;

/**
 * Mantine's styles per component, in the build: each component's class-name module imports
 * that component's sheet (the `@layer mantine` variant, so the order in which sheets load does
 * not matter and the app's own CSS always wins). A sheet thus goes to the stylesheet of the
 * chunk that holds its component, and vite/chunks.ts groups the components: the public shell's
 * in one sheet the first page links, the public pages' in a second, the menus' and dialogs' in
 * a third, the rest (forms, the signed-in screens, the date pickers) in a fourth; charts and
 * the editor bring theirs. The home page does not download the 290 KB of every component's
 * styles, and a signed-in page gets Mantine's in four sheets, not one per component. Vite loads a chunk's
 * sheets before the chunk runs, so nothing renders unstyled. main.tsx imports the base sheets
 * (baseline, variables, global). In dev, where Vite pre-bundles Mantine, the whole sheets are
 * added to main.tsx instead.
 */
export function mantineStylesPerComponent(): Plugin {
  const sheetOf = (pkg: string, name: string): string | null => {
    if (pkg !== 'core') return `@mantine/${pkg}/styles.layer.css`;
    const sheet = `@mantine/core/styles/${name}.layer.css`;
    const file = path.join(
      path.dirname(require.resolve('@mantine/core/styles.css')),
      'styles',
      `${name}.layer.css`,
    );
    return existsSync(file) ? sheet : null;
  };
  let dev = false;
  return {
    name: 'teklifal:mantine-styles-per-component',
    enforce: 'pre',
    configResolved(config) {
      dev = config.command === 'serve';
    },
    transform(code, id) {
      if (dev) {
        if (!/[\\/]src[\\/]main\.tsx$/.test(id)) return null;
        const all = ['core', 'notifications', 'dates', 'charts'].map(
          (pkg) => `import '@mantine/${pkg}/styles.layer.css';`,
        );
        return { code: `${all.join('\n')}\n${code}`, map: null };
      }
      const match = MODULE.exec(id);
      const sheet = match ? sheetOf(match[1] as string, match[2] as string) : null;
      return sheet ? { code: `import '${sheet}';\n${code}`, map: null } : null;
    },
  };
}
