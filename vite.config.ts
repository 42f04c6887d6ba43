import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { sitemapPlugin } from './scripts/sitemap-plugin.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), sitemapPlugin()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: { sourcemap: false, chunkSizeWarningLimit: 700 },
});
