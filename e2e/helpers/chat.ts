// The chat's booking journeys share these steps: the page's language chosen once, and the details, card and terms.
import { expect, type Locator, type Page } from '@playwright/test';

/** The language a visitor chose before, for the first load only (later loads keep what the page does with it). */
export async function chatLanguage(page: Page, lang: 'it' | 'en') {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-init')) {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('e2e-init', '1');
    }
  }, lang);
}

type Label = string | RegExp;
interface BookingLabels {
  first: Label; last: Label; email: Label; phone: Label; next: string; card: Label; cardName: Label; expiry: Label; cvv: Label;
  privacy: Label; terms: Label; confirm: string;
}

/** From the details step: the guest, a card as guarantee, both consents, then confirm. */
export async function fillChatBooking(panel: Locator, t: BookingLabels, guest: { first: string; last: string; email: string }) {
  const next = () => panel.getByRole('button', { name: t.next, exact: true }).click();
  await panel.getByLabel(t.first, { exact: true }).fill(guest.first);
  await panel.getByLabel(t.last).fill(guest.last);
  await panel.getByLabel(t.email).fill(guest.email);
  await panel.getByLabel(t.phone).fill('3331112222');
  await next();
  await panel.getByLabel(t.card).fill('4111111111111111');
  await panel.getByLabel(t.cardName).fill(`${guest.first} ${guest.last}`);
  await panel.getByLabel(t.expiry).fill('12/30');
  await panel.getByLabel(t.cvv).fill('123');
  await next();
  await panel.getByLabel(t.privacy).check();
  await panel.getByLabel(t.terms).check();
  await panel.getByRole('button', { name: t.confirm }).click();
}

/** Opens the chat on the home in the page's language and asks `question` (the rooms); answers the chat panel. */
export async function openChatAndAsk(page: Page, lang: 'it' | 'en', t: { open: string; input: string }, question: string) {
  await chatLanguage(page, lang);
  await page.goto('/');
  await page.getByRole('button', { name: t.open }).click();
  const replies = page.getByTestId('chat-assistant-message');
  await expect(replies.first()).toBeVisible();
  const before = await replies.count();
  await page.getByLabel(t.input).fill(question);
  await page.getByLabel(t.input).press('Enter');
  await expect(replies).toHaveCount(before + 1, { timeout: 15_000 });
  return page.locator('[data-chat-panel]');
}
