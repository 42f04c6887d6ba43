// Fills and sends the sign-up form of /auth as a visitor would.
import type { Page } from '@playwright/test';
import { dismissCookies } from '../shop-helpers.ts';

const LABELS = {
  it: { tab: 'Registrati', first: 'Nome', last: 'Cognome', confirm: 'Conferma password', submit: 'Registrati' },
  en: { tab: 'Sign up', first: 'First name', last: 'Last name', confirm: 'Confirm password', submit: 'Sign up' },
};

export async function signUpThroughForm(page: Page, lang: 'it' | 'en', email: string, password: string) {
  const t = LABELS[lang];
  await page.goto('/auth');
  await dismissCookies(page);
  await page.getByRole('tab', { name: t.tab }).click();
  await page.getByLabel(t.first, { exact: true }).fill('Lucia');
  await page.getByLabel(t.last, { exact: true }).fill('Sanna');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel(t.confirm).fill(password);
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}
