// The cookie notice of a first visit comes with the html (scripts/cookie-notice.mjs) and the app's own notice takes
// its place where it stands; once the visitor has chosen, the server leaves it out.
import { allowConsoleErrors, expect, test, type Locator, type Page } from './fixtures.ts';
import { acceptEssentialCookies } from './helpers/page.ts';

async function boxes(page: Page, notice: Locator) {
  await page.evaluate(() => document.fonts.ready);
  return { notice: await notice.boundingBox(), text: await notice.locator('p').boundingBox() };
}

test("the html's notice is where the app's own will be, and the app's replaces it", async ({ page }) => {
  allowConsoleErrors(page, /net::ERR_FAILED/); // the app's scripts, blocked on purpose
  // Without the app's scripts: what the html alone paints.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/contatti');
  const painted = page.locator('#first-notice');
  await expect(painted).toBeVisible();
  await expect(painted).toHaveAttribute('aria-label', 'Informativa sui cookie');
  const before = await boxes(page, painted);

  await page.unroute('**/assets/*.js');
  await page.goto('/contatti');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#first-notice')).toHaveCount(0);
  const notice = page.getByRole('region', { name: 'Informativa sui cookie' });
  await expect(notice).toHaveCount(1);
  expect(await boxes(page, notice)).toEqual(before);
});

test("on a page that paints a photo the notice follows the photo, before the app", async ({ page }) => {
  allowConsoleErrors(page, /net::ERR_FAILED/); // the app's scripts, blocked on purpose
  // Only the small script that starts the app after the photo runs; the app itself never arrives.
  await page.route(/\/assets\/(?!start-after-paint-)[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  const painted = page.locator('#first-notice');
  await expect(painted).toBeVisible();
  await expect(painted).toContainText('Usiamo solo cookie tecnici');
  await expect(painted.getByRole('button', { name: 'Accetta' })).toBeDisabled();
  expect(await page.locator('#first-notice').count()).toBe(1);
});

test("without a photo, a first visit's app is requested once the html's notice is on screen", async ({ page }) => {
  // Recorded as they come: a paint's element is gone once the app's notice has replaced the html's.
  await page.addInitScript(() => {
    const w = window as unknown as { noticePaints: number[] };
    w.noticePaints = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as LargestContentfulPaint[]) if (e.element?.closest('#first-notice')) w.noticePaints.push(e.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/contatti');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const times = await page.evaluate(() => ({
    noticePainted: (window as unknown as { noticePaints: number[] }).noticePaints[0],
    appRequested: performance.getEntriesByType('resource').find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name))?.startTime,
  }));
  expect(times.noticePainted).toBeGreaterThan(0);
  expect(times.appRequested).toBeGreaterThan(times.noticePainted);
});

test('after a choice the html has no notice; the language cookie picks its language', async ({ page, context, baseURL }) => {
  await page.goto('/contatti');
  await page.getByRole('button', { name: 'Solo necessari' }).click();
  await expect(page.getByRole('region', { name: 'Informativa sui cookie' })).toHaveCount(0);
  // page.request shares the browser's cookies. Nothing painted before the app: it starts at once.
  const chosen = await (await page.request.get('/contatti')).text();
  expect(chosen).not.toContain('first-notice');
  expect(chosen).not.toContain('<template id="app-start">');

  await context.clearCookies();
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const english = await (await page.request.get('/contatti')).text();
  expect(english).toContain('id="first-notice" role="region" aria-label="Cookie notice"');
});

test('a visitor who chose before the cookie existed loses the painted notice and gets the cookie', async ({ page, context }) => {
  await acceptEssentialCookies(page); // the choice in local storage only
  await page.goto('/contatti');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#first-notice')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Informativa sui cookie' })).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('essential');
});

test('the sign-in page, which has no notice, removes the painted one', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#first-notice')).toHaveCount(0);
});
