// The back office end to end: access screens, live dashboard, CSV export, orders in the reader's language,
// product edits seen by the shop,
// image upload (and a disguised PDF refused), and the staff's live conversation view.
import crypto from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { client, env, newProduct, placeOrder, service, signIn } from './helpers/admin.ts';
import { acceptEssentialCookies } from './helpers/page.ts';

test.beforeEach(async ({ page }) => acceptEssentialCookies(page));

test('visitors and customers see the denied screens and get nothing from the database or the export', async ({ page, request }) => {
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Accesso richiesto' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/auth?redirect=%2Fadmin%2Forders');

  await signIn(page, 'cliente@tenuta.local', 'cliente123!', '/admin');
  await expect(page.getByRole('heading', { name: 'Accesso negato' })).toBeVisible();
  await page.goto('/chatbot-dashboard');
  await expect(page.getByRole('heading', { name: 'Accesso negato' })).toBeVisible();

  const customer = client();
  const { data: session } = await customer.auth.signInWithPassword({ email: 'cliente@tenuta.local', password: 'cliente123!' });
  for (const c of [client(), customer]) {
    for (const table of ['bookings', 'newsletter_subscriptions', 'chatbot_conversations', 'chatbot_lead_data']) {
      const { data } = await c.from(table).select('id');
      expect(data ?? []).toEqual([]);
    }
  }
  const exportUrl = `${env('SUPABASE_URL')}/functions/v1/export-orders`;
  const anonKey = env('SUPABASE_ANON_KEY');
  const asAnon = await request.post(exportUrl, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` }, data: {} });
  expect(asAnon.status()).toBe(401);
  const asCustomer = await request.post(exportUrl, { headers: { apikey: anonKey, Authorization: `Bearer ${session.session!.access_token}` }, data: {} });
  expect(asCustomer.status()).toBe(403);
});

test('a new order appears live on the dashboard, with no product event for its stock, and the CSV export keeps accents and neutralises formulas', async ({ page }) => {
  const product = await newProduct('=cmd()');
  await signIn(page, 'admin@tenuta.local', 'admin123!', '/admin');
  await expect(page.getByTestId('live-status')).toHaveText(/In diretta/);

  const order = await placeOrder(product.id);
  const events = page.getByTestId('live-events');
  await expect(events).toContainText(`Nuovo ordine ${order.order_number}`);
  // The order's status change and a real product edit arrive after it: by then the stock change would have too.
  const shipped = await service().from('orders').update({ status: 'shipped' }).eq('order_number', order.order_number);
  expect(shipped.error).toBeNull();
  await expect(events).toContainText(`Ordine aggiornato ${order.order_number} · Spedito`);
  const named = await newProduct('Peretta gallurese', 'Gallura peretta');
  await service().from('products').update({ price: 11 }).eq('id', named.id);
  await expect(events).toContainText('Prodotto aggiornato Peretta gallurese');
  await expect(events).not.toContainText(named.slug);
  await expect(events).not.toContainText('Prodotto aggiornato =cmd()');
  await expect(events).not.toContainText(/shipped|pending/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ordini-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // The Italian admin's default: semicolons and decimal commas, as Italian spreadsheet programs read them.
  const text = bytes.subarray(3).toString('utf8');
  expect(text.startsWith('Numero ordine;Data;')).toBe(true);
  const { data: rows } = Papa.parse<Record<string, string>>(text, { header: true, delimiter: ';', skipEmptyLines: true });
  const row = rows.find((r) => r['Numero ordine'] === order.order_number)!;
  expect(row['Cliente']).toBe('Maria Rossì');
  expect(row['Indirizzo di spedizione']).toContain('Via Università 3, 07029 Tempio Pausània (SS)');
  expect(row['Prodotto']).toBe("'=cmd()");
  expect(row['Prezzo unitario']).toBe('10,00');
  expect(row['Stato ordine']).toBe('Spedito');

  // The comma format, chosen.
  await page.getByLabel('Formato CSV').selectOption('intl');
  const second = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  const intl = (await readFile(await (await second).path())).subarray(3).toString('utf8');
  expect(intl.startsWith('Numero ordine,Data,')).toBe(true);
  const intlRow = Papa.parse<Record<string, string>>(intl, { header: true, delimiter: ',', skipEmptyLines: true }).data.find((r) => r['Numero ordine'] === order.order_number)!;
  expect(intlRow['Prezzo unitario']).toBe('10.00');
});

test('an order placed in English reads in Italian in the Italian admin, its CSV and the customer profile', async ({ page }) => {
  const product = await newProduct('Salsiccia sarda piccante', 'Spicy Sardinian sausage');
  const order = await placeOrder(product.id, 'en');
  await signIn(page, 'admin@tenuta.local', 'admin123!', '/admin/orders');
  // One pair of dates on the page, which the export takes too.
  await expect(page.locator('input[type=date]')).toHaveCount(2);
  await page.getByTestId(`order-${order.order_number}`).getByRole('button', { name: order.order_number }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('2 × Salsiccia sarda piccante');
  await expect(dialog).not.toContainText('Spicy');
  await page.keyboard.press('Escape');

  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
  await page.getByLabel('Dal', { exact: true }).fill(today);
  await page.getByLabel('Al', { exact: true }).fill(today);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  const text = (await readFile(await (await download).path())).subarray(3).toString('utf8');
  const rows = Papa.parse<Record<string, string>>(text, { header: true, delimiter: ';', skipEmptyLines: true }).data;
  const row = rows.find((r) => r['Numero ordine'] === order.order_number)!;
  expect(row['Prodotto']).toBe('Salsiccia sarda piccante');
  expect(row['Lingua del cliente']).toBe('inglese');
  expect(rows.every((r) => r['Data'].startsWith(today))).toBe(true);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await acceptEssentialCookies(page);
  await signIn(page, 'cliente@tenuta.local', 'cliente123!', '/profilo');
  const mine = page.getByTestId('my-order').filter({ hasText: order.order_number });
  await expect(mine).toContainText('2 × Salsiccia sarda piccante');
});

test('the admin lists show the labels of statuses and methods, never the values the database stores', async ({ page }) => {
  const reference = `TS-E2E${crypto.randomUUID().slice(0, 4).toUpperCase()}`;
  const { error } = await service().from('bookings').insert({
    reference, check_in: '2030-03-02', check_out: '2030-03-04', nights: 2, total_guests: 2, total_price: 200,
    first_name: 'Lina', last_name: 'Etichette', email: `${reference.toLowerCase()}@example.test`,
    payment_method: 'onsite', payment_status: 'pending', policy_version: 'e2e',
  });
  if (error) throw error;
  try {
    await signIn(page, 'admin@tenuta.local', 'admin123!', '/admin/bookings');
    await page.getByRole('tab', { name: 'Elenco' }).click();
    const booking = page.getByTestId(`booking-${reference}`);
    await expect(booking).toContainText('In struttura · In attesa');
    await expect(booking).toContainText('Confermata');
    await expect(booking).not.toContainText(/onsite|pending/);

    const order = await placeOrder((await newProduct()).id);
    await page.goto('/admin/orders');
    const row = page.getByTestId(`order-${order.order_number}`);
    await expect(row).toContainText('Pagato');
    await expect(row).toContainText('In lavorazione');
    await expect(row).not.toContainText(/completed|pending/);
    await row.getByRole('button', { name: order.order_number }).click();
    await expect(page.getByRole('dialog')).toContainText('Pagamento: Pagato (Carta)');
  } finally {
    await service().from('bookings').delete().eq('reference', reference);
  }
});

test('the admin changes price and stock on the editor first tab and the shop shows them', async ({ page }) => {
  const product = await newProduct();
  await signIn(page, 'admin@tenuta.local', 'admin123!', '/admin/products');
  const card = page.getByTestId(`admin-product-${product.slug}`);
  await card.getByRole('button', { name: /Modifica/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Vendita' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('Prezzo (€)').fill('13,40');
  await dialog.getByLabel('Disponibilità (pezzi)').fill('3');
  await expect(dialog.getByLabel('Stato')).toBeVisible();
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('admin-price')).toContainText('13,40');
  await expect(card.getByTestId('admin-stock')).toHaveText('3');

  await page.goto(`/prodotto/${product.slug}`);
  await expect(page.getByText(/13,40/).first()).toBeVisible();
  await expect(page.getByText('Solo 3 disponibili')).toBeVisible();
});

test('every fact of the product page is edited in both languages and shown by the shop', async ({ page }) => {
  const product = await newProduct();
  await signIn(page, 'admin@tenuta.local', 'admin123!', '/admin/products');
  await page.getByTestId(`admin-product-${product.slug}`).getByRole('button', { name: /Modifica/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Italiano' }).click();
  await dialog.getByLabel('Ingredienti (italiano)').fill('Latte ovino crudo, sale, caglio');
  await dialog.getByLabel('Gusto (italiano)').fill('Dolce, note di nocciola');
  await dialog.getByLabel('Origine (italiano)').fill('Gallura');
  await dialog.getByRole('tab', { name: 'English' }).click();
  await dialog.getByLabel('Gusto (inglese)').fill('Sweet, hazelnut notes');
  await dialog.getByRole('tab', { name: 'Scheda' }).click();
  await dialog.getByLabel('Latte', { exact: true }).selectOption('pecora');
  await dialog.getByLabel('Trattamento del latte').selectOption('raw');
  await dialog.getByLabel('Allergeni').fill('latte, milk');
  await dialog.getByLabel('Temperatura di conservazione').fill('0 / +4 °C');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/prodotto/${product.slug}`);
  const details = page.getByRole('region', { name: 'Dettagli' }).or(page.locator('section[aria-labelledby="product-details"]'));
  await expect(details).toContainText('Dolce, note di nocciola');
  await expect(details).toContainText('Gallura');
  await expect(details).toContainText('ovino · crudo');
  await expect(details).toContainText('0 / +4 °C');
  await expect(page.getByTestId('ingredients').locator('strong')).toHaveText('Latte');
});

test('an uploaded image appears on the product page; a PDF renamed .png is refused', async ({ page }) => {
  const product = await newProduct();
  await signIn(page, 'admin@tenuta.local', 'admin123!', '/admin/products');
  const card = page.getByTestId(`admin-product-${product.slug}`);
  const input = card.locator('input[type=file]');

  await input.setInputFiles({ name: 'document.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n') });
  await expect(page.getByText("Il file deve essere un'immagine")).toBeVisible();

  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#b5651d' } }).png().toBuffer();
  await input.setInputFiles({ name: 'forma.png', mimeType: 'image/png', buffer: png });
  await expect(card.getByTestId('upload-success')).toBeVisible();
  await expect(page.getByText('Immagine aggiornata correttamente')).toBeVisible();
  const { data } = await service().from('products').select('image_url').eq('id', product.id).single();
  expect(data!.image_url).toContain('/storage/v1/object/public/product-images/products/');

  await page.goto(`/prodotto/${product.slug}`);
  await expect(page.locator(`img[src*="product-images"]`).first()).toBeVisible();
});

test('staff read a conversation held in another browser, live', async ({ page }) => {
  await signIn(page, 'staff@tenuta.local', 'staff123!', '/chatbot-dashboard');
  await expect(page.getByTestId('conversations-live')).toHaveText(/tempo reale/);

  // The visitor's browser: its own chat session header, as the chat widget sends it.
  const sessionId = crypto.randomUUID();
  const visitor = client({ 'x-chat-session': sessionId });
  const { data: conversation, error } = await visitor.from('chatbot_conversations').insert({ session_id: sessionId, language: 'en', status: 'active' }).select('id').single();
  expect(error).toBeNull();
  await visitor.from('chatbot_messages').insert({ conversation_id: conversation!.id, role: 'user', content: 'Is the Lavanda room free in May?' });

  const entry = page.getByTestId('conversation-list').getByRole('button', { name: new RegExp(sessionId.slice(0, 8)) });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('EN');
  // The visitor's first words say what the conversation is about; once a lead exists, it carries the visitor's name.
  await expect(entry).toContainText('Is the Lavanda room free in May?');
  await service().from('chatbot_lead_data').insert({ conversation_id: conversation!.id, name: 'Jane Doe', email: 'jane@example.com', consent: true });
  await page.reload();
  await expect(entry).toContainText('Jane Doe');
  await page.screenshot({ path: test.info().outputPath('conversation-list.png') });
  await entry.click();
  await expect(page.getByTestId('conversation-messages')).toContainText('Is the Lavanda room free in May?');

  await visitor.from('chatbot_messages').insert({ conversation_id: conversation!.id, role: 'user', content: 'Two guests, three nights.' });
  await expect(page.getByTestId('conversation-messages')).toContainText('Two guests, three nights.');

  await page.getByRole('button', { name: 'Segna come risolta' }).click();
  await expect(entry).toContainText('Risolta');
});
