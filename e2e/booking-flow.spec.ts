import { readFileSync } from 'node:fs';
import { allowRefusal, expect, test, watchConsole, type Page } from './fixtures.ts';
import { listMail, waitForMail } from './helpers/inbox.ts';
import { query } from './helpers/db.ts';
import { acceptEssentialCookies, useLanguage } from './helpers/page.ts';
import { addDays, chooseStay, confirmBooking, fillDetailsAndPayment, pickDay, uniqueEmail } from './booking-helpers.ts';
import { stayWindow } from './helpers/stay-windows.ts';

// Each journey books its own rooms on its own dates, so journeys and projects can run side by side.

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

test('books two rooms for two nights, the confirmation stays with everything to keep, and the guest reads the e-mail', async ({ page }, testInfo) => {
  // A clock of the test's own, so "stays" is checked by moving time on, not by waiting.
  await page.clock.install();
  const checkIn = stayWindow('booking-flow/two-rooms', testInfo);
  const checkOut = addDays(checkIn, 2);
  const email = uniqueEmail('anna');
  await acceptEssentialCookies(page);
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
  await page.screenshot({ path: `screenshots/booking-step1-${testInfo.project.name}.png` });
  await expectNoSidewaysScroll(page);

  // Guests are clamped to the room's maximum.
  await page.getByLabel('Ospiti in Lavanda Deluxe').fill('5');
  await expect(page.getByLabel('Ospiti in Lavanda Deluxe')).toHaveValue('2');

  await fillDetailsAndPayment(page, 'it', { firstName: 'Anna', lastName: 'Rossi', email });
  await expect(page.getByRole('complementary', { name: 'Riepilogo finale' })).toContainText('Anna Rossi');
  await page.screenshot({ path: `screenshots/booking-step3-${testInfo.project.name}.png`, fullPage: true });
  await expectNoSidewaysScroll(page);

  // A double click on confirm must still create a single booking.
  await page.getByRole('button', { name: 'Conferma prenotazione' }).dblclick();
  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'Prenotazione confermata!' })).toBeFocused();
  const reference = (await confirmation.getByTestId('booking-reference').textContent())!.trim();
  expect(reference).toMatch(/^TS-[A-Z0-9]{6}$/);
  for (const part of [email, '2 notti', 'Lavanda Deluxe · 2 ospiti', 'Orchidea Deluxe · 1 ospite', "Da pagare in struttura all'arrivo: 200,00 €", 'Check-in dalle 15:00']) {
    await expect(confirmation).toContainText(part);
  }
  await expect(confirmation.getByTestId('confirmation-total')).toHaveText('200,00 €');
  await expect(confirmation.getByRole('link', { name: 'Consulta o cancella la prenotazione' })).toHaveAttribute('href', `/prenotazione?ref=${reference}`);
  const download = page.waitForEvent('download');
  await confirmation.getByRole('button', { name: 'Aggiungi al calendario' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${reference}.ics`);
  const ics = readFileSync(await file.path(), 'utf8');
  expect(ics).toContain(`DTSTART;VALUE=DATE:${checkIn.replaceAll('-', '')}`);
  expect(ics).toContain(`DTEND;VALUE=DATE:${addDays(checkOut, 1).replaceAll('-', '')}`);
  expect(ics).toContain(`UID:${reference}@tenuta`);
  // The old site went home after 2 s: the confirmation now stays.
  await page.clock.fastForward(10_000);
  await expect(page).toHaveURL(/\/prenota$/);
  await expect(confirmation).toBeVisible();
  await page.screenshot({ path: `screenshots/booking-confirmation-it-${testInfo.project.name}.png`, fullPage: true });

  const mail = await waitForMail(email, new RegExp(reference));
  for (const part of ['Lavanda Deluxe', 'Orchidea Deluxe', 'Notti: 2', 'Ospiti: 3', '200,00', 'Pagamento in struttura', '15 giorni', `/prenotazione?ref=${reference}`]) {
    expect(mail.text).toContain(part);
  }
  expect((await listMail()).filter((m) => m.to.some((a) => a.address === email))).toHaveLength(1);
});

test('a second guest books the room once the first hold ran out; the first guest is told, and then sees the days taken', async ({ page, browser }, testInfo) => {
  allowRefusal(page, 409, '/functions/v1/payments/booking'); // the room taken meanwhile
  const checkIn = stayWindow('booking-flow/hold-ran-out', testInfo);
  const checkOut = addDays(checkIn, 2);
  await acceptEssentialCookies(page);
  await page.goto('/prenota');
  await chooseStay(page, 'it', checkIn, checkOut, { 'Elicrisio Standard': 2 });
  await fillDetailsAndPayment(page, 'it', { firstName: 'Marco', lastName: 'Sanna', email: uniqueEmail('marco') });

  // The first guest's hold runs out on step 3 (e2e/booking-holds.spec.ts shows the countdown), and someone else
  // books the same room for overlapping nights.
  const held = `select hold_id from public.booking_rooms where hold_id is not null and check_in = $1
    and room_id = (select id from public.rooms where name = 'Elicrisio Standard')`;
  await expect.poll(async () => (await query(held, [checkIn])).length).toBe(1);
  await query(`update public.stay_holds set expires_at = now() - interval '1 second' where id in (${held})`, [checkIn]);
  await query(`update public.booking_rooms set hold_expires_at = now() - interval '1 second' where hold_id in (${held})`, [checkIn]);
  const other = await browser.newPage();
  const otherErrors = watchConsole(other.context());
  await acceptEssentialCookies(other);
  await other.goto('/prenota');
  await chooseStay(other, 'it', addDays(checkIn, 1), addDays(checkIn, 3), { 'Elicrisio Standard': 1 });
  await fillDetailsAndPayment(other, 'it', { firstName: 'Giulia', lastName: 'Piras', email: uniqueEmail('giulia') });
  await confirmBooking(other, 'it');
  expect(otherErrors()).toEqual([]);
  await other.close();

  await page.getByRole('button', { name: 'Conferma prenotazione' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Il tempo per completare la prenotazione è scaduto' })).toBeVisible();
  // Still on step 3 with everything filled in.
  await expect(page.getByLabel('Numero carta')).toHaveValue('4111 1111 1111 1111');
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
  await expect(night(checkIn).getByRole('button')).toBeEnabled(); // the first guest's own night is still free
});

test('the whole flow in English', async ({ page }, testInfo) => {
  await useLanguage(page, 'en');
  await acceptEssentialCookies(page);
  const checkIn = stayWindow('booking-flow/three-nights', testInfo);
  const checkOut = addDays(checkIn, 3);
  const email = uniqueEmail('john');
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
  const cancellationLink = page.getByRole('link', { name: /cancellation policy/ });
  // Links stay in the page's language: the English policy.
  await expect(cancellationLink).toHaveAttribute('href', '/en/booking-policy#cancellation');
  await expect(cancellationLink).toHaveAttribute('target', '_blank');
  const reference = await confirmBooking(page, 'en');
  await expect(page.getByText('You will receive a confirmation email shortly').first()).toBeVisible();
  const confirmation = page.getByTestId('booking-confirmation');
  for (const part of [email, '3 nights', 'Standard Twin Ginepro · 2 guests', 'To be paid at the property on arrival: 150,00 €', 'Check-in from 3 pm']) {
    await expect(confirmation).toContainText(part);
  }
  await expect(confirmation.getByRole('link', { name: 'Look up or cancel the booking' })).toHaveAttribute('href', `/en/prenotazione?ref=${reference}`);
  await expect(confirmation.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await page.screenshot({ path: `screenshots/booking-confirmation-en-${testInfo.project.name}.png`, fullPage: true });
  await expectNoSidewaysScroll(page);

  const mail = await waitForMail(email, new RegExp(reference));
  expect(mail.subject).toContain('Booking confirmed');
  expect(mail.text).toContain('Nights: 3');
  expect(mail.text).toContain('Pay at the property');
});

// The guarantee card is checked by the server's provider: refused cards are shown as such and book nothing;
// PayPal asks for approval (cancel books nothing, approve books once).
const REFUSED = [
  { card: '4000 0000 0000 0002', it: 'La carta è stata rifiutata.', en: 'The card was declined.' },
  { card: '4000 0000 0000 9995', it: 'Fondi insufficienti: la carta è stata rifiutata.', en: 'Insufficient funds: the card was declined.' },
  { card: '4000 0000 0000 0069', it: 'La carta è scaduta.', en: 'The card has expired.' },
] as const;
const PAYPAL = {
  it: { method: 'PayPal', approve: 'Approva il pagamento', cancel: 'Annulla e torna al sito', cancelled: 'Il pagamento con PayPal è stato annullato.' },
  en: { method: 'PayPal', approve: 'Approve the payment', cancel: 'Cancel and return to the site', cancelled: 'The PayPal payment was cancelled.' },
} as const;

for (const lang of ['it', 'en'] as const) {
  test(`refused guarantee cards book nothing, PayPal books only once approved (${lang})`, async ({ page }, testInfo) => {
    allowRefusal(page, 402, '/functions/v1/payments/booking');
    allowRefusal(page, 402, '/functions/v1/payments/paypal-return');
    await useLanguage(page, lang);
    await acceptEssentialCookies(page);
    const checkIn = stayWindow(`booking-flow/refused-${lang}`, testInfo);
    const email = uniqueEmail(`refused-${lang}`);
    await page.goto('/prenota');
    await chooseStay(page, lang, checkIn, addDays(checkIn, 2), { 'Elicrisio Standard': 1 });
    await fillDetailsAndPayment(page, lang, { firstName: 'Rita', lastName: 'Deiana', email });
    const confirm = page.getByRole('button', { name: lang === 'it' ? 'Conferma prenotazione' : 'Confirm booking' });
    const cardNumber = page.getByLabel(lang === 'it' ? 'Numero carta' : 'Card number');
    for (const refused of REFUSED) {
      await cardNumber.fill(refused.card);
      // Typed with spaces, as printed: every digit is kept.
      await expect(cardNumber).toHaveValue(refused.card);
      await confirm.click();
      await expect(page.getByRole('alert').filter({ hasText: refused[lang] })).toBeVisible({ timeout: 15_000 });
    }
    await expect(page.getByTestId('booking-reference')).toHaveCount(0);

    await cardNumber.fill('4242 4242 4242 4242');
    await page.getByLabel(PAYPAL[lang].method).check();
    await confirm.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('PayPal');
    await dialog.getByRole('button', { name: PAYPAL[lang].cancel }).click();
    await expect(page.getByRole('alert').filter({ hasText: PAYPAL[lang].cancelled })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('booking-reference')).toHaveCount(0);

    await confirm.click();
    await dialog.getByRole('button', { name: PAYPAL[lang].approve }).click();
    await expect(page.getByTestId('booking-reference')).toBeVisible({ timeout: 15_000 });
    expect(await query('select payment_method, card_last_4 from public.bookings where email = $1', [email])).toEqual([
      { payment_method: 'paypal', card_last_4: '4242' },
    ]);
  });
}
