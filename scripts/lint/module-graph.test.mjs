import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleCycles, moduleGraph } from './module-graph.mjs';

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** A modules folder with these files (path → source). */
function modules(files) {
  dir = mkdtempSync(path.join(tmpdir(), 'modules-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

describe('module cycles', () => {
  it('finds two modules that import each other, and a loop through three', () => {
    const graph = moduleGraph(
      modules({
        'ads/commands/update.ts': "import { reprice } from '../../bids/commands/reprice.ts';",
        'bids/commands/reprice.ts': "import type { AdRow } from '../../ads/queries/access.ts';",
        'ads/queries/access.ts': 'export type AdRow = {};',
        'orders/a.ts': "import { b } from '../files/b.ts';",
        'files/b.ts': "export { c } from '../chat/c.ts';",
        'chat/c.ts': "import {\n  a,\n} from '../orders/a.ts';",
        'team/t.ts': "import { a } from '../orders/a.ts';",
      }),
    );
    expect(graph.get('ads').get('bids')).toBe('ads/commands/update.ts → bids/commands/reprice.ts');
    expect(moduleCycles(graph)).toEqual([
      ['ads', 'bids'],
      ['chat', 'files', 'orders'],
    ]);
  });

  it('leaves out imports within a module, of shared code, of the tables another module lets others join and in tests', () => {
    const graph = moduleGraph(
      modules({
        'procurement/ads/a.ts': "import { b } from '../bids/b.ts';",
        'procurement/bids/b.ts':
          "import { a } from '../ads/a.ts';\nimport { x } from '../../../lib/x.ts';",
        'orders/o.ts': "import { a } from '../procurement/ads/a.ts';",
        'procurement/bids/b.test.ts': "import { o } from '../../orders/o.ts';",
        'procurement/test-helpers.ts': "import { o } from '../orders/o.ts';",
        'procurement/queries/tables.ts': "export { ad } from '../schema.ts';",
        'procurement/schema.ts': "import { purchaseOrder } from '../orders/queries/tables.ts';",
        'orders/queries/tables.ts': "export { purchaseOrder } from '../schema.ts';",
        'orders/schema.ts': "import { ad } from '../procurement/queries/tables.ts';",
      }),
    );
    expect([...graph.get('procurement').keys()]).toEqual([]);
    expect(moduleCycles(graph)).toEqual([]);
  });
});
