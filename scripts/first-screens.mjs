// The first screen of the data pages, painted by the html itself: the photo that is the page's largest paint
// (a product's first photo, the first card of a list, the first rooms on /prenota), placed where the app will show it and preloaded, so a
// slow phone sees it before the app's code and data arrive. React replaces it on its first render, as it does
// the home hero. Photos come from the public API (as anon), cached for a minute; a slow or failing API only
// means the page is served without them.
import escapeHtml from 'escape-html';

const LISTS = { '/formaggi': 'formaggi', '/salumi': 'salumi' };
const ROOMS = '/prenota';
const PRODUCT = /^\/prodotto\/([a-z0-9-]{1,80})$/;
const MAX_ENTRIES = 500;

/** A photo address the page could show: one of the site's own files or a file of the API's storage. */
function safePhoto(url, apiOrigin) {
  if (typeof url !== 'string' || url.length > 500) return null;
  if (/^\/[\w./-]+$/.test(url) && !url.includes('..')) return url;
  try {
    const u = new URL(url);
    return u.origin === apiOrigin && u.pathname.startsWith('/storage/') ? u.href : null;
  } catch {
    return null;
  }
}

const preload = (src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high" />`;
const photo = (src, cls) => `<img src="${escapeHtml(src)}" alt="" fetchpriority="high" decoding="async" class="${cls}" />`;

// The markup repeats the classes of the app's own layout (main's pt-18 under the fixed bar, then the page's
// container), so the photo sits where the app will draw it; text is left to the app (it knows the language).
function productScreen(src) {
  return (
    '<div class="pt-18" aria-hidden="true"><div class="mx-auto max-w-7xl px-4 py-8 sm:px-6"><div class="mb-6 h-6"></div>' +
    '<div class="grid gap-10 md:grid-cols-2"><div class="overflow-hidden rounded-2xl bg-cream-100">' +
    photo(src, 'aspect-square w-full object-cover bg-cream-200') +
    '</div></div></div></div>'
  );
}

function listScreen(srcs) {
  const card = (src) =>
    '<div class="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"><div class="relative aspect-[4/3] overflow-hidden bg-cream-100">' +
    photo(src, 'size-full object-cover bg-cream-200') +
    '</div><div class="h-36"></div></div>';
  return (
    '<div class="pt-18" aria-hidden="true"><div class="mx-auto max-w-7xl px-4 py-10 sm:px-6"><div class="h-6"></div>' +
    // Heading, intro and the other list's link, as bars of their heights (one line of intro on wider screens).
    '<div class="mt-4 mb-8 flex flex-wrap items-end justify-between gap-4"><div class="w-full max-w-2xl sm:w-2/3">' +
    '<div class="h-10 w-2/3 rounded-md bg-stone-200/70 sm:h-12"></div><div class="mt-2 h-12 rounded-md bg-stone-200/50 sm:h-6"></div></div>' +
    '<div class="h-9 w-36 rounded-full bg-stone-200/50"></div></div>' +
    `<div class="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">${srcs.map(card).join('')}</div></div></div>`
  );
}

function roomsScreen(srcs) {
  const bar = (cls) => `<div class="${cls} rounded-md bg-stone-200/60"></div>`;
  const card = (src) =>
    '<div class="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">' +
    photo(src, 'aspect-[4/3] w-full object-cover bg-cream-200') +
    '<div class="h-40"></div></div>';
  // Title and intro, the steps, the two date fields (stacked on a phone), the rooms' heading, then the cards.
  return (
    '<div class="pt-18" aria-hidden="true"><div class="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">' +
    `<div class="flex flex-col gap-2">${bar('h-8 w-2/3 max-w-md sm:h-10')}${bar('h-12 max-w-xl sm:h-6')}</div>` +
    `<div class="flex flex-col gap-8">${bar('h-8 max-w-3xl')}${bar('h-[188px] sm:h-[106px]')}` +
    `<div class="flex flex-col gap-4">${bar('h-8 w-48')}<div class="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">${srcs.map(card).join('')}</div></div>` +
    '</div></div></div>'
  );
}

/**
 * `(pathname) => Promise<{ head, body } | null>` for the pages with a known first photo.
 * Options: apiUrl and anonKey of the Supabase API; fetch and now for tests.
 */
export function createFirstScreens({ apiUrl, anonKey, timeoutMs = 400, ttlMs = 60_000, retryMs = 5_000, fetch = globalThis.fetch, now = Date.now }) {
  const apiOrigin = new URL(apiUrl).origin;
  const cache = new Map(); // pathname -> { at, value }

  async function rpc(name, args) {
    const res = await fetch(`${apiUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`${name}: ${res.status}`);
    return res.json();
  }

  async function build(pathname) {
    const product = PRODUCT.exec(pathname);
    if (product) {
      const row = await rpc('get_product_by_slug', { product_slug: product[1], lang: 'it' });
      const found = Array.isArray(row) ? row[0] : row;
      const src = safePhoto(found?.image_url, apiOrigin);
      return src ? { head: preload(src), body: productScreen(src) } : null;
    }
    if (pathname === ROOMS) {
      const rows = await rpc('get_rooms', { lang: 'it' });
      const srcs = rows.slice(0, 3).map((r) => safePhoto(r.image_urls?.[0], apiOrigin));
      if (srcs.length === 0 || srcs.some((s) => !s)) return null;
      return { head: preload(srcs[0]), body: roomsScreen(srcs) };
    }
    const category = LISTS[pathname];
    if (category) {
      const rows = await rpc('get_products', { lang: 'it' });
      // The app lists a category in the order the API gives; a phone shows one card, a desktop up to three.
      const srcs = rows.filter((r) => r.category_slug === category).slice(0, 3).map((r) => safePhoto(r.image_url, apiOrigin));
      if (srcs.length === 0 || srcs.some((s) => !s)) return null;
      return { head: preload(srcs[0]), body: listScreen(srcs) };
    }
    return null;
  }

  return async function firstScreen(pathname) {
    if (!PRODUCT.test(pathname) && !(pathname in LISTS) && pathname !== ROOMS) return null;
    const hit = cache.get(pathname);
    if (hit && now() - hit.at < hit.ttl) return hit.value;
    let value = null;
    // A failed or slow API is asked again soon (not hammered on every request); an answer is kept a minute.
    let ttl = ttlMs;
    try {
      value = await build(pathname);
    } catch {
      ttl = retryMs;
    }
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value);
    cache.delete(pathname);
    cache.set(pathname, { at: now(), value, ttl });
    return value;
  };
}

/** index.html with a first screen: its preload at the end of head, its markup as the root's content. */
export function withFirstScreen(html, screen) {
  if (!screen) return html;
  return html.replace('</head>', `${screen.head}\n</head>`).replace('<div id="root"></div>', `<div id="root">${screen.body}</div>`);
}
