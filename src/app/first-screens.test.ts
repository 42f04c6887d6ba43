// scripts/first-screens.mjs: the photo a product page or list paints from the html, taken from the API.
import { describe, expect, it } from 'vitest';
import { createFirstScreens, withFirstScreen } from '../../scripts/first-screens.mjs';

const API = 'http://api.test';
type Call = { url: string; body: unknown };

function fakeApi(answers: Record<string, unknown>, calls: Call[] = []) {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, body: JSON.parse(init?.body as string) });
    const name = url.split('/').pop()!;
    if (!(name in answers)) return new Response('{}', { status: 500 });
    return new Response(JSON.stringify(answers[name]), { status: 200 });
  }) as typeof fetch;
}

const PRODUCTS = [
  { category_slug: 'formaggi', image_url: '/images/products/a-800.webp' },
  { category_slug: 'salumi', image_url: '/images/products/s-800.webp' },
  { category_slug: 'formaggi', image_url: `${API}/storage/v1/object/public/products/b.webp` },
];

describe('first screens', () => {
  it("paints and preloads a product's first photo, asked as anon", async () => {
    const calls: Call[] = [];
    const screens = createFirstScreens({ apiUrl: API, anonKey: 'anon', fetch: fakeApi({ get_product_by_slug: [{ image_url: '/images/products/primo-fiore-800.webp' }] }, calls) });
    const screen = await screens('/prodotto/primo-fiore');
    expect(calls).toEqual([{ url: `${API}/rest/v1/rpc/get_product_by_slug`, body: { product_slug: 'primo-fiore', lang: 'it' } }]);
    expect(screen?.head).toBe('<link rel="preload" as="image" href="/images/products/primo-fiore-800.webp" fetchpriority="high" />');
    expect(screen?.body).toContain('<img src="/images/products/primo-fiore-800.webp" alt=""');
    expect(screen?.body).toContain('aria-hidden="true"');
  });

  it("paints a list's first cards in the API's order, only its own category", async () => {
    const screens = createFirstScreens({ apiUrl: API, anonKey: 'anon', fetch: fakeApi({ get_products: PRODUCTS }) });
    const body = (await screens('/formaggi'))!.body;
    const srcs = [...body.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);
    expect(srcs).toEqual(['/images/products/a-800.webp', `${API}/storage/v1/object/public/products/b.webp`]);
    expect((await screens('/salumi'))!.head).toContain('/images/products/s-800.webp');
  });

  it("paints the first three rooms' first photos on /prenota", async () => {
    const rooms = ['a', 'b', 'c', 'd'].map((n) => ({ image_urls: [`/images/rooms/${n}-1-800.webp`, `/images/rooms/${n}-2-800.webp`] }));
    const screens = createFirstScreens({ apiUrl: API, anonKey: 'anon', fetch: fakeApi({ get_rooms: rooms }) });
    const screen = (await screens('/prenota'))!;
    expect([...screen.body.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1])).toEqual(['a', 'b', 'c'].map((n) => `/images/rooms/${n}-1-800.webp`));
    expect(screen.head).toContain('/images/rooms/a-1-800.webp');
  });

  it('leaves other pages alone without asking the API', async () => {
    const calls: Call[] = [];
    const screens = createFirstScreens({ apiUrl: API, anonKey: 'anon', fetch: fakeApi({}, calls) });
    for (const p of ['/', '/checkout', '/prodotto/', '/prodotto/../x', '/prodotto/A_B', `/prodotto/${'a'.repeat(81)}`]) expect(await screens(p)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('refuses photo addresses that are not the site\'s or the API storage\'s, and never breaks out of the attribute', async () => {
    for (const image_url of ['javascript:alert(1)', '/x" onerror="alert(1)', 'http://evil.test/storage/v1/a.webp', `${API}/rest/v1/a`, '/../etc/passwd', null]) {
      const screens = createFirstScreens({ apiUrl: API, anonKey: 'anon', fetch: fakeApi({ get_product_by_slug: [{ image_url }] }) });
      expect(await screens('/prodotto/x'), String(image_url)).toBeNull();
    }
  });

  it('serves the page without a first screen when the API fails or the product is unknown', async () => {
    expect(await createFirstScreens({ apiUrl: API, anonKey: 'anon', fetch: fakeApi({}) })('/prodotto/x')).toBeNull();
    expect(await createFirstScreens({ apiUrl: API, anonKey: 'anon', fetch: fakeApi({ get_product_by_slug: [] }) })('/prodotto/x')).toBeNull();
    const slow = (_input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    expect(await createFirstScreens({ apiUrl: API, anonKey: 'anon', timeoutMs: 20, fetch: slow })('/prodotto/x')).toBeNull();
  });

  it('asks the API once a minute per page', async () => {
    const calls: Call[] = [];
    let t = 0;
    const screens = createFirstScreens({ apiUrl: API, anonKey: 'anon', now: () => t, fetch: fakeApi({ get_products: PRODUCTS }, calls) });
    await screens('/formaggi');
    t = 59_000;
    await screens('/formaggi');
    expect(calls).toHaveLength(1);
    t = 61_000;
    await screens('/formaggi');
    expect(calls).toHaveLength(2);
  });

  it('asks again after 5 s when the API failed', async () => {
    let t = 0;
    let up = false;
    const calls: Call[] = [];
    const answers = fakeApi({ get_products: PRODUCTS }, calls);
    const flaky = ((input: string | URL | Request, init?: RequestInit) => (up ? answers(input, init) : Promise.reject(new Error('down')))) as typeof fetch;
    const screens = createFirstScreens({ apiUrl: API, anonKey: 'anon', now: () => t, fetch: flaky });
    expect(await screens('/formaggi')).toBeNull();
    up = true;
    t = 4_000;
    expect(await screens('/formaggi')).toBeNull();
    t = 6_000;
    expect(await screens('/formaggi')).not.toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('puts the preload in head and the markup in the empty root', () => {
    const html = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
    expect(withFirstScreen(html, { head: '<link>', body: '<img>' })).toBe('<html><head><title>x</title><link>\n</head><body><div id="root"><img></div></body></html>');
    expect(withFirstScreen(html, null)).toBe(html);
  });
});
