// The assistant with the keyboard only: open the launcher, type and send with Enter, use a quick action,
// close with Escape and land back on the launcher. Replies reach a live region.
import { expect, test } from './fixtures.ts';
import { acceptEssentialCookies } from './helpers/page.ts';
import { expectFocusInside, expectFocusTrapped, expectVisibleFocus, liveRegion, press } from './a11y-keyboard.ts';

test.beforeEach(async ({ page }) => acceptEssentialCookies(page));

test('a visitor chats without a mouse', async ({ page }) => {
  await page.goto('/');
  // The launcher is the page's last control: Shift+Tab from the top reaches it first.
  const launcher = page.getByRole('button', { name: "Apri l'assistente virtuale" });
  await press(page, launcher, 'Enter', { back: true });

  const panel = page.locator('[data-chat-panel]');
  const input = panel.getByLabel('Scrivi un messaggio');
  await expect(input).toBeFocused();
  await expectVisibleFocus(page);

  const replies = panel.getByTestId('chat-assistant-message');
  // The greeting arrives once the conversation is loaded: count from there.
  await expect(replies.first()).toBeVisible({ timeout: 30_000 });
  const before = await replies.count();
  await page.keyboard.type('Che formaggi avete?');
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('chat-user-message').last()).toHaveText('Che formaggi avete?');
  await expect(input).toHaveValue('');
  // A reply may come with a follow-up bubble, so at least one more.
  await expect.poll(() => replies.count(), { timeout: 30_000 }).toBeGreaterThan(before);
  // The reply is spoken through the panel's polite live region.
  const reply = ((await replies.last().textContent()) ?? '').trim();
  expect(reply.length).toBeGreaterThan(0);
  await expect(liveRegion(page, reply.slice(0, 30))).toBeAttached();

  const afterFirst = await replies.count();
  // A quick action, reached with Tab and pressed with Enter, sends its phrase.
  const quick = panel.getByRole('group', { name: 'Azioni rapide' }).getByRole('button', { name: 'Come raggiungerci' });
  await expect(quick).toBeEnabled({ timeout: 30_000 });
  await press(page, quick);
  await expect(panel.getByTestId('chat-user-message').last()).toHaveText('Come si arriva da voi?');
  await expect.poll(() => replies.count(), { timeout: 30_000 }).toBeGreaterThan(afterFirst);

  // Tab cycles inside the panel; Escape closes it and the focus is back on the launcher.
  await expectFocusTrapped(page, panel, 15);
  await expectFocusInside(page, panel);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
  await expectVisibleFocus(page);
});
