// Build step: the cookie notice as html, in Italian and English, for scripts/serve.mjs to paint on a first visit
// (dist/.vite/cookie-notice.json). The markup repeats src/app/layout/cookie-notice.tsx (same classes, same icon,
// same texts from the locale files), so the app's own notice takes its place without a visible change;
// e2e/cookie-notice.spec.ts compares the two.
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import escapeHtml from 'escape-html';
import { Cookie } from 'lucide-react';
import type { Plugin } from 'vite';
import { buttonClassName } from '../src/components/ui/button-styles.ts';
import { localizePath } from '../src/lib/localized-path.mjs';

interface NoticeTexts {
  label: string;
  text: string;
  more: string;
  essential: string;
  accept: string;
}


/** `lang`: an Italian address may get the English notice (the `lang` cookie's), so the notice says its language; its
 * link goes to the terms in that language. */
export function cookieNoticeHtml(t: NoticeTexts, lang: 'it' | 'en'): string {
  const icon = renderToStaticMarkup(createElement(Cookie, { className: 'hidden size-8 shrink-0 text-terracotta-600 sm:block', 'aria-hidden': true }));
  const button = (variant: 'outline' | 'primary', label: string) =>
    // Disabled until the app's notice, which records the choice, takes this one's place: a click is never lost.
    `<button type="button" disabled class="${buttonClassName({ variant, size: 'sm' })}">${escapeHtml(label)}</button>`;
  return (
    `<div id="first-notice" role="region" aria-label="${escapeHtml(t.label)}" class="fixed inset-x-3 bottom-3 z-30 max-w-2xl rounded-2xl sm:left-4 sm:right-auto border border-stone-200 bg-white/97 p-4 shadow-xl backdrop-blur sm:flex sm:items-center sm:gap-4 sm:p-5" data-launcher-avoid="" lang="${lang}">` +
    icon +
    `<p class="text-sm text-stone-700">${escapeHtml(t.text)} <a href="${localizePath('/termini-e-condizioni#cookie', lang)}" class="font-medium text-olive-800 underline underline-offset-2">${escapeHtml(t.more)}</a></p>` +
    `<div class="mt-3 flex shrink-0 gap-2 sm:mt-0">${button('outline', t.essential)}${button('primary', t.accept)}</div>` +
    '</div>'
  );
}

export function cookieNoticePlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'tenuta-cookie-notice',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      const notices: Record<string, string> = {};
      for (const lang of ['it', 'en'] as const) {
        const common = JSON.parse(fs.readFileSync(path.join(root, 'src/locales', lang, 'common.json'), 'utf8'));
        notices[lang] = cookieNoticeHtml(common.cookies, lang);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/cookie-notice.json', source: JSON.stringify(notices) });
    },
  };
}
