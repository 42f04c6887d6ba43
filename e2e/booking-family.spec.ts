// A family books /prenota: two adults and a baby of one in a cot, in a room for two. The database prices the cot
// (Elicrisio Standard: 5 € a night, supabase/data/farm.json) and stores the party with the booking.
import { expect, test } from './fixtures.ts';
import { addDays, confirmBooking, fillDetailsAndPayment, LABELS, pickDay, uniqueEmail } from './booking-helpers.ts';
import { query } from './helpers/db.ts';
import { acceptEssentialCookies, useLanguage } from './helpers/page.ts';
import { stayWindow } from './helpers/stay-windows.ts';

const ROOM = 'Elicrisio Standard';
const TEXT = {
  it: { children: `Di cui bambini in ${ROOM}`, age: `Età del bambino 1 in ${ROOM}`, cots: `Culle in ${ROOM}`, year: '1 anno',
    why: 'Perché questo prezzo', cotLine: 'Culle', summary: 'Riepilogo', details: 'Mostra dettagli', ages: "Indica l'età di ogni bambino." },
  en: { children: `Children among them in ${ROOM}`, age: `Age of child 1 in ${ROOM}`, cots: `Cots in ${ROOM}`, year: '1 year',
    why: 'Why this price', cotLine: 'Cots', summary: 'Summary', details: 'Show details', ages: "Give every child's age." },
} as const;

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
    await summary.getByText(T.why).click();
    await expect(summary.getByTestId('price-breakdown')).toContainText(`${T.cotLine}10,00 €`);
    await page.screenshot({ path: `screenshots/booking-family-${lang}-${testInfo.project.name}.png`, fullPage: true });
    if (await toggle.isVisible()) await page.keyboard.press('Escape');

    await fillDetailsAndPayment(page, lang, { firstName: 'Anna', lastName: 'Famiglia', email });
    const reference = await confirmBooking(page, lang);
    const [booking] = await query<{ total_price: string; total_guests: number; room: { cots: number; child_ages: number[]; children: number } }>(
      `select total_price, total_guests, quote -> 'rooms' -> 0 as room from public.bookings where reference = $1`, [reference],
    );
    expect(Number(booking.total_price)).toBe(110);
    expect(booking.total_guests).toBe(3);
    expect(booking.room).toMatchObject({ cots: 1, child_ages: [1], children: 1 });
  });
}
