import type { Rolldown } from 'vite';

type Options = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type Group = NonNullable<Options['groups']>[number];
export type NameFunction = Extract<Group['name'], (...args: never[]) => unknown>;
type Context = Parameters<NameFunction>[1];
type ModuleInfo = NonNullable<ReturnType<Context['getModuleInfo']>>;

/** A set of lazy modules (pages, menus) and the visitors who load them; lightest first. */
export interface Audience {
  name: string;
  /** The lazy modules (their ids) this audience loads. */
  entries: RegExp;
}

// `import { a, b as c } from '…'` and `export { a } from '…'`: the names a module takes.
const NAMED_IMPORT = /\b(?:import|export)\s*\{([^}]*)\}\s*from\s*["'][^"']+["']/g;
const IMPORT = /^\s*import\b[^;]*;?/gm;
const RE_EXPORT =
  /^\s*export\s*(?:\*(?:\s*as\s+\w+)?|\{[^}]*\})(?:\s*from\s*["'][^"']+["'])?\s*;?/gm;
const COMMENT = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

/**
 * Which audience is the lightest to load each module: a walk of every lazy module's static
 * imports, as the bundler keeps them. An import from a package's index (`@mantine/core`,
 * `@teklifal/core`, the icons) leads only to the modules that export the names taken from it,
 * as tree-shaking does; a module the walk cannot narrow counts as fully imported, which errs
 * towards the lighter audience (a smaller shared chunk for the heavier), never the other way.
 */
export class AudienceMap {
  private readonly names = new Map<string, Set<string> | null>();
  private readonly barrels = new Map<string, boolean>();
  private readonly imports = new Map<string, string[]>();
  private readonly lightest = new Map<string, number>();

  constructor(
    private readonly ctx: Context,
    entry: ModuleInfo,
    private readonly audiences: readonly Audience[],
  ) {
    for (const id of this.allModules(entry)) {
      const info = ctx.getModuleInfo(id);
      if (!info || info.dynamicImporters.length === 0) continue;
      const found = audiences.findIndex((audience) => audience.entries.test(id));
      this.reach(id, found === -1 ? audiences.length : found);
    }
  }

  /** The audience's index, or the number of audiences for the signed-in screens (the rest). */
  of(id: string): number {
    return this.lightest.get(id) ?? this.audiences.length;
  }

  private allModules(entry: ModuleInfo): Set<string> {
    const all = new Set<string>();
    const queue = [entry.id];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (all.has(id)) continue;
      all.add(id);
      const info = this.ctx.getModuleInfo(id);
      if (info) queue.push(...info.importedIds, ...info.dynamicallyImportedIds);
    }
    return all;
  }

  private reach(entry: string, audience: number) {
    const seen = new Set<string>();
    const queue = [entry];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      if (this.of(id) > audience) this.lightest.set(id, audience);
      queue.push(...this.importsOf(id));
    }
  }

  /** A module's static imports, an index's narrowed to the names the module takes from it. */
  private importsOf(id: string): string[] {
    const known = this.imports.get(id);
    if (known) return known;
    const info = this.ctx.getModuleInfo(id);
    const taken = info && this.namesTakenBy(info);
    const imports = (info?.importedIds ?? []).flatMap((imported) =>
      taken && this.isBarrel(imported) ? this.exporters(imported, taken, new Set()) : [imported],
    );
    this.imports.set(id, imports);
    return imports;
  }

  /** The modules behind an index that export one of the names (also as their file's name). */
  private exporters(barrel: string, taken: Set<string>, seen: Set<string>): string[] {
    if (seen.has(barrel)) return [];
    seen.add(barrel);
    const info = this.ctx.getModuleInfo(barrel);
    return (info?.importedIds ?? []).flatMap((target) => {
      if (this.isBarrel(target)) return this.exporters(target, taken, seen);
      const exports = this.ctx.getModuleInfo(target)?.exports ?? [];
      const file = /([^\\/]+?)(?:\.[^.\\/]+)?$/.exec(target)?.[1] ?? '';
      return taken.has(file) || exports.some((name) => taken.has(name)) ? [target] : [];
    });
  }

  /** The names a module imports by name; null when it imports a namespace (`* as`). */
  private namesTakenBy(info: ModuleInfo): Set<string> | null {
    const known = this.names.get(info.id);
    if (known !== undefined) return known;
    const code = info.code ?? '';
    let taken: Set<string> | null = new Set<string>();
    if (/\bimport\s*\*\s*as\b|\bexport\s*\*\s*from\b/.test(code)) taken = null;
    else {
      for (const [, list] of code.matchAll(NAMED_IMPORT)) {
        for (const part of (list ?? '').split(',')) {
          const name = part
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (name) taken.add(name);
        }
      }
    }
    this.names.set(info.id, taken);
    return taken;
  }

  /** A module made of imports and re-exports only (a package's index). */
  private isBarrel(id: string): boolean {
    const known = this.barrels.get(id);
    if (known !== undefined) return known;
    const info = this.ctx.getModuleInfo(id);
    const rest = (info?.code ?? 'code')
      .replace(COMMENT, '')
      .replace(/^\s*["']use client["'];?/m, '')
      .replace(IMPORT, '')
      .replace(RE_EXPORT, '');
    const barrel = Boolean(info && info.importedIds.length > 1 && rest.trim() === '');
    this.barrels.set(id, barrel);
    return barrel;
  }
}
