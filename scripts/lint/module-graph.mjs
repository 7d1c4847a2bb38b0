import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const isSource = (file) =>
  /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/test-helpers\.tsx?$/.test(file);

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : isSource(name) ? [full] : [];
  });
}

/**
 * A module's `queries/tables.ts`: the tables it lets other modules join in their reads and
 * reference in their foreign keys. Importing it is a join on the owner's data, not a call into its
 * code (those files import only tables, eslint.config.js). Data points against the direction of
 * code (a company's owner is auth's user while auth's routes call companies' invitation queries;
 * webhooks and notifications read the records they tell about), so it is no edge here;
 * import-x/no-cycle still keeps the table files themselves free of loops.
 */
const isTablesOf = (target) => /^[^/\\]+[/\\]queries[/\\]tables\.ts$/.test(target);

/**
 * The import graph between the server's modules (`modules/<name>`): for each module, the other
 * modules its code imports (types too: a type names what it depends on), with one importing
 * file and one imported file per pair, to show where an edge comes from. Tests are left out:
 * a test may put several modules together; so are the tables one module reads of another.
 */
export function moduleGraph(modulesDir) {
  const graph = new Map();
  for (const module of readdirSync(modulesDir)) {
    if (!statSync(path.join(modulesDir, module)).isDirectory()) continue;
    const edges = new Map();
    graph.set(module, edges);
    for (const file of filesUnder(path.join(modulesDir, module))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = path.relative(modulesDir, path.resolve(path.dirname(file), specifier));
        const [other] = target.split(path.sep);
        if (target.startsWith('..') || !other || other === module || edges.has(other)) continue;
        if (isTablesOf(target)) continue;
        edges.set(other, `${path.relative(modulesDir, file)} → ${target}`);
      }
    }
  }
  return graph;
}

/** The groups of modules that import each other, directly or around a loop (Tarjan's SCC). */
export function moduleCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
