// Build step: for each page of src/app/routing/app-routes.tsx, the chunks it needs (its own and every chunk
// those import), written to dist/.vite/route-preloads.json. scripts/serve.mjs lists them in a page's html, so
// the browser fetches them with the app instead of the app adding forty <link> tags in one long task.
import path from 'node:path';
import fs from 'node:fs';
import type { Plugin } from 'vite';

export interface RoutePage {
  /** URL pattern as the router has it: '/', '/prenota', '/prodotto/:slug', '*'. */
  pattern: string;
  /** The page's source, relative to the project: 'src/app/routes/booking/book-rooms.tsx'. */
  source: string;
}

/** The routes of app-routes.tsx: `const X = lazyPage(() => import('../routes/…'))` and `route('path', X)`. */
export function routePages(appRoutesSource: string): RoutePage[] {
  const sources = new Map<string, string>();
  for (const m of appRoutesSource.matchAll(/const (\w+) = lazyPage\(\(\) => import\('\.\.\/(routes\/[^']+)'\)/g)) {
    sources.set(m[1], `src/app/${m[2]}`);
  }
  const pages: RoutePage[] = [];
  for (const m of appRoutesSource.matchAll(/\broute\((undefined|'[^']*'), (\w+)\)/g)) {
    const source = sources.get(m[2]);
    if (!source) throw new Error(`route-preloads: no lazyPage import for ${m[2]}`);
    const p = m[1] === 'undefined' ? '' : m[1].slice(1, -1);
    pages.push({ pattern: p === '*' ? '*' : `/${p}`, source });
  }
  return pages;
}

export function routePreloadsPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'tenuta-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
        return seen;
      };
      const pages = routePages(fs.readFileSync(path.join(root, 'src/app/routing/app-routes.tsx'), 'utf8'));
      const routes = pages.map(({ pattern, source }) => {
        const id = path.join(root, source);
        const chunk = chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) throw new Error(`route-preloads: no chunk holds ${source}`);
        return { pattern, files: [...closure(chunk.fileName)].map((f) => `${base}${f}`) };
      });
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: JSON.stringify(routes, null, 1) });
    },
  };
}
