// Build step: the site-wide head texts of the English pages (title, description), for scripts/serve.mjs to write
// into the html of /en addresses (dist/.vite/page-head.json): a link preview or a crawler that runs no script
// reads English on an English address. The app sets each page's own title once it runs (hooks/use-page-meta.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface PageHead {
  title: string;
  description: string;
  locale: string;
}

/** The English head from the locale file, as the app's default title reads ('Tenuta Sarda · Dairy & farm stay'). */
export function englishHead(common: { brand: { name: string; tagline: string }; meta: { description: string } }): PageHead {
  return { title: `${common.brand.name} · ${common.brand.tagline}`, description: common.meta.description, locale: 'en_GB' };
}

export function pageHeadPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'tenuta-page-head',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      const common = JSON.parse(fs.readFileSync(path.join(root, 'src/locales/en/common.json'), 'utf8'));
      this.emitFile({ type: 'asset', fileName: '.vite/page-head.json', source: JSON.stringify({ en: englishHead(common) }) });
    },
  };
}
