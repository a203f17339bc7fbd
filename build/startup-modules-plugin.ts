import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** What a module statically imports, as the build knows it. */
interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[]; readonly code: string | null } | null;
}

const REEXPORT = /export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(['"])[^'"]+\1\s*;?/g;
const IMPORT = /import\s*(?:[^'";]*?\s*from\s*)?(['"])[^'"]+\1\s*;?/g;
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/**
 * Whether a module only re-exports others (`@/application`, `rxjs`): it names every module of its
 * package, whichever the importer uses, so the closure does not follow it (what is used through it
 * is left to the automatic splitting).
 */
const isBarrel = (code: string | null) => code !== null && code.replace(COMMENT, '').replace(REEXPORT, '').replace(IMPORT, '').trim() === '';

/**
 * The modules each of `roots` loads before it runs: its static import closure, as sets of module
 * ids that the build's chunk groups test against (filled when the module graph is complete, before
 * the chunks are made). A later root's set leaves out what an earlier one already loads.
 */
export function startupModulesPlugin(rootDir: string, roots: readonly string[]): { plugin: Plugin; closures: readonly Set<string>[] } {
  const ids = roots.map((root) => fileURLToPath(new URL(root, rootDir)));
  const closures = ids.map(() => new Set<string>());
  const plugin: Plugin = {
    name: 'storefront-startup-modules',
    apply: 'build',
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const taken = new Set<string>();
      ids.forEach((root, index) => {
        const closure = closures[index]!;
        closure.clear();
        const pending = [root];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (taken.has(id) || closure.has(id)) continue;
          const info = graph.getModuleInfo(id);
          if (id !== root && isBarrel(info?.code ?? null)) continue;
          closure.add(id);
          pending.push(...(info?.importedIds ?? []));
        }
        closure.forEach((id) => taken.add(id));
      });
    },
  };
  return { plugin, closures };
}
