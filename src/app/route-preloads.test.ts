// Each page's html lists the chunks the page needs: the build reads the routes from app-routes.tsx, the server
// matches the path asked for as the router would and adds what the html does not list already.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePages } from '../../scripts/route-preloads-plugin.ts';
import { createRoutePreloads, withRoutePreloads } from '../../scripts/route-preloads.mjs';

describe('the routes read from app-routes.tsx', () => {
  const source = fs.readFileSync(path.join(import.meta.dirname, 'routing/app-routes.tsx'), 'utf8');
  const pages = routePages(source);

  it('has every route() of the file, each with its page source', () => {
    expect(pages).toHaveLength(source.match(/\broute\((undefined|'[^']*'), \w+\)/g)!.length);
    expect(pages).toContainEqual({ pattern: '/', source: 'src/app/routes/home/home.tsx' });
    expect(pages).toContainEqual({ pattern: '/prenota', source: 'src/app/routes/booking/book-rooms.tsx' });
    expect(pages).toContainEqual({ pattern: '/prodotto/:slug', source: 'src/app/routes/shop/product.tsx' });
    expect(pages).toContainEqual({ pattern: '*', source: 'src/app/routes/info/not-found.tsx' });
    for (const page of pages) expect(fs.existsSync(path.join(import.meta.dirname, '../..', page.source)), page.source).toBe(true);
  });

  it('fails the build on a route whose page it cannot find', () => {
    expect(() => routePages("route('x', Missing)")).toThrow(/Missing/);
  });
});

describe('the server side', () => {
  const routeFor = createRoutePreloads([
    { pattern: '*', files: ['/assets/not-found.js'] },
    { pattern: '/', files: ['/assets/home.js'] },
    { pattern: '/prodotto/:slug', files: ['/assets/product.js', '/assets/index.js'] },
  ]);

  it('matches like the router: exact paths, one segment per parameter, the catch-all last', () => {
    expect(routeFor('/')?.files).toEqual(['/assets/home.js']);
    expect(routeFor('/prodotto/primo-fiore')?.pattern).toBe('/prodotto/:slug');
    expect(routeFor('/prodotto/a/b')?.pattern).toBe('*');
    expect(routeFor('/chi-siamo')?.pattern).toBe('*');
  });

  it('adds the module preloads the starting block lacks, before its end', () => {
    const html = '<head>\n<!-- app-start src=/s.js -->\n<script type="module" src="/assets/index.js"></script>\n<!-- /app-start -->\n</head>';
    const out = withRoutePreloads(html, ['/assets/product.js', '/assets/index.js']);
    expect(out).toBe(
      '<head>\n<!-- app-start src=/s.js -->\n<script type="module" src="/assets/index.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/product.js">\n    <!-- /app-start -->\n</head>',
    );
    expect(withRoutePreloads('<head></head>', ['/assets/product.js'])).toBe('<head></head>');
  });
});
