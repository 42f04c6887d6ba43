// A family books /prenota: two adults and a baby of one in a cot, in a room for two. The database prices the cot
// (Elicrisio Standard: 5 € a night, supabase/data/farm.json) and stores the party with the booking. The tourist tax
// (2 € a person a night, the baby exempt) shows beside the total, on the confirmation and in the admin, never in it.
import { expect, test } from './fixtures.ts';
import { addDays, confirmBooking, fillDetailsAndPayment, LABELS, pickDay, uniqueEmail } from './booking-helpers.ts';
import { service, signIn } from './helpers/admin.ts';
import { query } from './helpers/db.ts';
import { acceptEssentialCookies, useLanguage } from './helpers/page.ts';
import { stayWindow } from './helpers/stay-windows.ts';

const ROOM = 'Elicrisio Standard';
const TEXT = {
  it: { children: `Di cui bambini in ${ROOM}`, age: `Età del bambino 1 in ${ROOM}`, cots: `Culle in ${ROOM}`, year: '1 anno',
    why: 'Perché questo prezzo', cotLine: 'Culle', summary: 'Riepilogo', details: 'Mostra dettagli', ages: "Indica l'età di ogni bambino.",
    tax: 'Imposta di soggiorno: 8,00 €, da pagare in struttura', notGuaranteed: 'Non è compresa nel totale né nella garanzia con carta.',
    list: 'Elenco', detailsOf: (ref: string) => `Dettagli della prenotazione ${ref}`, adminTax: 'Imposta di soggiorno8,00 €, da pagare in struttura',
    party: `Composizione · ${ROOM}2 adulti · 1 bambino (1 anno) · 1 culla` },
  en: { children: `Children among them in ${ROOM}`, age: `Age of child 1 in ${ROOM}`, cots: `Cots in ${ROOM}`, year: '1 year',
    why: 'Why this price', cotLine: 'Cots', summary: 'Summary', details: 'Show details', ages: "Give every child's age.",
    tax: 'Tourist tax: 8,00 €, paid at the property', notGuaranteed: 'Not included in the total or in the card guarantee.',
    list: 'List', detailsOf: (ref: string) => `Details of booking ${ref}`, adminTax: 'Tourist tax8,00 €, paid at the property',
    party: `Party · ${ROOM}2 adults · 1 child (1 year old) · 1 cot` },
} as const;

// Both projects run this file side by side on one database, so the tax is switched on (the same value, whoever is
// first) and left on rather than switched off under the other run; elsewhere it only adds a line beside totals.
test.beforeAll(async () => {
  const { error } = await service().from('settings')
    .update({ value: { enabled: true, per_person_night: 2, exempt_under_age: 14, max_nights: 7 } }).eq('key', 'tourist_tax');
  expect(error).toBeNull();
});

for (const lang of ['it', 'en'] as const) {
  test(`a family with a child and a cot books a room for two (${lang})`, async ({ page }, testInfo) => {
    const L = LABELS[lang];
    const T = TEXT[lang];
    const checkIn = stayWindow(`family/${lang}`, testInfo);
    const email = uniqueEmail(`family-${lang}`);
    if (lang === 'en') await useLanguage(page, 'en');
    await acceptEssentialCookies(page);
    await page.goto('/prenota');
    await pickDay(page, 'check-in', checkIn);
    await pickDay(page, 'check-out', addDays(checkIn, 2));
    await page.getByRole('button', { name: `${L.select} ${ROOM}`, exact: true }).click();

    const guests = page.getByLabel(`${L.guestsIn} ${ROOM}`);
    await guests.fill('3');
    await expect(guests).toHaveValue('2'); // two beds: a third guest needs a cot or an extra bed
    await page.getByLabel(T.cots).selectOption('1');
    await guests.fill('3');
    await expect(guests).toHaveValue('3');
    await page.getByLabel(T.children).selectOption('1');

    // No age yet: the page asks for it before going on.
    await page.getByRole('button', { name: L.continue, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: T.ages })).toBeVisible();
    await page.getByLabel(T.age).selectOption({ label: T.year });

    const summary = page.getByRole('complementary', { name: T.summary });
    const toggle = summary.getByRole('button', { name: T.details });
    if (await toggle.isVisible()) await toggle.click();
    await expect(summary.getByTestId('stay-total')).toHaveText('110,00 €'); // 2 nights × 50 € + the cot 2 × 5 €
    // 2 adults × 2 nights × 2 €, beside the total and not in it; the baby is exempt.
    await expect(summary.getByTestId('tourist-tax-line')).toHaveText(`${T.tax}${T.notGuaranteed}`);
    await summary.getByText(T.why).click();
    await expect(summary.getByTestId('price-breakdown')).toContainText(`${T.cotLine}10,00 €`);
    await page.screenshot({ path: `screenshots/booking-family-${lang}-${testInfo.project.name}.png`, fullPage: true });
    if (await toggle.isVisible()) await page.keyboard.press('Escape');

    await fillDetailsAndPayment(page, lang, { firstName: 'Anna', lastName: 'Famiglia', email });
    const reference = await confirmBooking(page, lang);
    const confirmation = page.getByTestId('booking-confirmation');
    await expect(confirmation.getByTestId('confirmation-total')).toHaveText('110,00 €');
    await expect(confirmation.getByTestId('tourist-tax-line')).toHaveText(`${T.tax}${T.notGuaranteed}`);
    await confirmation.getByTestId('tourist-tax-line').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/booking-family-confirmed-${lang}-${testInfo.project.name}.png` });
    const [booking] = await query<{ total_price: string; total_guests: number; room: { cots: number; child_ages: number[]; children: number } }>(
      `select total_price, total_guests, quote -> 'rooms' -> 0 as room from public.bookings where reference = $1`, [reference],
    );
    expect(Number(booking.total_price)).toBe(110);
    expect(booking.total_guests).toBe(3);
    expect(booking.room).toMatchObject({ cots: 1, child_ages: [1], children: 1 });

    // The owner opens the booking: the party per room and the tax, as the booking stored them.
    await signIn(page, 'admin@tenuta.local', 'admin123!', '/admin/bookings');
    await page.getByRole('tab', { name: T.list }).click();
    await page.getByRole('button', { name: T.detailsOf(reference) }).click();
    const shown = page.getByRole('dialog').getByTestId('booking-summary');
    await expect(shown).toContainText(T.party);
    await expect(shown).toContainText(T.adminTax);
    await page.screenshot({ path: `screenshots/booking-family-admin-${lang}-${testInfo.project.name}.png` });
  });
}
