// Buying a cheese with the keyboard only: home → product → add to cart → drawer → guest checkout →
// test card → confirmation. Every stop has a visible focus; the drawer takes, keeps and gives back the focus.
import { expect, test } from './fixtures.ts';
import { uniqueEmail } from './helpers/db.ts';
import { acceptEssentialCookies } from './helpers/page.ts';
import { expectFocusInside, expectFocusTrapped, liveRegion, press, tabTo, typeInto } from './a11y-keyboard.ts';

test.beforeEach(async ({ page }) => acceptEssentialCookies(page));

test('a guest buys a cheese without a mouse', async ({ page }) => {
  test.setTimeout(120_000); // every field of the checkout tabbed to and typed: 55 s in a busy full run, once over 60
  await page.goto('/');
  await press(page, page.getByRole('link', { name: /Primo Fiore/ }).first());
  await expect(page).toHaveURL(/\/prodotto\/primo-fiore$/);

  const add = page.getByTestId('add-to-cart');
  await press(page, add);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(liveRegion(page, 'Prodotto aggiunto')).toBeAttached();

  // The drawer: focus moves in, stays in, Escape closes it and the focus is back on the cart button.
  const cartButton = page.getByTestId('cart-button');
  await press(page, cartButton);
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await expectFocusInside(page, drawer);
  await expectFocusTrapped(page, drawer, 12);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await press(page, drawer.getByRole('button', { name: 'Procedi al Checkout' }));
  await expect(page).toHaveURL(/\/checkout$/);

  await press(page, page.getByRole('button', { name: /Continua come ospite/ }));
  // Submitting the empty form: the errors are alerts and the focus goes to the first wrong field.
  const toPayment = page.getByRole('button', { name: 'Procedi al pagamento' });
  await press(page, toPayment);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();

  await typeInto(page, page.getByLabel('Email', { exact: true }), uniqueEmail('keyboard'));
  await typeInto(page, page.getByLabel('Nome', { exact: true }), 'Anna');
  await typeInto(page, page.getByLabel('Cognome', { exact: true }), 'Piras');
  await typeInto(page, page.getByLabel('Indirizzo', { exact: true }), 'Via Roma 12');
  await typeInto(page, page.getByLabel('Città'), 'Olbia');
  await typeInto(page, page.getByLabel('CAP'), '07026');
  await typeInto(page, page.getByLabel('Provincia'), 'SS');
  await press(page, toPayment);

  const card = page.getByLabel('Numero della carta');
  await expect(card).toBeVisible();
  await typeInto(page, card, '4242424242424242', '4242 4242 4242 4242');
  await typeInto(page, page.getByLabel('Scadenza (MM/AA)'), '1239', /^12\s?\/\s?39$/);
  await typeInto(page, page.getByLabel('CVV'), '123');
  await press(page, page.getByTestId('pay-button'));

  // The confirmation is a status region, and its link home is reachable.
  const done = page.getByTestId('order-confirmation');
  await expect(done).toBeVisible({ timeout: 15_000 });
  await expect(done).toHaveAttribute('role', 'status');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await tabTo(page, page.getByRole('link', { name: 'Torna alla home' }));
});
