import { allowRefusal, expect, test } from './fixtures.ts';
import { addProduct, admin, createCustomer, dismissCookies, fillCard, fillShipping, PASSWORD, productBySlug, uniqueEmail, waitForMail } from './shop-helpers.ts';

test('a visitor fills a cart, registers during checkout, pays on the payment page and sees the order in the profile', async ({ page }) => {
  const email = uniqueEmail('newcustomer');
  await addProduct(page, 'rigatello-del-monte');
  await addProduct(page, 'salsiccia-sarda', 2);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Registrati Crea un account' }).click();
  await page.getByLabel('Nome', { exact: true }).fill('Elena');
  await page.getByLabel('Cognome', { exact: true }).fill('Murgia');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Conferma password').fill('different');
  await page.getByRole('button', { name: 'Registrati', exact: true }).click();
  await expect(page.getByText('Le password non corrispondono')).toBeVisible();
  await expect(page.getByText('Consenso richiesto')).toBeVisible();
  await page.getByLabel('Conferma password').fill(PASSWORD);
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Registrati', exact: true }).click();

  // Signed in: shipping with the e-mail locked and the names filled.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Elena');
  await fillShipping(page, 'it', {});
  await expect(page).toHaveURL(/\/pagamento$/);
  await expect(page.getByText('Spedizione gratuita per ordini da 50,00 €', { exact: true })).toBeVisible();
  await expect(page.getByText('Garanzia di rimborso entro 14 giorni')).toBeVisible();
  await fillCard(page, 'it', '4242424242424242');
  await page.getByTestId('pay-button').click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible({ timeout: 15_000 });
  const number = ((await page.getByTestId('order-number').textContent()) ?? '').replace(/^.*: /, '');
  await waitForMail(email, 'Benvenuto');
  await waitForMail(email, number);

  await page.goto('/profilo');
  await expect(page.getByRole('heading', { name: 'Il mio profilo' })).toBeVisible();
  const order = page.getByTestId('my-order').filter({ hasText: number });
  await expect(order).toContainText('In lavorazione');
  await expect(order).toContainText('2 × Salsiccia sarda');
  await expect(order).toContainText('Rigatello');
});

test("a signed-in user's server cart merges with the local one: only-local items are added, the larger quantity wins", async ({ page }) => {
  const user = await createCustomer('merge');
  const [fiore, caprino, coppa] = await Promise.all(['primo-fiore', 'caprino-della-gallura', 'coppa-sarda'].map(productBySlug));
  const db = admin();
  const { error } = await db.from('cart_items').insert([
    { user_id: user.id, product_id: fiore.id, quantity: 1 },
    { user_id: user.id, product_id: caprino.id, quantity: 3 },
  ]);
  expect(error).toBeNull();

  await addProduct(page, 'primo-fiore', 2); // larger locally
  await addProduct(page, 'caprino-della-gallura', 1); // larger on the server
  await addProduct(page, 'coppa-sarda', 1); // only local
  await page.goto('/auth?redirect=%2Fcheckout');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).last().click();
  await expect(page.getByText('Accesso effettuato!')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('cart-count')).toHaveText('6');

  await expect
    .poll(async () => {
      const { data } = await db.from('cart_items').select('product_id, quantity').eq('user_id', user.id);
      return Object.fromEntries((data ?? []).map((r) => [r.product_id, r.quantity]));
    })
    .toEqual({ [fiore.id]: 2, [caprino.id]: 3, [coppa.id]: 1 });

  // Changes now go to the server cart.
  await page.getByTestId('cart-button').click();
  await page.getByRole('button', { name: /Rimuovi Coppa/ }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('5');
  await expect
    .poll(async () => (await db.from('cart_items').select('id').eq('user_id', user.id)).data?.length)
    .toBe(2);
});

test('a wrong password shows the spec message inline', async ({ page }) => {
  allowRefusal(page, 400, '/auth/v1/token'); // the wrong password
  const user = await createCustomer('wrongpass');
  await page.goto('/auth');
  await dismissCookies(page);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Accedi', exact: true }).last().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email o password non corretti.' })).toBeVisible();
});

test('wishlist: a visitor is asked to sign in; a customer turns the heart on and off', async ({ page }) => {
  await page.goto('/prodotto/pecorino-fresco');
  await dismissCookies(page);
  await page.getByTestId('wishlist-toggle').click();
  await expect(page.getByText("Effettua l'accesso per aggiungere prodotti ai preferiti")).toBeVisible();

  const user = await createCustomer('wish');
  await page.goto('/auth?redirect=%2Fprodotto%2Fpecorino-fresco');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).last().click();
  await expect(page).toHaveURL(/\/prodotto\/pecorino-fresco$/);
  const heart = page.getByTestId('wishlist-toggle');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText('Aggiunto ai preferiti')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  const rows = async () => (await admin().from('wishlist_items').select('id').eq('user_id', user.id)).data?.length;
  await expect.poll(rows).toBe(1);
  await heart.click();
  await expect(page.getByText('Rimosso dai preferiti')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(rows).toBe(0);
});
