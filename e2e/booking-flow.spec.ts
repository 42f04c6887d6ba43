import { expect, test } from '@playwright/test';
import {
  addDays, chooseStay, confirmBooking, dismissCookies, fillDetailsAndPayment, inboxUrl, pickDay, randomCheckIn, uniqueEmail, waitForMail,
} from './booking-helpers.ts';

// Each journey books its own rooms (and date windows) so that the journeys can run side by side.

test('books two rooms for two nights, goes home after 2 s and the guest reads the e-mail', async ({ page }) => {
  const checkIn = randomCheckIn(40, 120);
  const checkOut = addDays(checkIn, 2);
  const email = uniqueEmail('anna');
  await dismissCookies(page);
  await page.goto('/prenota');

  await page.locator('#check-in').click();
  await expect(page.locator('.rdp-weekday').first()).toHaveText(/^lun/i); // Monday first in Italian
  await page.keyboard.press('Escape');
  await expect(page.locator('#check-out')).toBeDisabled();

  await chooseStay(page, 'it', checkIn, checkOut, { 'Lavanda Deluxe': 2, 'Orchidea Deluxe': 1 });
  const summary = page.getByRole('complementary', { name: 'Riepilogo' });
  await expect(summary).toContainText('2 notti');
  await expect(summary).toContainText('Lavanda Deluxe · 2 ospiti');
  await expect(summary).toContainText('Orchidea Deluxe · 1 ospite');
  await expect(summary.getByTestId('stay-total')).toHaveText('200,00 €');

  // Guests are clamped to the room's maximum.
  await page.getByLabel('Ospiti in Lavanda Deluxe').fill('5');
  await expect(page.getByLabel('Ospiti in Lavanda Deluxe')).toHaveValue('2');

  await fillDetailsAndPayment(page, 'it', { firstName: 'Anna', lastName: 'Rossi', email });
  await expect(page.getByRole('complementary', { name: 'Riepilogo finale' })).toContainText('anna');
  // A double click on confirm must still create a single booking.
  await page.getByRole('button', { name: 'Conferma prenotazione' }).dblclick();
  const shown = page.getByTestId('booking-reference');
  await expect(shown).toBeVisible();
  const reference = (await shown.textContent())!.replace('Codice prenotazione:', '').trim();
  await expect(page.getByText('Riceverai un\'email di conferma a breve').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

  const mail = await waitForMail(email, reference);
  for (const part of ['Lavanda Deluxe', 'Orchidea Deluxe', 'Notti: 2', 'Ospiti: 3', '200,00', 'Pagamento in struttura', '15 giorni', `/prenotazione?ref=${reference}`]) {
    expect(mail.text).toContain(part);
  }
  const all = (await (await fetch(`${inboxUrl()}/email`)).json()) as { to: { address: string }[] }[];
  expect(all.filter((m) => m.to.some((a) => a.address === email))).toHaveLength(1);
});

test('a second guest cannot book a room taken meanwhile, is told which room, and then sees the days taken', async ({ page, browser }) => {
  const checkIn = randomCheckIn(130, 220);
  const checkOut = addDays(checkIn, 2);
  await dismissCookies(page);
  await page.goto('/prenota');
  await chooseStay(page, 'it', checkIn, checkOut, { 'Elicrisio Standard': 2 });
  await fillDetailsAndPayment(page, 'it', { firstName: 'Marco', lastName: 'Sanna', email: uniqueEmail('marco') });

  // Someone else books the same room for overlapping nights while the first guest is on step 3.
  const other = await browser.newPage();
  await dismissCookies(other);
  await other.goto('/prenota');
  await chooseStay(other, 'it', addDays(checkIn, 1), addDays(checkIn, 3), { 'Elicrisio Standard': 1 });
  await fillDetailsAndPayment(other, 'it', { firstName: 'Giulia', lastName: 'Piras', email: uniqueEmail('giulia') });
  await confirmBooking(other, 'it');
  await other.close();

  await page.getByRole('button', { name: 'Conferma prenotazione' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La camera Elicrisio Standard non è più disponibile' })).toBeVisible();
  // Still on step 3 with everything filled in.
  await expect(page.getByLabel('Numero carta')).toHaveValue('4111111111111111');
  await expect(page.getByRole('button', { name: 'Conferma prenotazione' })).toBeEnabled();
  await expect(page).toHaveURL(/\/prenota$/);

  // Afterwards: the room shows as unavailable for those dates, and its taken nights in the calendar.
  await page.goto('/prenota');
  await pickDay(page, 'check-in', checkIn);
  await pickDay(page, 'check-out', checkOut);
  const card = page.locator('article', { has: page.getByRole('heading', { name: 'Elicrisio Standard' }) });
  await expect(card).toContainText('Non disponibile per le date scelte');
  await expect(card.getByRole('button', { name: 'Seleziona Elicrisio Standard' })).toBeDisabled();

  await page.goto('/prenota');
  await page.getByRole('button', { name: 'Seleziona Elicrisio Standard' }).click();
  await page.locator('#check-in').click();
  const calendar = page.locator('[data-radix-popper-content-wrapper]');
  const night = (d: string) => calendar.locator(`[data-day="${d}"]:not([data-outside])`);
  for (let i = 0; i < 24 && !(await night(addDays(checkIn, 1)).count()); i++) await calendar.locator('.rdp-button_next').click();
  await expect(night(addDays(checkIn, 1))).toHaveClass(/booking-day-taken/);
  await expect(night(addDays(checkIn, 1)).getByRole('button')).toBeDisabled();
  await expect(night(addDays(checkIn, 1)).getByRole('button')).toHaveAccessibleName(/Occupato/);
  await expect(night(addDays(checkIn, 2)).getByRole('button')).toBeDisabled();
});

test('the whole flow in English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  const checkIn = randomCheckIn(40, 180);
  const checkOut = addDays(checkIn, 3);
  const email = uniqueEmail('john');
  await dismissCookies(page);
  await page.goto('/prenota');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book your stay');

  await page.locator('#check-in').click();
  await expect(page.locator('.rdp-weekday').first()).toHaveText(/^su/i); // Sunday first in English
  await page.keyboard.press('Escape');

  await chooseStay(page, 'en', checkIn, checkOut, { 'Standard Twin Ginepro': 2 });
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await expect(summary).toContainText('3 nights');
  await expect(summary).toContainText('2 guests');
  await expect(summary.getByTestId('stay-total')).toHaveText('150,00 €');
  await expect(page.getByText('Single beds').first()).toBeVisible();

  await fillDetailsAndPayment(page, 'en', { firstName: 'John', lastName: 'Smith', email });
  await expect(page.getByText('the card is used only as a guarantee')).toBeVisible();
  await expect(page.getByRole('link', { name: /cancellation policy/ })).toHaveAttribute('href', '/booking-policy#cancellation');
  await expect(page.getByRole('link', { name: /cancellation policy/ })).toHaveAttribute('target', '_blank');
  const reference = await confirmBooking(page, 'en');
  await expect(page.getByText('You will receive a confirmation email shortly').first()).toBeVisible();

  const mail = await waitForMail(email, reference);
  expect(mail.subject).toContain('Booking confirmed');
  expect(mail.text).toContain('Nights: 3');
  expect(mail.text).toContain('Pay at the property');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('books a room without sideways scrolling', async ({ page }) => {
    const checkIn = randomCheckIn(230, 330);
    await dismissCookies(page);
    await page.goto('/prenota');
    await chooseStay(page, 'it', checkIn, addDays(checkIn, 1), { 'Standard Twin Ginepro': 1 });
    await expect(page.getByRole('complementary', { name: 'Riepilogo' })).toBeVisible();
    await page.screenshot({ path: 'screenshots/booking-step1-390.png' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await fillDetailsAndPayment(page, 'it', { firstName: 'Sara', lastName: 'Deiana', email: uniqueEmail('sara') });
    await page.screenshot({ path: 'screenshots/booking-step3-390.png', fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await confirmBooking(page, 'it');
  });
});
