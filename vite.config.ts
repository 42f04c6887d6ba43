import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { sitemapPlugin } from './scripts/sitemap-plugin.ts';
import { cookieNoticePlugin } from './scripts/cookie-notice-plugin.ts';
import { pageHeadPlugin } from './scripts/page-head-plugin.ts';
import { routePreloadsPlugin } from './scripts/route-preloads-plugin.ts';
import { startAfterPaintPlugin } from './scripts/start-after-paint-plugin.ts';
import { preloadDepsPlugin } from './scripts/preload-deps-plugin.ts';

/** `<link rel=preconnect>` to the Supabase API, whose first request otherwise waits for a new connection. */
function preconnectApi(apiUrl: string): Plugin {
  const origin = new URL(apiUrl).origin;
  return {
    name: 'tenuta-preconnect-api',
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' }],
  };
}

const preloadDeps = preloadDepsPlugin();
// Where npm put React Router (its production files are beside the development ones it exports).
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');

export default defineConfig(({ mode }) => ({
  // The same default as src/integrations/supabase/client.ts.
  plugins: [react(), tailwindcss(), preloadDeps.plugin, sitemapPlugin(), startAfterPaintPlugin(), routePreloadsPlugin(), cookieNoticePlugin(), pageHeadPlugin(), preconnectApi(loadEnv(mode, process.cwd(), 'VITE_').VITE_SUPABASE_URL || 'http://127.0.0.1:54321')],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // React's own hook instead of the React 16/17 shim react-i18next imports (0.3 kB of the first render).
      { find: /^use-sync-external-store\/shim$/, replacement: path.resolve(import.meta.dirname, 'src/lib/use-sync-external-store.ts') },
      // React Router 7 exports only its development build (remix-run/react-router#14102: its dev warnings and checks
      // run in production): a production build takes the package's own production files.
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
          ]
        : []),
    ],
  },
  // No modulepreload polyfill: every browser the site supports (Chrome 66+, Safari 17+, Firefox 115+) preloads
  // modules itself, and an older one only loads the chunks a little later; it saved 0.3 kB of the first render.
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    modulePreload: { polyfill: false, resolveDependencies: preloadDeps.resolveDependencies },
    // Seven hash characters instead of eight (the fewest Rolldown allows for this many chunks): the entry names
    // every lazy chunk (its preload lists), and a hash is the part of a name gzip cannot shorten; one character
    // less per name saved 0.27 kB of the first render. 64^7 names: a changed chunk still always gets a new name.
    rollupOptions: {
      output: { entryFileNames: 'assets/[name]-[hash:7].js', chunkFileNames: 'assets/[name]-[hash:7].js', assetFileNames: 'assets/[name]-[hash:7][extname]' },
    },
  },
}));
