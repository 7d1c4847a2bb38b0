import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineLayerOf, mantineStylesPerComponent } from './mantine-styles.ts';

const require = createRequire(import.meta.url);
const sheetPath = (name: string) =>
  path.join(
    path.dirname(require.resolve('@mantine/core/styles.css')),
    'styles',
    `${name}.layer.css`,
  );

type Transform = (code: string, id: string) => { code: string } | null;

function buildTransform(): Transform {
  const plugin = mantineStylesPerComponent();
  (plugin.configResolved as (config: { command: string }) => void)({ command: 'build' });
  return plugin.transform as Transform;
}

describe('the layers of Mantine’s sheets in the build', () => {
  it('nests the primitives below what is built on them, and that below the components', () => {
    expect(mantineLayerOf('UnstyledButton')).toBe('mantine.base.primitives');
    expect(mantineLayerOf('ActionIcon')).toBe('mantine.base');
    expect(mantineLayerOf('Tabs')).toBe('mantine');
  });

  it('moves a primitive’s rules into its nested layer, and leaves a component’s as they are', () => {
    const transform = buildTransform();
    const unstyled = sheetPath('UnstyledButton');
    const moved = transform(readFileSync(unstyled, 'utf8'), unstyled);
    expect(moved?.code).toContain('@layer mantine.base.primitives {');
    expect(moved?.code).not.toContain('@layer mantine {');
    const tabs = sheetPath('Tabs');
    expect(transform(readFileSync(tabs, 'utf8'), tabs)).toBeNull();
  });
});
