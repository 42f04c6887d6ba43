// Each page has two addresses: Italian at the root (/formaggi), English under /en (/en/formaggi), with the same
// path after the prefix: one route table, which the router runs with the basename '/en' on English pages. The
// address decides the language. Plain JavaScript so that the production server (scripts/serve.mjs) and the
// sitemap apply the very same rules as the app.

/** The language of an address: /en and everything under /en/ is English, the rest Italian. */
export const pathLanguage = (pathname) => (/^\/en(\/|$)/.test(pathname) ? 'en' : 'it');

/** The page an address shows, without its language prefix: '/en/formaggi' → '/formaggi', '/en' → '/'. */
export const pagePath = (pathname) => (pathLanguage(pathname) === 'en' ? pathname.slice(3) || '/' : pathname);

/** The address of a page ('/formaggi?x#y', '/#prodotti') in a language: '/en/formaggi?x#y', '/en#prodotti'.
 * The router's links get the prefix from its basename; this is for everything else (a plain href, a return
 * address in an e-mail, a full reload, the head's alternates). */
export const localizePath = (path, lang) => (lang === 'en' ? `/en${path.replace(/^\/(?=[?#]|$)/, '')}` : path);

/** A page's one canonical spelling: without a trailing slash ('/formaggi/' → '/formaggi'), the home as '/'. */
export const canonicalPage = (page) => page.replace(/(.)\/+$/, '$1');
