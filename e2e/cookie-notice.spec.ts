// The cookie notice of a first visit comes with the html (scripts/cookie-notice.mjs) and the app's own notice takes
// its place where it stands; once the visitor has chosen, the server leaves it out.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptEssentialCookies } from './helpers/page.ts';

async function boxes(page: Page, notice: Locator) {
  await page.evaluate(() => document.fonts.ready);
  return { notice: await notice.boundingBox(), text: await notice.locator('p').boundingBox() };
}

test("the html's notice is where the app's own will be, and the app's replaces it", async ({ page }) => {
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
  // Only the small script that starts the app after the photo runs; the app itself never arrives.
  await page.route(/\/assets\/(?!start-after-photo-)[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  const painted = page.locator('#first-notice');
  await expect(painted).toBeVisible();
  await expect(painted).toContainText('Usiamo solo cookie tecnici');
  await expect(painted.getByRole('button', { name: 'Accetta' })).toBeDisabled();
  expect(await page.locator('#first-notice').count()).toBe(1);
});

test('after a choice the html has no notice; the language cookie picks its language', async ({ page, context, baseURL }) => {
  await page.goto('/contatti');
  await page.getByRole('button', { name: 'Solo necessari' }).click();
  await expect(page.getByRole('region', { name: 'Informativa sui cookie' })).toHaveCount(0);
  // page.request shares the browser's cookies.
  expect(await (await page.request.get('/contatti')).text()).not.toContain('first-notice');

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
