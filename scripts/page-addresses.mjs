// What a page's html says about its address: `<html lang>` from the address (English under /en), its canonical
// and its hreflang alternates (Italian, English, Italian again as x-default), absolute from the site's origin.
// English addresses also get the English site-wide title and description. The app keeps the addresses up to date
// as it navigates (src/lib/page-addresses.ts).
import escapeHtml from 'escape-html';
import { canonicalPage, localizePath, pagePath, pathLanguage } from '../src/lib/localized-path.mjs';

/** The html's site-wide title, description and Open Graph texts replaced by `head`'s (English pages). */
function withHead(html, head) {
  if (!head) return html;
  // Replacer functions: a `$` in a text is not a replacement pattern.
  const set = (text, re, value) => text.replace(re, (_m, before, after) => `${before}${escapeHtml(value)}${after}`);
  let out = set(html, /(<title>)[^<]*(<\/title>)/, head.title);
  out = set(out, /(<meta property="og:title" content=")[^"]*(")/, head.title);
  out = set(out, /(<meta name="description" content=")[^"]*(")/, head.description);
  out = set(out, /(<meta property="og:description" content=")[^"]*(")/, head.description);
  return set(out, /(<meta property="og:locale" content=")[^"]*(")/, head.locale);
}

/** The html of `pathname` with its language and addresses; `origin` like 'https://www.tenutasarda.it'; `heads`:
 * the English head texts of the build (scripts/page-head-plugin.ts), for English addresses. */
export function withPageAddresses(html, pathname, origin, heads = {}) {
  const lang = pathLanguage(pathname);
  const page = canonicalPage(pagePath(pathname));
  const it = escapeHtml(origin + page);
  const en = escapeHtml(origin + localizePath(page, 'en'));
  const links = [
    `<link rel="canonical" href="${lang === 'en' ? en : it}" />`,
    ...[['it', it], ['en', en], ['x-default', it]].map(([l, href]) => `<link rel="alternate" hreflang="${l}" href="${href}" />`),
  ];
  const addressed = html.replace(/<html lang="[^"]*">/, `<html lang="${lang}">`).replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
  return lang === 'en' ? withHead(addressed, heads.en) : addressed;
}
