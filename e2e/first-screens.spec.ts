// The html paints /prenota's first room photo before the app's code arrives (scripts/first-screens.mjs), where
// the app will draw it: if the app draws it elsewhere, its photo is a new, later largest paint (Lighthouse's LCP
// on /en/prenota was 6 s: at its 412 px the English intro took one line where the first screen keeps two).
import { expect, test } from './fixtures.ts';

for (const path of ['/prenota', '/en/prenota']) {
  test(`${path}: the first screen's photo is where the app draws it`, async ({ page, browser }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    // Lighthouse's phone is 412 px wide; 360 is the narrowest phone the site serves.
    const sizes = mobile ? [{ width: 360, height: 740 }, { width: 412, height: 823 }, page.viewportSize()!] : [page.viewportSize()!];
    for (const viewport of sizes) {
      // The html alone, as a phone sees it before the scripts run.
      const bare = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile, javaScriptEnabled: false });
      const html = await bare.newPage();
      const painted = html.locator('#root img').first();
      // The server leaves the first screen out while its API call is slow (a loaded machine): ask again.
      await expect(async () => {
        await html.goto(path);
        await expect(painted).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      const before = (await painted.boundingBox())!;
      await bare.close();

      await page.setViewportSize(viewport);
      await page.goto(path);
      const photo = page.locator('main img').first();
      await expect(photo).toBeVisible();
      await expect(page.locator('#root > .pt-18[aria-hidden]')).toHaveCount(0);
      const after = (await photo.boundingBox())!;
      expect(Math.abs(after.y - before.y), `at ${viewport.width} px the photo's top: html ${before.y}, app ${after.y}`).toBeLessThanOrEqual(2);
      expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(2);
    }
  });
}
