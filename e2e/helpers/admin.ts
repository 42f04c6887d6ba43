// The back office's end-to-end helpers: clients of the test stack, signing in through the page, a product and
// an order made as the shop makes them.
import crypto from 'node:crypto';
import ws from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import { pagePath } from '../../src/lib/localized-path.mjs';

export const env = (k: string) => {
  const v = process.env[k];
  if (!v) throw new Error(`${k} is not set (run through playwright)`);
  return v;
};
export const client = (headers: Record<string, string> = {}): SupabaseClient =>
  createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers },
    realtime: { transport: ws as never },
  });
export const service = () =>
  createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), { auth: { persistSession: false }, realtime: { transport: ws as never } });

/** Signs in on /auth (Italian or English labels) and waits for the redirect to `target`. */
export async function signIn(page: Page, email: string, password: string, target: string) {
  await page.goto(`/auth?redirect=${encodeURIComponent(target)}`);
  await page.getByLabel(/^E-?mail$/i).first().fill(email);
  await page.getByLabel('Password').first().fill(password);
  await page.getByRole('button', { name: /^(accedi|sign in)$/i }).last().click();
  await page.waitForURL((u) => pagePath(u.pathname) === target, { timeout: 15_000 }); // /en/… on English pages
}

export async function newProduct(name = `Formaggio ${crypto.randomUUID().slice(0, 6)}`, nameEn = name) {
  const slug = `e2e-${crypto.randomUUID().slice(0, 8)}`;
  const { data, error } = await service()
    .from('products')
    .insert({ category_id: '20000000-0000-4000-8000-000000000001', slug, sku: slug.toUpperCase(), name_it: name, name_en: nameEn, price: 10, stock_quantity: 20, status: 'active' })
    .select('id, slug')
    .single();
  if (error) throw error;
  return data;
}

/** An order paid as the shop pays: through the payments function, with the approved test card. */
export async function placeOrder(productId: string, language: 'it' | 'en' = 'it') {
  const customer = client();
  await customer.auth.signInWithPassword({ email: 'cliente@tenuta.local', password: 'cliente123!' });
  const { data: paid, error } = await customer.functions.invoke('payments/order', {
    body: {
      items: [{ product_id: productId, quantity: 2 }],
      shipping: { first_name: 'Maria', last_name: 'Rossì', address_line1: 'Via Università 3', city: 'Tempio Pausània', postal_code: '07029', province: 'SS', email: 'cliente@tenuta.local' },
      language,
      client_request_id: crypto.randomUUID(),
      card: { number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123', holder: 'Maria Rossì' },
    },
  });
  expect(error).toBeNull();
  return (paid as { order: { order_number: string } }).order;
}
