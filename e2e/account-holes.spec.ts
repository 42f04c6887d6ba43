import { allowRefusal, expect, test, type Page } from './fixtures.ts';
import { admin, createCustomer, dismissCookies, PASSWORD, uniqueEmail, useEnglish } from './shop-helpers.ts';

const T = {
  it: {
    tab: 'Registrati', first: 'Nome', last: 'Cognome', confirm: 'Conferma password', submit: 'Registrati',
    common: "Questa password è tra le più usate e facili da indovinare: scegline un'altra.",
  },
  en: {
    tab: 'Sign up', first: 'First name', last: 'Last name', confirm: 'Confirm password', submit: 'Sign up',
    common: 'This password is one of the most common and easy to guess: please choose another one.',
  },
};

async function signUpWith(page: Page, lang: 'it' | 'en', password: string) {
  const t = T[lang];
  await page.goto('/auth');
  await dismissCookies(page);
  await page.getByRole('tab', { name: t.tab }).click();
  await page.getByLabel(t.first, { exact: true }).fill('Lucia');
  await page.getByLabel(t.last, { exact: true }).fill('Sanna');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('common'));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel(t.confirm).fill(password);
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

for (const lang of ['it', 'en'] as const) {
  test(`signing up with one of the most common passwords says why (${lang})`, async ({ page }) => {
    allowRefusal(page, 422, '/auth/v1/signup'); // the refused password
    if (lang === 'en') await useEnglish(page);
    await signUpWith(page, lang, 'password1');
    await expect(page.getByRole('alert').filter({ hasText: T[lang].common })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
}

test('a customer who has ordered deletes the account from the profile; the order stays for the tax records', async ({ page }) => {
  // The deleted user's session is refused by the server (403) as the app signs out; supabase-js takes it as signed out.
  allowRefusal(page, 403, '/auth/v1/logout');
  const user = await createCustomer('erase');
  const db = admin();
  const { data: order, error } = await db
    .from('orders')
    .insert({
      order_number: `E2E-${Date.now()}`, user_id: user.id, is_guest_order: false, subtotal: 12.9, total_amount: 12.9,
      shipping_first_name: 'Marta', shipping_last_name: 'Pinna', shipping_email: user.email, shipping_phone: '+39 333 1111111',
      billing_first_name: 'Marta', billing_last_name: 'Pinna', billing_address_line1: 'Via Sassari 3', billing_city: 'Olbia',
    })
    .select('id')
    .single();
  expect(error).toBeNull();

  await page.goto('/auth?redirect=%2Fprofilo');
  await dismissCookies(page);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).last().click();
  await expect(page).toHaveURL(/\/profilo$/);
  await page.getByRole('button', { name: 'Elimina account' }).click();
  await page.getByRole('button', { name: 'Elimina definitivamente' }).click();
  await expect(page.getByText('Account eliminato')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const { data: kept } = await db.from('orders').select('user_id, shipping_email, shipping_phone, billing_last_name, total_amount').eq('id', order!.id).single();
  expect(kept).toEqual({ user_id: null, shipping_email: null, shipping_phone: null, billing_last_name: 'Pinna', total_amount: 12.9 });
  expect((await db.auth.admin.getUserById(user.id)).data.user).toBeNull();
});
