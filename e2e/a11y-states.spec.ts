// Open states at both widths: cookie notice, cart drawer, mobile menu, stay calendar, chat panel.
import { expect, test } from '@playwright/test';
import { expectNoViolations, settle } from './a11y-helpers.ts';
import { acceptEssentialCookies } from './helpers/page.ts';

test('cookie notice', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Informativa sui cookie' }).or(page.getByLabel('Informativa sui cookie'))).toBeVisible();
  await settle(page);
  await expectNoViolations(page);
});

test.describe('with cookies chosen', () => {
  test.beforeEach(async ({ page }) => acceptEssentialCookies(page));

  test('cart drawer with a line', async ({ page }) => {
    await page.goto('/prodotto/primo-fiore');
    await page.getByTestId('add-to-cart').click();
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
});
