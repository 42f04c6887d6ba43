import { expect, test } from './fixtures.ts';
import { useLanguage } from './helpers/page.ts';
import { dismissCookies } from './shop-helpers.ts';

test('a product with stock 0 shows Esaurito and cannot be added to the cart', async ({ page }) => {
  await page.goto('/prodotto/pecorino-riserva-24-mesi'); // seeded with stock 0
  await dismissCookies(page);
  await expect(page.getByTestId('sold-out')).toContainText('Esaurito');
  await expect(page.getByTestId('add-to-cart')).toBeDisabled();
  await expect(page.getByText('2 anni')).toBeVisible(); // 24 months shown in years
  await page.getByTestId('add-to-cart').click({ force: true });
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('the product page shows details, highlighted allergens, JSON-LD and a gallery that answers the keyboard', async ({ page }) => {
  await page.goto('/prodotto/primo-fiore');
  await dismissCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Primo Fiore/i);
  await expect(page.getByTestId('ingredients').locator('strong').first()).toHaveText(/latte/i);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'EUR', price: '14.50' } });
  const thumbs = page.getByRole('button', { name: /Mostra immagine/ });
  await expect(thumbs).toHaveCount(3);
  await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
  await page.getByRole('region', { name: 'Galleria immagini' }).locator('[tabindex="0"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await thumbs.nth(2).click();
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
});

test('the English product page shows the milk in English, not the Italian value the database stores', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/prodotto/primo-fiore');
  await dismissCookies(page);
  const details = page.getByRole('region', { name: 'Product details' });
  // The database stores 'pecora' and 'pasteurised': the page says them in its language.
  const milk = details.locator('dt', { hasText: /^Milk$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(milk).toHaveText("sheep's · pasteurised");
});

test("the server's html paints a product's first photo before the app, and the app takes its place", async ({ page, request }) => {
  // A cold API can miss the server's 400 ms wait (the page is then served without the photo, and asked again 5 s later).
  await expect.poll(async () => (await request.get('/prodotto/primo-fiore')).text(), { timeout: 20_000, intervals: [1000, 5500] }).toContain('<img src="/images/products/primo-fiore-800.webp"');
  const html = await (await request.get('/prodotto/primo-fiore')).text();
  expect(html).toContain('<link rel="preload" as="image" href="/images/products/primo-fiore-800.webp" fetchpriority="high" />');
  expect(html).toMatch(/<div id="root"><div class="pt-18" aria-hidden="true">.*<img src="\/images\/products\/primo-fiore-800\.webp"/);
  expect(await (await request.get('/prodotto/non-esiste')).text()).toContain('<div id="root"></div>');
  await page.goto('/prodotto/primo-fiore');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Primo Fiore/i);
  await expect(page.locator('#root > .pt-18[aria-hidden="true"]')).toHaveCount(0);
});

for (const path of ['/', '/prodotto/primo-fiore']) {
  test(`on ${path} the app's scripts are requested only once the html's photo is on screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('#root > [aria-hidden="true"]')).toHaveCount(0); // the app has taken over
    const times = await page.evaluate(async () => {
      const paints = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true }),
      );
      const photo = paints.find((p) => /\/images\/.+\.webp$/.test((p as PerformanceEntry & { url: string }).url));
      const app = performance.getEntriesByType('resource').find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name));
      return { photoPainted: photo?.startTime, appRequested: app?.startTime };
    });
    expect(times.photoPainted).toBeGreaterThan(0);
    expect(times.appRequested).toBeGreaterThan(times.photoPainted!);
  });
}

test('an unknown product shows the not-found message with a link back', async ({ page }) => {
  await page.goto('/prodotto/non-esiste');
  await expect(page.getByRole('heading', { name: 'Prodotto non trovato' })).toBeVisible();
  await page.getByRole('link', { name: 'Vai ai formaggi' }).click();
  await expect(page).toHaveURL(/\/formaggi$/);
});

test('the lists link to each other and back to the home products, with the crema weight label', async ({ page }) => {
  await page.goto('/formaggi');
  await dismissCookies(page);
  await expect(page.getByText('800 g (4 vasetti da 200 g)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna ai prodotti' })).toHaveAttribute('href', '/#prodotti');
  await page.getByRole('link', { name: 'Scopri i salumi' }).click();
  await expect(page).toHaveURL(/\/salumi$/);
  // The farm's own product: the admin journeys may add copies of it with e2e slugs meanwhile.
  await expect(page.getByRole('link', { name: /Salsiccia sarda piccante/ }).and(page.locator('[href="/prodotto/salsiccia-sarda-piccante"]'))).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ['/formaggi', '/prodotto/primo-fiore', '/auth', '/checkout', '/profilo']) {
    test(`${path} fits the phone width`, async ({ page }) => {
      if (path === '/checkout') {
        await page.addInitScript(() =>
          localStorage.setItem('cart', JSON.stringify([{ product_id: '30000000-0000-4000-8000-000000000002', quantity: 1, name: 'Primo Fiore', price: 14.5, image_url: null, sku: 'TS-FOR-002', stock: 10 }])),
        );
      }
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('the cart drawer is at most 360 px wide and shows the empty state', async ({ page }) => {
    await page.goto('/formaggi');
    await dismissCookies(page);
    await page.getByTestId('cart-button').click();
    const drawer = page.getByTestId('cart-drawer');
    await expect(drawer).toContainText('Il carrello è vuoto');
    await expect(drawer).toContainText('Aggiungi alcuni prodotti per iniziare');
    // Rounded: while the sheet slides in its box can measure a fraction of a pixel more.
    expect(Math.round((await drawer.boundingBox())!.width)).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  });
});
