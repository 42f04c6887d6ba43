import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { preloadDepsPlugin } from './preload-deps-plugin.ts';

const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk', fileName, imports }) as unknown as Rollup.OutputChunk;

function withBundle() {
  const { plugin, resolveDependencies } = preloadDepsPlugin();
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/react.js']),
    'assets/react.js': chunk('assets/react.js', ['assets/runtime.js']),
    'assets/runtime.js': chunk('assets/runtime.js', []),
    'assets/page.js': chunk('assets/page.js', ['assets/react.js', 'assets/card.js']),
    'assets/card.js': chunk('assets/card.js', []),
  } as unknown as Rollup.OutputBundle;
  (plugin.generateBundle as (this: unknown, o: unknown, b: Rollup.OutputBundle) => void).call({}, {}, bundle);
  return resolveDependencies;
}

describe('preload lists', () => {
  it("leave out the chunks the importer has already loaded, directly or through its imports", () => {
    const resolve = withBundle();
    const deps = ['assets/page.js', 'assets/react.js', 'assets/runtime.js', 'assets/card.js'];
    expect(resolve('assets/page.js', deps, { hostId: 'assets/index.js', hostType: 'js' })).toEqual(['assets/page.js', 'assets/card.js']);
  });

  it('stay whole for the html, and before the bundle is known', () => {
    const deps = ['assets/page.js', 'assets/react.js'];
    expect(withBundle()('assets/page.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
    expect(preloadDepsPlugin().resolveDependencies('assets/page.js', deps, { hostId: 'assets/index.js', hostType: 'js' })).toEqual(deps);
  });
});
