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

/** Scrolls through the page so lazy images and counters load before a screenshot. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForTimeout(1600);
}
