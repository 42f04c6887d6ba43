// The back office end to end: access screens, live dashboard, CSV export, product edits seen by the shop,
// image upload (and a disguised PDF refused), and the staff's live conversation view.
import crypto from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import sharp from 'sharp';
import ws from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, test, type Page } from './fixtures.ts';
import { acceptEssentialCookies } from './helpers/page.ts';

const env = (k: string) => {
  const v = process.env[k];
  if (!v) throw new Error(`${k} is not set (run through playwright)`);
  return v;
};
const client = (headers: Record<string, string> = {}): SupabaseClient =>
  createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers },
    realtime: { transport: ws as never },
  });
const service = () =>
  createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), { auth: { persistSession: false }, realtime: { transport: ws as never } });

async function signIn(page: Page, email: string, password: string, target: string) {
  await page.goto(`/auth?redirect=${encodeURIComponent(target)}`);
  await page.getByLabel('Email').first().fill(email);
  await page.getByLabel('Password').first().fill(password);
  await page.getByRole('button', { name: /^accedi$/i }).last().click();
  await page.waitForURL((u) => u.pathname === target, { timeout: 15_000 });
}

async function newProduct(name = `Formaggio ${crypto.randomUUID().slice(0, 6)}`) {
  const slug = `e2e-${crypto.randomUUID().slice(0, 8)}`;
  const { data, error } = await service()
    .from('products')
    .insert({ category_id: '20000000-0000-4000-8000-000000000001', slug, sku: slug.toUpperCase(), name_it: name, name_en: name, price: 10, stock_quantity: 20, status: 'active' })
    .select('id, slug')
    .single();
  if (error) throw error;
  return data;
}

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

/** An order paid as the shop pays: through the payments function, with the approved test card. */
async function placeOrder(productId: string) {
  const customer = client();
  await customer.auth.signInWithPassword({ email: 'cliente@tenuta.local', password: 'cliente123!' });
  const { data: paid, error } = await customer.functions.invoke('payments/order', {
    body: {
      items: [{ product_id: productId, quantity: 2 }],
      shipping: { first_name: 'Maria', last_name: 'Rossì', address_line1: 'Via Università 3', city: 'Tempio Pausània', postal_code: '07029', province: 'SS', email: 'cliente@tenuta.local' },
      language: 'it',
      client_request_id: crypto.randomUUID(),
      card: { number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123', holder: 'Maria Rossì' },
    },
  });
  expect(error).toBeNull();
  return (paid as { order: { order_number: string } }).order;
}

test('a new order appears live on the dashboard and the CSV export keeps accents and neutralises formulas', async ({ page }) => {
  const product = await newProduct('=cmd()');
  await signIn(page, 'admin@tenuta.local', 'admin123!', '/admin');
  await expect(page.getByTestId('live-status')).toHaveText(/In diretta/);

  const order = await placeOrder(product.id);
  await expect(page.getByTestId('live-events')).toContainText(`Nuovo ordine ${order.order_number}`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ordini-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const { data: rows } = Papa.parse<Record<string, string>>(bytes.subarray(3).toString('utf8'), { header: true, skipEmptyLines: true });
  const row = rows.find((r) => r['Numero ordine'] === order.order_number)!;
  expect(row['Cliente']).toBe('Maria Rossì');
  expect(row['Indirizzo di spedizione']).toContain('Via Università 3, 07029 Tempio Pausània (SS)');
  expect(row['Prodotto']).toBe("'=cmd()");
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

test('the admin changes price and stock and the shop shows them', async ({ page }) => {
  const product = await newProduct();
  await signIn(page, 'admin@tenuta.local', 'admin123!', '/admin/products');
  const card = page.getByTestId(`admin-product-${product.slug}`);
  await card.getByRole('button', { name: /Modifica/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Dettagli' }).click();
  await dialog.getByLabel('Prezzo (€)').fill('13,40');
  await dialog.getByLabel('Disponibilità (pezzi)').fill('3');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('admin-price')).toContainText('13,40');
  await expect(card.getByTestId('admin-stock')).toHaveText('3');

  await page.goto(`/prodotto/${product.slug}`);
  await expect(page.getByText(/13,40/).first()).toBeVisible();
  await expect(page.getByText('Solo 3 disponibili')).toBeVisible();
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
