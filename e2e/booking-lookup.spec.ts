import { expect, test, type Page } from './fixtures.ts';
import { waitForMail } from './helpers/inbox.ts';
import { acceptEssentialCookies } from './helpers/page.ts';
import { addDays, chooseStay, confirmBooking, fillDetailsAndPayment, uniqueEmail } from './booking-helpers.ts';
import { stayWindow } from './helpers/stay-windows.ts';

async function book(page: Page, checkIn: string, email: string): Promise<string> {
  await acceptEssentialCookies(page);
  await page.goto('/prenota');
  await chooseStay(page, 'it', checkIn, addDays(checkIn, 2), { 'Standard Twin Mirto': 2 });
  await fillDetailsAndPayment(page, 'it', { firstName: 'Luca', lastName: 'Mura', email });
  return confirmBooking(page, 'it');
}

async function lookUp(page: Page, reference: string, email: string) {
  await page.goto('/prenotazione');
  await page.getByLabel('Codice prenotazione').fill(reference);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Cerca prenotazione' }).click();
}

test('looks a booking up 9-14 days ahead and cancels it for half the total', async ({ page }, testInfo) => {
  const email = uniqueEmail('luca');
  // 9 (desktop) or 13 (mobile) days ahead: inside the 7-15 day band, even a day later in a run that crosses midnight.
  const reference = await book(page, stayWindow('booking-lookup/soon', testInfo), email);

  // A wrong e-mail and a wrong reference get the same answer.
  const notFound = 'Nessuna prenotazione trovata con questo codice e questa email.';
  await lookUp(page, reference, 'someone.else@example.it');
  await expect(page.getByRole('alert')).toHaveText(notFound);
  await lookUp(page, 'TS-ZZZZZZ', email);
  await expect(page.getByRole('alert')).toHaveText(notFound);

  await lookUp(page, reference.toLowerCase(), email.toUpperCase());
  await expect(page.getByRole('heading', { name: `Prenotazione ${reference}` })).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('Confermata');
  await expect(page.getByText('Standard Twin Mirto · 2 ospiti')).toBeVisible();
  await expect(page.getByTestId('fee-preview')).toContainText('50% del totale, 50,00 €');

  await page.getByRole('button', { name: 'Cancella prenotazione' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('50,00 €');
  await dialog.getByRole('button', { name: 'Conferma cancellazione' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('booking-status')).toHaveText('Annullata');
  await expect(page.getByTestId('charged-fee')).toHaveText('50,00 €'); // the database's figure
  await expect(page.getByRole('status').filter({ hasText: 'Prenotazione cancellata' })).toBeVisible();

  const mail = await waitForMail(email, /Prenotazione cancellata/);
  expect(mail.text).toMatch(/Penale di cancellazione: 50,00\s€/);
  expect(mail.text).toContain(reference);
});

test('cancelling more than 15 days ahead is free', async ({ page }, testInfo) => {
  const email = uniqueEmail('free');
  const reference = await book(page, stayWindow('booking-lookup/later', testInfo), email);
  await lookUp(page, reference, email);
  await expect(page.getByTestId('fee-preview')).toContainText('la cancellazione è gratuita');
  await page.getByRole('button', { name: 'Cancella prenotazione' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Conferma cancellazione' }).click();
  await expect(page.getByTestId('charged-fee')).toHaveText('0,00 €');
});

test('the policy page has every section, the cancellation anchor and the link to the lookup', async ({ page }) => {
  await acceptEssentialCookies(page);
  await page.goto('/booking-policy#cancellation');
  await expect(page.locator('#cancellation')).toBeInViewport();
  for (const h of ['Politica di cancellazione', 'Metodi di pagamento', 'Check-in e check-out', 'Regole della casa', 'Conformità normativa', 'Contatti']) {
    await expect(page.getByRole('main').getByRole('heading', { name: h, level: 2 })).toBeVisible();
  }
  for (const figure of ['più di 15 giorni', '50%', '100%', '15:00 alle 20:00', 'entro le 10:00', '23:00 alle 07:00', 'Visa, Mastercard, American Express']) {
    await expect(page.getByText(figure, { exact: false }).first()).toBeVisible();
  }
  await expect(page.locator('#contact a[href^="mailto:"]')).toBeVisible();
  await page.getByRole('link', { name: 'La tua prenotazione' }).click();
  await expect(page).toHaveURL(/\/prenotazione$/);
});
