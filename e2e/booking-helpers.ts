// Shared steps of the booking journeys (e2e/booking-*.spec.ts).
import { expect, type Page } from '@playwright/test';

/** Today's calendar day at the farm (Europe/Rome), as the app and the database count it. */
export function romeToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

export function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const uniqueEmail = (who: string) => `${who}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.it`;

/** Opens a date field's calendar and picks the day, paging forward through the months. */
export async function pickDay(page: Page, field: 'check-in' | 'check-out', day: string) {
  await page.locator(`#${field}`).click();
  const calendar = page.locator('[data-radix-popper-content-wrapper]');
  const cell = calendar.locator(`[data-day="${day}"]:not([data-outside]) button`);
  await expect(calendar.locator('.rdp-month_grid')).toBeVisible();
  for (let i = 0; i < 24 && !(await cell.count()); i++) await calendar.locator('.rdp-button_next').click();
  await cell.click();
  await expect(calendar).toBeHidden();
}

export interface Guest {
  firstName: string;
  lastName: string;
  email: string;
}

export const LABELS = {
  it: {
    select: 'Seleziona', guestsIn: 'Ospiti in', continue: 'Continua', first: 'Nome', last: 'Cognome', email: 'Email',
    phone: 'Telefono', address: 'Indirizzo', city: 'Città', postal: 'CAP', country: 'Paese', defaultCountry: 'Italia', toPayment: 'Continua al pagamento',
    onsite: 'Paga in struttura', card: 'Numero carta', cardName: 'Nome sulla carta', expiry: 'Scadenza (MM/AA)', cvv: 'CVV',
    confirm: 'Conferma prenotazione', success: 'Prenotazione confermata!', reference: 'Codice prenotazione:',
  },
  en: {
    select: 'Select', guestsIn: 'Guests in', continue: 'Continue', first: 'First name', last: 'Last name', email: 'Email',
    phone: 'Phone', address: 'Address', city: 'City', postal: 'Postal code', country: 'Country', defaultCountry: 'Italy', toPayment: 'Continue to payment',
    onsite: 'Pay at the property', card: 'Card number', cardName: 'Name on card', expiry: 'Expiry (MM/YY)', cvv: 'CVV',
    confirm: 'Confirm booking', success: 'Booking Confirmed!', reference: 'Booking reference:',
  },
} as const;

/** Step 1: dates, then the rooms with their guests. */
export async function chooseStay(page: Page, lang: 'it' | 'en', checkIn: string, checkOut: string, rooms: Record<string, number>) {
  const L = LABELS[lang];
  await pickDay(page, 'check-in', checkIn);
  await pickDay(page, 'check-out', checkOut);
  for (const [room, guests] of Object.entries(rooms)) {
    await page.getByRole('button', { name: `${L.select} ${room}`, exact: true }).click();
    await page.getByLabel(`${L.guestsIn} ${room}`).fill(String(guests));
  }
}

/** Steps 2 and 3 up to the ticked acceptances; returns nothing, the caller confirms. */
export async function fillDetailsAndPayment(page: Page, lang: 'it' | 'en', guest: Guest, { fromDetails = false } = {}) {
  const L = LABELS[lang];
  if (!fromDetails) await page.getByRole('button', { name: L.continue, exact: true }).click();
  await page.getByLabel(L.first, { exact: false }).first().fill(guest.firstName);
  await page.getByLabel(L.last).fill(guest.lastName);
  await page.getByLabel(L.email).fill(guest.email);
  await page.getByLabel(L.phone).fill('+39 333 1234567');
  await page.getByLabel(L.address).fill('Via Roma 1');
  await page.getByLabel(L.city).fill('Olbia');
  await page.getByLabel(L.postal).fill('07026');
  await expect(page.getByLabel(L.country)).toHaveValue(L.defaultCountry); // the country named in the page's language
  await page.getByRole('button', { name: L.toPayment }).click();
  await page.getByLabel(L.onsite).check();
  await page.getByLabel(L.card).fill('4111111111111111');
  await page.getByLabel(L.cardName).fill(`${guest.firstName} ${guest.lastName}`);
  await page.getByLabel(L.expiry).fill('12/29');
  await page.getByLabel(L.cvv).fill('123');
  const confirm = page.getByRole('button', { name: L.confirm });
  await expect(confirm).toBeDisabled();
  await page.getByRole('checkbox').nth(0).click();
  await expect(confirm).toBeDisabled();
  await page.getByRole('checkbox').nth(1).click();
  await expect(confirm).toBeEnabled();
}

/** Confirms and returns the booking reference shown on success. */
export async function confirmBooking(page: Page, lang: 'it' | 'en'): Promise<string> {
  const L = LABELS[lang];
  await page.getByRole('button', { name: LABELS[lang].confirm }).click();
  const shown = page.getByTestId('booking-confirmation');
  await expect(shown).toContainText(L.success);
  const reference = (await shown.getByTestId('booking-reference').textContent())!.trim();
  expect(reference).toMatch(/^TS-[A-Z0-9]{6}$/);
  return reference;
}
