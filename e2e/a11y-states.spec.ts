// Open states at both widths: cookie notice, a toast, cart drawer, mobile menu, stay calendar, chat panel, the room
// zoom in the chat, the booking cancel confirmation and the admin product editor.
import { expect, test } from './fixtures.ts';
import { expectNoViolations, settle } from './a11y-helpers.ts';
import { acceptEssentialCookies } from './helpers/page.ts';
import { addDays, chooseStay, confirmBooking, fillDetailsAndPayment, uniqueEmail } from './booking-helpers.ts';
import { stayWindow } from './helpers/stay-windows.ts';

test('cookie notice', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Informativa sui cookie' }).or(page.getByLabel('Informativa sui cookie'))).toBeVisible();
  await settle(page);
  await expectNoViolations(page);
});

test.describe('with cookies chosen', () => {
  test.beforeEach(async ({ page }) => acceptEssentialCookies(page));

  test('a toast, held on screen', async ({ page }) => {
    await page.goto('/prodotto/primo-fiore');
    // The pointer entering the toasts pauses their timer, so axe never meets one fading out. The pointer "enters"
    // the moment the list appears: a real hover waits for the toast to be still, and on a loaded machine the four
    // seconds of the toast could run out first.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        const list = document.querySelector('[data-sonner-toaster]');
        if (!list) return;
        list.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await page.getByTestId('add-to-cart').click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toHaveCount(1);
    await settle(page);
    await expectNoViolations(page, '[data-sonner-toaster]');
    await expect(toast).toHaveCount(1); // it was there all along
  });

  test('cart drawer with a line', async ({ page }) => {
    await page.goto('/prodotto/primo-fiore');
    await page.getByTestId('add-to-cart').click();
    // The toast has its own check above; here it would fade out during axe's run now and then. It comes once the
    // cart has the line, so wait for it to come, then to go: checking only for none passed before it arrived.
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toHaveCount(1);
    await page.mouse.move(0, 0); // a pointer resting on the toast would hold it
    await expect(toast).toHaveCount(0, { timeout: 15_000 });
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-drawer').getByTestId('cart-line')).toHaveCount(1);
    await settle(page);
    await expectNoViolations(page);
  });

  test('mobile menu', async ({ page }) => {
    // The menu button exists below the desktop breakpoint only: the desktop project checks it at 390 px too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settle(page);
    await expectNoViolations(page);
  });

  test('stay calendar', async ({ page }) => {
    await page.goto('/prenota');
    await page.locator('#check-in').click();
    await expect(page.locator('[data-radix-popper-content-wrapper] .rdp-month_grid')).toBeVisible();
    await settle(page);
    await expectNoViolations(page);
  });

  test('chat panel after a reply', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: "Apri l'assistente virtuale" }).click();
    const input = page.getByLabel('Scrivi un messaggio');
    await input.fill('Che formaggi avete?');
    await input.press('Enter');
    await expect(page.locator('[data-chat-panel]')).toContainText(/\w/);
    await settle(page);
    await expectNoViolations(page);
  });

  test('room zoom in the chat', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: "Apri l'assistente virtuale" }).click();
    const panel = page.locator('[data-chat-panel]');
    await panel.getByLabel('Scrivi un messaggio').fill('che camere avete?');
    await panel.getByLabel('Scrivi un messaggio').press('Enter');
    await panel.getByRole('button', { name: 'Dettagli' }).first().click({ timeout: 30_000 });
    const zoom = panel.getByRole('button', { name: "Ingrandisci l'immagine" });
    await zoom.click();
    await expect(page.getByRole('dialog').filter({ hasNot: page.locator('[data-chat-panel]') }).last()).toBeVisible();
    await settle(page);
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await expect(zoom).toBeFocused();
  });

  test('booking cancel confirmation', async ({ page }, testInfo) => {
    const email = uniqueEmail('a11y');
    await page.goto('/prenota');
    // Repeated runs (--repeat-each) on one stack book other nights: the earlier booking is still there.
    const checkIn = addDays(stayWindow('a11y/cancel', testInfo), testInfo.repeatEachIndex * 10);
    await chooseStay(page, 'it', checkIn, addDays(checkIn, 1), { 'Standard Twin Mirto': 1 });
    await fillDetailsAndPayment(page, 'it', { firstName: 'Ada', lastName: 'Sini', email });
    const reference = await confirmBooking(page, 'it');
    await page.goto('/prenotazione');
    await page.getByLabel('Codice prenotazione').fill(reference);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Cerca prenotazione' }).click();
    const cancel = page.getByRole('button', { name: 'Cancella prenotazione' });
    await cancel.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settle(page);
    await expectNoViolations(page);
    // Opened from state, not from a Radix trigger: Escape still gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(cancel).toBeFocused();
  });

  test('admin product editor', async ({ page }) => {
    await page.goto('/auth?redirect=%2Fadmin%2Fproducts');
    await page.getByLabel('Email').first().fill('admin@tenuta.local');
    await page.getByLabel('Password').first().fill('admin123!');
    await page.getByRole('button', { name: /^accedi$/i }).last().click();
    await page.waitForURL((u) => u.pathname === '/admin/products', { timeout: 15_000 });
    await page.getByRole('button', { name: /Modifica/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settle(page);
    await expectNoViolations(page);
  });
});
