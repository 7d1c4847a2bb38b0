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
/**
 * The sheets of the components others are built on (Mantine's list of them), as two layers
 * nested in `mantine`: a button's own padding must beat UnstyledButton's `padding: 0`. In
 * Mantine's one big sheet the order of the rules decides that; split per chunk, the order in
 * which chunks load would (a Tabs sheet loaded before UnstyledButton's lost its padding). A
 * rule in a nested layer loses to any rule directly in its parent, whatever the order, so:
 * the components themselves (`mantine`) beat those built on primitives (`mantine.base`), which
 * beat the primitives (`mantine.base.primitives`).
 */
const PRIMITIVES = [
  'ScrollArea',
  'UnstyledButton',
  'VisuallyHidden',
  'Paper',
  'Group',
  'Loader',
  'Overlay',
  'Flex',
  'FloatingIndicator',
];
const BUILT_ON_PRIMITIVES = [
  'Popover',
  'CloseButton',
  'ModalBase',
  'Input',
  'InlineInput',
  'ActionIcon',
];
const BASE_SHEET = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([^\\/]+)\.layer\.css$/;

/** The layer a component's sheet goes in: nested for the components others are built on. */
export function mantineLayerOf(component: string): string {
  if (PRIMITIVES.includes(component)) return 'mantine.base.primitives';
  if (BUILT_ON_PRIMITIVES.includes(component)) return 'mantine.base';
  return 'mantine';
}

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
      const base = BASE_SHEET.exec(id);
      if (base) {
        const layer = mantineLayerOf(base[1] as string);
        if (layer === 'mantine') return null;
        return { code: code.replaceAll('@layer mantine {', `@layer ${layer} {`), map: null };
      }
      const match = MODULE.exec(id);
      const sheet = match ? sheetOf(match[1] as string, match[2] as string) : null;
      return sheet ? { code: `import '${sheet}';\n${code}`, map: null } : null;
    },
  };
}
