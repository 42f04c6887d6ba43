// A modal dialog (here the cart drawer) owns the page while open: a press outside it closes it and reaches nothing
// beneath, and the page is not restyled to get there (body keeps its pointer events: the overlay takes the press).
import { expect, test } from './fixtures.ts';
import { acceptEssentialCookies } from './helpers/page.ts';

test.beforeEach(async ({ page }) => acceptEssentialCookies(page));

test('a press outside a dialog closes it and reaches nothing beneath; body keeps its pointer events', async ({ page }) => {
  await page.goto('/prodotto/primo-fiore');
  const drawer = page.getByTestId('cart-drawer');
  const add = page.getByTestId('add-to-cart');
  await expect(add).toBeVisible();
  const pointerEvents = () => page.evaluate(() => getComputedStyle(document.body).pointerEvents);

  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await page.getByTestId('cart-button').click();
  await expect(drawer).toBeVisible();
  expect(await pointerEvents()).toBe('auto');

  // The drawer sits on the right: press where "add to cart" is, under the overlay.
  const box = (await add.boundingBox())!;
  const drawerBox = (await drawer.boundingBox())!;
  const x = Math.min(box.x + 8, drawerBox.x - 8);
  expect(x).toBeGreaterThan(0);
  await page.mouse.click(x, box.y + box.height / 2);
  await expect(drawer).toBeHidden();
  // Nothing beneath was pressed: the cart is still empty.
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(await pointerEvents()).toBe('auto');
  await expect(page.locator('body')).not.toHaveAttribute('data-dialogs');
});
