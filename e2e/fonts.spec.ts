// Text drawn before the self-hosted fonts arrive uses system fonts scaled to them (src/app/fallback-fonts.css), so
// the swap moves nothing: the home's hero, the first screen's text, takes the same room with either.
import { expect, test } from './fixtures.ts';
import { acceptEssentialCookies } from './helpers/page.ts';

test("the home's hero takes the same room in the fallback fonts as in the site's own", async ({ page }) => {
  await acceptEssentialCookies(page);
  await page.goto('/');
  const title = page.locator('#hero-title');
  await expect(title).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const hero = title.locator('..');
  const own = await hero.boundingBox();

  // What a visitor sees before the fonts arrive: the same stacks without their first family.
  await page.addStyleTag({
    content: `#hero-title { font-family: 'Fraunces Fallback: Georgia', 'Fraunces Fallback: Noto Serif', 'Fraunces Fallback: DejaVu Serif' !important }
      #hero-title ~ * { font-family: 'Inter Fallback: Arial', 'Inter Fallback: Roboto', 'Inter Fallback: DejaVu Sans' !important }`,
  });
  const fallback = await hero.boundingBox();
  expect(Math.abs(fallback!.y - own!.y)).toBeLessThanOrEqual(2);
  expect(Math.abs(fallback!.height - own!.height)).toBeLessThanOrEqual(2);
});
