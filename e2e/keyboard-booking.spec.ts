// Booking a room on /prenota with the keyboard only: the calendar by arrow keys, the room, the guest's
// details, the payment method, the acceptances and the confirmation, all with a visible focus.
import { expect, test, type Page } from './fixtures.ts';
import { acceptEssentialCookies } from './helpers/page.ts';
import { addDays, uniqueEmail } from './booking-helpers.ts';
import { expectFocusInside, expectVisibleFocus, liveRegion, press, tabTo, typeInto } from './a11y-keyboard.ts';
import { stayWindow } from './helpers/stay-windows.ts';

test.beforeEach(async ({ page }) => acceptEssentialCookies(page));

const focusedDay = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[data-day]')?.getAttribute('data-day') ?? null);

/** Opens a date field with Enter, walks to `day` with the arrow keys and picks it with Enter. */
async function pickDayByKeyboard(page: Page, field: 'check-in' | 'check-out', day: string) {
  const trigger = page.locator(`#${field}`);
  await press(page, trigger);
  const calendar = page.locator('[data-radix-popper-content-wrapper]');
  await expect(calendar.locator('.rdp-month_grid')).toBeVisible();
  await expect.poll(() => focusedDay(page)).not.toBeNull();
  await expectFocusInside(page, calendar);
  await expectVisibleFocus(page);
  const from = (await focusedDay(page))!;
  const days = Math.round((Date.parse(day) - Date.parse(from)) / 86_400_000);
  expect(days).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < Math.floor(days / 7); i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < days % 7; i++) await page.keyboard.press('ArrowRight');
  expect(await focusedDay(page)).toBe(day);
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  // The popover gives the focus back to its field.
  await expect(trigger).toBeFocused();
}

test('a guest books a room without a mouse', async ({ page }, testInfo) => {
  await page.goto('/prenota');
  // Far from the other booking journeys' dates (they stay below 100 days; the chat books 200+ ahead).
  const checkIn = stayWindow('keyboard/booking', testInfo);
  await pickDayByKeyboard(page, 'check-in', checkIn);
  // Escape closes the calendar too, leaving the focus on its field.
  await press(page, page.locator('#check-out'));
  await expect(page.locator('[data-radix-popper-content-wrapper]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-radix-popper-content-wrapper]')).toBeHidden();
  await expect(page.locator('#check-out')).toBeFocused();
  await pickDayByKeyboard(page, 'check-out', addDays(checkIn, 2));

  const room = 'Standard Twin Mirto';
  await press(page, page.getByRole('button', { name: `Seleziona ${room}`, exact: true }));
  await typeInto(page, page.getByLabel(`Ospiti in ${room}`), '2');
  await press(page, page.getByRole('button', { name: 'Continua', exact: true }));

  await typeInto(page, page.getByLabel('Nome', { exact: false }).first(), 'Sara');
  await typeInto(page, page.getByLabel('Cognome'), 'Deiana');
  await typeInto(page, page.getByLabel('Email'), uniqueEmail('kbd'));
  await typeInto(page, page.getByLabel('Telefono'), '+39 333 1234567');
  await typeInto(page, page.getByLabel('Indirizzo'), 'Via Roma 1');
  await typeInto(page, page.getByLabel('Città'), 'Olbia');
  await typeInto(page, page.getByLabel('CAP'), '07026');
  await press(page, page.getByRole('button', { name: 'Continua al pagamento' }));

  // The method radios: Tab reaches the chosen one, the arrows move the choice.
  const onsite = page.getByLabel('Paga in struttura');
  await tabTo(page, page.getByRole('radio', { checked: true }));
  for (let i = 0; i < 3 && !(await onsite.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(onsite).toBeChecked();
  await expect(liveRegion(page, /struttura/)).toBeAttached();

  await typeInto(page, page.getByLabel('Numero carta'), '4242424242424242', /^4242\s?4242\s?4242\s?4242$/);
  await typeInto(page, page.getByLabel('Nome sulla carta'), 'Sara Deiana');
  await typeInto(page, page.getByLabel('Scadenza (MM/AA)'), '12/29');
  await typeInto(page, page.getByLabel('CVV'), '123');

  const confirm = page.getByRole('button', { name: 'Conferma prenotazione' });
  await expect(confirm).toBeDisabled();
  for (const box of [page.getByRole('checkbox').nth(0), page.getByRole('checkbox').nth(1)]) {
    await press(page, box, 'Space');
    await expect(box).toBeChecked();
  }
  await press(page, confirm);
  const reference = page.getByTestId('booking-reference');
  await expect(reference).toContainText(/TS-[A-Z0-9]{6}/, { timeout: 15_000 });
  await expect(liveRegion(page, 'Prenotazione confermata!')).toBeAttached();
});
