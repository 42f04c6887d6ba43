// Shared steps of the shop journeys (e2e/shop-*.spec.ts). Backend access for set-up uses the service role of
// the local stack: SUPABASE_URL / SUPABASE_SERVICE_ROLE_KEY / INBOX_URL, else the status file of `npm run stack`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { expect, type Page } from '@playwright/test';

interface Status {
  api_url: string;
  service_role_key: string;
  inbox_url: string;
}

function status(): Status {
  const url = process.env.SUPABASE_URL ?? process.env.E2E_SUPABASE_URL;
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? process.env.E2E_SUPABASE_SERVICE_ROLE_KEY;
  const inbox = process.env.INBOX_URL ?? process.env.E2E_INBOX_URL;
  if (url && key && inbox) return { api_url: url, service_role_key: key, inbox_url: inbox };
  const file = JSON.parse(readFileSync(path.resolve('supabase/.temp/local-status.json'), 'utf8')) as Status;
  return { api_url: url ?? file.api_url, service_role_key: key ?? file.service_role_key, inbox_url: inbox ?? file.inbox_url };
}

export function admin() {
  const s = status();
  return createClient(s.api_url, s.service_role_key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never }, // Node 20 has no global WebSocket
  });
}

export const uniqueEmail = (who: string) => `${who}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.it`;
export const PASSWORD = 'formaggio-42';

/** A confirmed customer with names in the metadata. */
export async function createCustomer(who: string, firstName = 'Marta', lastName = 'Pinna') {
  const email = uniqueEmail(who);
  const { data, error } = await admin().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { first_name: firstName, last_name: lastName, data_processing_consent: true, newsletter_consent: false },
  });
  if (error) throw error;
  return { id: data.user.id, email };
}

export async function productBySlug(slug: string) {
  const { data, error } = await admin().from('products').select('id, stock_quantity, price').eq('slug', slug).single();
  if (error) throw error;
  return data;
}

export interface InboxMail {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

export async function waitForMail(to: string, subject: string, timeoutMs = 20_000): Promise<InboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${status().inbox_url.replace(/\/$/, '')}/email`)).json()) as InboxMail[];
    const mail = mails.find((m) => m.to.some((a) => a.address === to) && m.subject.includes(subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no mail to ${to} with subject ${subject}`);
}

export async function dismissCookies(page: Page) {
  // The html's copy of the notice (its buttons disabled) gives way to the app's, or goes on pages without one;
  // only the app's records a choice.
  await expect(page.locator('#first-notice')).toHaveCount(0);
  // The app's notice loads lazily and can re-render while it appears: click until it is gone, each try short.
  const banner = page.getByRole('button', { name: /^(Solo necessari|Essential only)$/ });
  await expect(async () => {
    if (await banner.isVisible()) await banner.click({ timeout: 2_000 });
    await expect(banner).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

export async function useEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
}

export async function addProduct(page: Page, slug: string, quantity = 1) {
  await page.goto(`/prodotto/${slug}`);
  await dismissCookies(page);
  const add = page.getByTestId('add-to-cart');
  await expect(add).toBeEnabled();
  for (let i = 1; i < quantity; i++) await page.getByRole('button', { name: /Aumenta la quantità|Increase the quantity/ }).click();
  const before = Number(await page.getByTestId('cart-count').textContent());
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText(String(before + quantity));
}

const L = {
  it: { email: 'Email', first: 'Nome', last: 'Cognome', address: 'Indirizzo', city: 'Città', cap: 'CAP', province: 'Provincia', card: 'Numero della carta', expiry: 'Scadenza (MM/AA)', toPayment: 'Procedi al pagamento' },
  en: { email: 'Email', first: 'First name', last: 'Last name', address: 'Address', city: 'City', cap: 'Postcode', province: 'Province', card: 'Card number', expiry: 'Expiry (MM/YY)', toPayment: 'Proceed to payment' },
};

export async function fillShipping(page: Page, lang: 'it' | 'en', who: { email?: string; first?: string; last?: string }) {
  const l = L[lang];
  if (who.email) await page.getByLabel(l.email, { exact: true }).fill(who.email);
  if (who.first) await page.getByLabel(l.first, { exact: true }).fill(who.first);
  if (who.last) await page.getByLabel(l.last, { exact: true }).fill(who.last);
  await page.getByLabel(l.address, { exact: true }).fill('Via Roma 12');
  await page.getByLabel(l.city).fill('Olbia');
  await page.getByLabel(l.cap).fill('07026');
  await page.getByLabel(l.province).fill('SS');
  await page.getByRole('button', { name: l.toPayment }).click();
}

export async function fillCard(page: Page, lang: 'it' | 'en', number: string) {
  const l = L[lang];
  await page.getByLabel(l.card).fill(number);
  await page.getByLabel(l.expiry).fill('12/39');
  await page.getByLabel('CVV').fill('123');
}
