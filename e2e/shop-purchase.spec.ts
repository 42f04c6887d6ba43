import { allowRefusal, expect, test } from './fixtures.ts';
import { addProduct, admin, fillCard, fillShipping, uniqueEmail, useEnglish, waitForMail } from './shop-helpers.ts';

test('a guest buys two products, pays by card and the confirmation e-mail arrives', async ({ page }) => {
  const email = uniqueEmail('guest');
  await addProduct(page, 'peretta-gallurese', 2);
  await addProduct(page, 'maggiolina-ricotta');
  await expect(page.getByText('500 g').first()).toBeVisible(); // weight label rule of the maggiolina

  await page.getByTestId('cart-button').click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  await expect(drawer.getByTestId('cart-total')).toHaveText('38,50 €');
  await drawer.getByRole('button', { name: 'Procedi al Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: /Continua come ospite/ }).click();
  await expect(page.getByLabel('Paese')).toHaveValue('Italia');
  await fillShipping(page, 'it', { email, first: 'Giulia', last: 'Sanna' });
  // Under the 50 € threshold the settings' fee applies.
  await expect(page.getByTestId('summary-shipping')).toHaveText('7,90 €');
  await expect(page.getByTestId('summary-total')).toHaveText('46,40 €');

  await fillCard(page, 'it', '4242 4242 4242 4242');
  await expect(page.getByLabel('Numero della carta')).toHaveValue('4242 4242 4242 4242');
  // A double click still places one order (the button locks and the request id is the same).
  await page.getByTestId('pay-button').dblclick();
  await expect(page.getByTestId('order-confirmation')).toBeVisible({ timeout: 15_000 });
  const number = ((await page.getByTestId('order-number').textContent()) ?? '').replace(/^.*: /, '');
  await expect(page.getByText('Totale pagato: 46,40 €')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
  // Exactly one order, with the server's figures.
  const { data: orders } = await admin().from('orders').select('id, total_amount, shipping_amount, is_guest_order, card_last_4').eq('guest_email', email);
  expect(orders).toHaveLength(1);
  expect(orders![0]).toMatchObject({ total_amount: 46.4, shipping_amount: 7.9, is_guest_order: true, card_last_4: '4242' });

  const mail = await waitForMail(email, `Conferma ordine ${number}`);
  for (const s of ['Peretta', 'Ricotta Maggiolina', '46,40', 'Via Roma 12', '07026 Olbia (SS)']) expect(mail.text).toContain(s);

  await page.getByRole('link', { name: 'Torna alla home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the whole purchase works in English and the e-mail is in English', async ({ page }) => {
  await useEnglish(page);
  const email = uniqueEmail('visitor');
  await addProduct(page, 'fiore-sardo-affumicato', 2); // 53 €: free shipping
  await expect(page.getByRole('heading', { name: 'Product details' })).toBeVisible();
  await expect(page.getByText('8 months')).toBeVisible(); // aging in months
  await page.getByTestId('cart-button').click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('button', { name: /Continue as a guest/ }).click();
  await expect(page.getByLabel('Country')).toHaveValue('Italy'); // not the Italian name on an English page
  await fillShipping(page, 'en', { email, first: 'John', last: 'Smith' });
  await expect(page.getByTestId('summary-shipping')).toHaveText('Free');
  await fillCard(page, 'en', '4242424242424242');
  await page.getByTestId('pay-button').click();
  await expect(page.getByRole('heading', { name: 'Order confirmed!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Total paid: 53,00 €')).toBeVisible();
  const mail = await waitForMail(email, 'Order confirmation');
  expect(mail.text).toContain('Shipping address');
  expect(mail.text).toContain('Smoked');
});

// The server's provider decides: each refused test card shows its reason, creates no order, keeps the cart,
// and the same form then pays with another card as one order.
const REFUSED = [
  { card: '4000 0000 0000 0002', it: 'La carta è stata rifiutata.', en: 'The card was declined.' },
  { card: '4000 0000 0000 9995', it: 'Fondi insufficienti: la carta è stata rifiutata.', en: 'Insufficient funds: the card was declined.' },
  { card: '4000 0000 0000 0069', it: 'La carta è scaduta.', en: 'The card has expired.' },
] as const;

for (const lang of ['it', 'en'] as const) {
  test(`declined, insufficient-funds and expired cards are shown as such and create no order (${lang})`, async ({ page }) => {
    allowRefusal(page, 402, '/functions/v1/payments/order'); // the refused cards
    if (lang === 'en') await useEnglish(page);
    const email = uniqueEmail(`refused-${lang}`);
    await addProduct(page, 'primo-fiore');
    await page.goto('/checkout');
    await page.getByRole('button', { name: lang === 'it' ? /Continua come ospite/ : /Continue as a guest/ }).click();
    await fillShipping(page, lang, { email, first: 'Rita', last: 'Deiana' });
    for (const refused of REFUSED) {
      await fillCard(page, lang, refused.card);
      await page.getByTestId('pay-button').click();
      await expect(page.getByRole('alert').filter({ hasText: refused[lang] })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(lang === 'it' ? 'Pagamento non riuscito' : 'Payment failed').first()).toBeVisible();
      await expect(page.getByTestId('order-confirmation')).toHaveCount(0);
    }
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]')).toHaveLength(1);
    const { data: none } = await admin().from('orders').select('id').eq('guest_email', email);
    expect(none).toEqual([]);

    await fillCard(page, lang, '4242 4242 4242 4242');
    await page.getByTestId('pay-button').click();
    await expect(page.getByTestId('order-confirmation')).toBeVisible({ timeout: 15_000 });
    const { data: orders } = await admin().from('orders').select('payment_status, card_last_4').eq('guest_email', email);
    expect(orders).toEqual([{ payment_status: 'completed', card_last_4: '4242' }]);
  });
}

test('incomplete card data gives the spec message', async ({ page }) => {
  await addProduct(page, 'primo-fiore');
  await page.goto('/checkout');
  await page.getByRole('button', { name: /Continua come ospite/ }).click();
  await fillShipping(page, 'it', { email: uniqueEmail('incomplete'), first: 'Rita', last: 'Deiana' });
  await page.getByLabel('Numero della carta').fill('4242abcd42424242424242');
  await expect(page.getByLabel('Numero della carta')).toHaveValue('4242 4242 4242 4242');
  await page.getByTestId('pay-button').click();
  await expect(page.getByText('Dati di pagamento incompleti')).toBeVisible();
  await expect(page.getByText('Completa tutti i campi della carta di credito').first()).toBeVisible();
});
