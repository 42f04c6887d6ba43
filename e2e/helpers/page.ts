// Page helpers shared by the frame's specs.
import type { Page } from '@playwright/test';

/** Dismisses the cookie notice (as a visitor would) so it does not cover the page. */
export async function acceptEssentialCookies(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'essential'));
}

/** Starts in the given language (stored choice, as the language switch leaves it). */
export async function useLanguage(page: Page, lang: 'it' | 'en') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

/**
 * Scrolls through the page so lazy images and counters load before a screenshot, then waits until they have:
 * every image in the page's width is loaded (or broken, and replaced by its placeholder), every counter shows
 * its final number (its accessible name), and the network is quiet.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    // Two frames a step: the browser has laid out the new position and run its intersection observers.
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frames();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForFunction(() => {
    const inWidth = (i: HTMLImageElement) => {
      const r = i.getBoundingClientRect();
      return r.width > 0 && r.right > 0 && r.left < window.innerWidth;
    };
    const counting = [...document.querySelectorAll('dd > span[aria-label]')].find((s) => s.textContent !== s.getAttribute('aria-label'));
    const loading = [...document.images].filter(inWidth).find((i) => !i.complete);
    // A lazy image or a counter passed over too quickly on a busy machine never starts: bring it into view.
    const pending = counting ?? loading;
    if (pending) {
      pending.scrollIntoView({ block: 'center', behavior: 'instant' });
      return false;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return true;
  });
  await page.waitForLoadState('networkidle');
}
