// Fails when server modules import each other around a loop (ads → bids → ads): a module's
// dependencies go one way, and an aggregate whose parts need each other is one module with
// parts (modules/procurement). Run by `npm run lint`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleCycles, moduleGraph } from './module-graph.mjs';

const modulesDir = path.resolve(fileURLToPath(import.meta.url), '../../../apps/api/src/modules');
const graph = moduleGraph(modulesDir);
const cycles = moduleCycles(graph);
if (cycles.length > 0) {
  for (const group of cycles) {
    console.error(`Server modules that import each other: ${group.join(', ')}`);
    for (const module of group) {
      for (const [other, example] of graph.get(module)) {
        if (group.includes(other)) console.error(`  ${module} → ${other}: ${example}`);
      }
    }
  }
  process.exit(1);
}
console.log(`No import cycle between the ${graph.size} server modules.`);
