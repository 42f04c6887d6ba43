import { allowRefusal, expect, test, type Page } from './fixtures.ts';
import { signUpThroughForm } from './helpers/sign-up.ts';
import { admin, createCustomer, dismissCookies, PASSWORD, uniqueEmail, useEnglish } from './shop-helpers.ts';

const COMMON = {
  it: "Questa password è tra le più usate e facili da indovinare: scegline un'altra.",
  en: 'This password is one of the most common and easy to guess: please choose another one.',
};

for (const lang of ['it', 'en'] as const) {
  test(`signing up with one of the most common passwords says why (${lang})`, async ({ page }) => {
    allowRefusal(page, 422, '/auth/v1/signup'); // the refused password
    if (lang === 'en') await useEnglish(page);
    await signUpThroughForm(page, lang, uniqueEmail('common'), 'password1');
    await expect(page.getByRole('alert').filter({ hasText: COMMON[lang] })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
}

test('a customer who has ordered deletes the account from the profile; the order stays for the tax records', async ({ page }) => {
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
  await expect(page).toHaveURL(/\/(en)?$/);
  // Signed out, at 390 px as at 1280 (this test runs in both projects).
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /^sb-.*-auth-token$/.test(k)))).toEqual([]);
  await expect(page.getByRole('main')).toBeVisible();

  const { data: kept } = await db.from('orders').select('user_id, shipping_email, shipping_phone, billing_last_name, total_amount').eq('id', order!.id).single();
  expect(kept).toEqual({ user_id: null, shipping_email: null, shipping_phone: null, billing_last_name: 'Pinna', total_amount: 12.9 });
  expect((await db.auth.admin.getUserById(user.id)).data.user).toBeNull();
});

async function signInAs(page: Page, email: string) {
  await page.goto('/auth');
  await dismissCookies(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).last().click();
  await expect(page).toHaveURL(/\/(en)?$/);
}

test('signing out from the desktop user menu says so and goes home @desktop-only', async ({ page }) => {
  const user = await createCustomer('signout', 'Tonino');
  await signInAs(page, user.email);
  await page.goto('/formaggi');
  await page.getByRole('button', { name: 'Menu utente di Tonino' }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page.getByText('Disconnesso')).toBeVisible();
  await expect(page).toHaveURL(/\/(en)?$/);
  await expect(page.getByRole('link', { name: 'Accedi' })).toBeVisible();
});

test('signing out from the phone menu says so and goes home @mobile-only', async ({ page }) => {
  const user = await createCustomer('signout', 'Tonino');
  await signInAs(page, user.email);
  await page.goto('/formaggi');
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByText('Disconnesso')).toBeVisible();
  await expect(page).toHaveURL(/\/(en)?$/);
});
