// What a page's html says about its address: `<html lang>` from the address (English under /en), its canonical
// and its hreflang alternates (Italian, English, Italian again as x-default), absolute from the site's origin.
// The app keeps them up to date as it navigates (src/app/layout/page-addresses.ts).
import escapeHtml from 'escape-html';
import { canonicalPage, localizePath, pagePath, pathLanguage } from '../src/lib/localized-path.mjs';

/** The html of `pathname` with its language and addresses; `origin` like 'https://www.tenutasarda.it'. */
export function withPageAddresses(html, pathname, origin) {
  const lang = pathLanguage(pathname);
  const page = canonicalPage(pagePath(pathname));
  const it = escapeHtml(origin + page);
  const en = escapeHtml(origin + localizePath(page, 'en'));
  const links = [
    `<link rel="canonical" href="${lang === 'en' ? en : it}" />`,
    ...[['it', it], ['en', en], ['x-default', it]].map(([l, href]) => `<link rel="alternate" hreflang="${l}" href="${href}" />`),
  ];
  return html.replace(/<html lang="[^"]*">/, `<html lang="${lang}">`).replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}
