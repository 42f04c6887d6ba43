// axe-core through Playwright with the WCAG 2.0/2.1/2.2 A and AA rules, and target-size (off in axe by default).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { isKnown } from './a11y-known.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Violations as `rule (impact): target — summary` lines, so a failure names the component at fault. */
async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ rules: { 'target-size': { enabled: true } } });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(0, 2).join(' ')}`),
  );
}

/** No violation of any impact, apart from the listed ones in e2e/a11y-known.ts. */
export async function expectNoViolations(page: Page, include?: string) {
  expect((await axeViolations(page, include)).filter((v) => !isKnown(v))).toEqual([]);
}

/** Waits for the page to settle: network quiet, fonts ready, lazy parts in and the page still. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Still: three frames in a row without a change to the page (lazy routes, Suspense fallbacks and query
  // results have rendered). Polled until true; the home's slideshow changes only once every few seconds.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        let changed = false;
        const observer = new MutationObserver(() => (changed = true));
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        const frame = (n: number) =>
          requestAnimationFrame(() => {
            if (n > 1) return frame(n - 1);
            observer.disconnect();
            resolve(!changed);
          });
        frame(3);
      }),
  );
  // A toast fading in must be done: axe measures colours as painted, and a half-faded text fails contrast.
  // (Only toasts: the home hero's slideshow is always in some transition.)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      return a.playState !== 'running' || !(target instanceof Element && target.closest('[data-sonner-toaster]'));
    }),
  );
}
