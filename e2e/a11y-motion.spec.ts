// prefers-reduced-motion: the home hero and photo carousel stay still and nothing scrolls smoothly.
// The same checks without the preference prove that they do move otherwise.
import { expect, test, type Page } from './fixtures.ts';
import { acceptEssentialCookies } from './helpers/page.ts';
import { tabTo } from './a11y-keyboard.ts';

test.beforeEach(async ({ page }) => acceptEssentialCookies(page));

/** The current hero slide and the photo carousel's track position. */
async function slides(page: Page) {
  return page.evaluate(() => ({
    hero: [...document.querySelectorAll('[aria-current]')].findIndex((b) => b.getAttribute('aria-current') === 'true'),
    carousel: document.querySelector<HTMLElement>('[data-testid="carousel"] > div')?.style.transform ?? '',
  }));
}

async function openHome(page: Page) {
  await page.goto('/');
  // The carousel loads when it comes near the viewport: scroll down until it is there.
  const carousel = page.getByTestId('carousel');
  await expect(async () => {
    await page.evaluate(() => window.scrollBy({ top: 400, behavior: 'instant' }));
    await expect(carousel).toBeAttached({ timeout: 250 });
  }).toPass({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return slides(page);
}

/** Scrolls down, then presses Enter on the home logo, which scrolls to the top; returns the positions the page
 * passed through on its way up (none between the two when it jumps), however slowly frames come on a busy machine. */
async function positionsOnTheWayUp(page: Page): Promise<number[]> {
  await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
  await tabTo(page, page.getByRole('link', { name: /^Tenuta Sarda.*torna all'inizio$/ }));
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { seenScroll: seen });
    window.addEventListener('scroll', () => seen.push(window.scrollY));
  });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.scrollY === 0);
  const seen = await page.evaluate(() => (window as unknown as { seenScroll: number[] }).seenScroll);
  return seen.filter((y) => y > 0 && y < 1500);
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('carousels stay still and scrolling jumps', async ({ page }) => {
    // The page's clock is ours: its timers run on without the test waiting for them.
    await page.clock.install();
    const start = await openHome(page);
    await page.clock.runFor(7000); // longer than the hero's 6 s and the carousel's 2 s
    expect(await slides(page)).toEqual(start);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    expect(await positionsOnTheWayUp(page)).toEqual([]);
  });
});

test.describe('without the preference', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('carousels advance and scrolling glides', async ({ page }) => {
    // Real time here (the installed clock left the phone's carousel still): wait until both have moved on.
    const start = await openHome(page);
    await expect
      .poll(async () => {
        const now = await slides(page);
        return { hero: now.hero !== start.hero, carousel: now.carousel !== start.carousel };
      }, { timeout: 20_000 })
      .toEqual({ hero: true, carousel: true });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    expect((await positionsOnTheWayUp(page)).length).toBeGreaterThan(0);
  });
});
