// Keyboard-only helpers for the e2e/keyboard-*.spec.ts journeys: no mouse, only page.keyboard.
import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element is, for failure messages. */
async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${name}"`;
  });
}

/** The focused element matches :focus-visible and draws an outline or a ring (box-shadow) that is not transparent. */
export async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing focused';
    if (!el.matches(':focus-visible')) return 'not :focus-visible';
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && !/rgba\(\d+, \d+, \d+, 0\)/.test(s.outlineColor);
    const shadow = s.boxShadow !== 'none' && !/^(rgba\(\d+, \d+, \d+, 0\) 0px 0px 0px 0px(, )?)+$/.test(s.boxShadow);
    return outline || shadow ? 'ok' : `no outline or ring (outline ${s.outlineStyle} ${s.outlineWidth}, box-shadow ${s.boxShadow})`;
  });
  expect(ring, `focus ring on ${await describeFocus(page)}`).toBe('ok');
}

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab until `target` has the focus (Shift+Tab when it comes before the focus), then checks the focus is visible. */
export async function tabTo(page: Page, target: Locator, { max = 60, back: backwards }: { max?: number; back?: boolean } = {}) {
  await expect(target).toBeVisible();
  const back = backwards ?? await target.evaluate((el) => {
    const from = document.activeElement;
    return !!from && from !== document.body && !!(from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING);
  });
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    seen.push(await describeFocus(page));
  }
  throw new Error(`Tab never reached ${String(target)}; focus went through:\n${seen.join('\n')}`);
}

/** Tabs to a field and types into it with the keyboard. */
export async function typeInto(page: Page, field: Locator, text: string, shown: string | RegExp = text) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(shown);
}

/** Tabs to a control and presses it (Enter, or Space for checkboxes and radios). */
export async function press(page: Page, control: Locator, key: 'Enter' | 'Space' = 'Enter', options: { back?: boolean } = {}) {
  await tabTo(page, control, options);
  await page.keyboard.press(key);
}

/** The focus is inside `container` (a dialog, a panel). */
export async function expectFocusInside(page: Page, container: Locator) {
  const inside = await container.evaluate((el) => el.contains(document.activeElement));
  expect(inside, `focus inside ${String(container)}, not on ${await describeFocus(page)}`).toBe(true);
}

/** Tabbing 30 times (and back 30 times) inside an open modal never leaves it. */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses = 30) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      if (!(await dialog.evaluate((el) => el.contains(document.activeElement)))) {
        throw new Error(`${key} left ${String(dialog)} for ${await describeFocus(page)}`);
      }
    }
  }
}

/** `text` is shown in a live region (role status, alert or log, or aria-live), so screen readers announce it. */
export function liveRegion(page: Page, text: string | RegExp): Locator {
  return page
    .locator('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"], [role="log"]')
    .filter({ hasText: text })
    .first();
}
