// Build step: a lazy import's preload list leaves out the chunks its importer imports statically. Those are
// loaded before the import can run, yet Vite lists them in every list; the entry alone carried about 2 kB gzip of
// such names. Vite asks `resolveDependencies` while it writes the lists, after this plugin has seen the bundle;
// without the bundle (another Vite order) the lists stay whole.
import type { Plugin, Rollup } from 'vite';

type ResolveDependencies = (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

export function preloadDepsPlugin(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let bundle: Rollup.OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();

  /** `file` and every chunk it imports statically, transitively. */
  function staticClosure(file: string): Set<string> {
    const known = closures.get(file);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (name: string) => {
      const chunk = bundle?.[name];
      if (seen.has(name) || chunk?.type !== 'chunk') return;
      seen.add(name);
      chunk.imports.forEach(visit);
    };
    visit(file);
    closures.set(file, seen);
    return seen;
  }

  return {
    plugin: {
      name: 'tenuta-preload-deps',
      apply: 'build',
      generateBundle(_options, output) {
        bundle = output;
        closures.clear();
      },
    },
    resolveDependencies(_file, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !bundle) return deps;
      const loaded = staticClosure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
