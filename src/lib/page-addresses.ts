// The head's canonical and hreflang links of the page on screen. The server writes them into each page's html
// (scripts/page-addresses.mjs) with the site's own origin, which is kept here; the app updates them as it
// navigates (app/app-shell.tsx loads this after the first render: the html's links are right until then).
import { canonicalPage, localizePath, pagePath, pathLanguage } from './localized-path.mjs';

function setLink(selector: string, attrs: Record<string, string>) {
  let link = document.head.querySelector<HTMLLinkElement>(selector);
  if (!link) document.head.append((link = document.createElement('link')));
  for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
}

export function setPageAddresses() {
  const page = canonicalPage(pagePath(location.pathname));
  const { origin } = new URL(document.head.querySelector<HTMLLinkElement>('link[rel=canonical]')?.href ?? location.href);
  const it = origin + page;
  const en = origin + localizePath(page, 'en');
  setLink('link[rel=canonical]', { rel: 'canonical', href: pathLanguage(location.pathname) === 'en' ? en : it });
  for (const [lang, href] of [['it', it], ['en', en], ['x-default', it]]) setLink(`link[hreflang="${lang}"]`, { rel: 'alternate', hreflang: lang, href });
}
