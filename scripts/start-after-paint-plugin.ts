// Build step: gathers the tags that start the app (its module script, module preloads, font preloads) into one
// marked block at the end of head, and emits src/app/start-after-paint.ts as a small script of its own.
// scripts/serve.mjs swaps the block for that script on pages whose html paints before the app (a photo, the first
// visit's cookie notice); elsewhere it stays as is.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { minify, transformWithOxc, type Plugin } from 'vite';

const APP_TAG = /^[ \t]*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="preload"[^>]*\bas="font"[^>]*>)[ \t]*\n?/gm;

/** The html with the app's starting tags moved into `<!-- app-start src=… -->…<!-- /app-start -->` before </head>. */
export function gatherAppTags(html: string, starterSrc: string): string {
  const tags: string[] = [];
  const rest = html.replace(APP_TAG, (_m, tag: string) => {
    tags.push(tag);
    return '';
  });
  if (!tags.some((t) => t.startsWith('<script'))) throw new Error('start-after-paint: no module script in index.html');
  // Fonts first, as they were: the first screen's text needs them as soon as the app draws it.
  tags.sort((a, b) => Number(!a.includes('as="font"')) - Number(!b.includes('as="font"')));
  const block = `    <!-- app-start src=${starterSrc} -->\n${tags.map((t) => `    ${t}\n`).join('')}    <!-- /app-start -->\n`;
  return rest.replace(/[ \t]*<\/head>/, `${block}  </head>`);
}

export function startAfterPaintPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  let fileName = '';
  return {
    name: 'tenuta-start-after-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async buildStart() {
      const file = path.join(root, 'src/app/start-after-paint.ts');
      const { code: js } = await transformWithOxc(fs.readFileSync(file, 'utf8'), file, { lang: 'ts' });
      const { code } = await minify('start-after-paint.js', js, { module: true });
      const hash = crypto.createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `assets/start-after-paint-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: { order: 'post', handler: (html) => gatherAppTags(html, `${base}${fileName}`) },
  };
}
