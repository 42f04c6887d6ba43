// A family's party the server refuses is told beside that room's party on /prenota, in the page's language, naming
// the field: a cot in a room that has none, an extra bed in a room that has none, a child's age missing or out of
// range. The page never offers these (the room's allowance bounds its selects), so the booking request is changed on
// its way to the real payments function, as a stale or forged request would be; the visitor is back on the rooms
// with the sentence focused (or the field, when the form has it), the hold let go and nothing booked.
import type { Page } from '@playwright/test';
import { allowRefusal, expect, test } from './fixtures.ts';
import { addDays, chooseStay, fillDetailsAndPayment, LABELS, uniqueEmail } from './booking-helpers.ts';
import { query } from './helpers/db.ts';
import { stayWindow } from './helpers/stay-windows.ts';
import { acceptEssentialCookies, useLanguage } from './helpers/page.ts';

const MIRTO = 'Standard Twin Mirto'; // no cots, no extra beds (supabase/data/farm.json)
const ELICRISIO = 'Elicrisio Standard'; // one cot, no extra beds

const TEXT = {
  it: {
    rooms: 'Le nostre camere', children: (room: string) => `Di cui bambini in ${room}`, age: (room: string) => `Età del bambino 1 in ${room}`,
    year: '1 anno',
    noCots: `Culle in ${MIRTO}: la camera non ha culle. Togli la culla.`,
    noBeds: `Letti aggiunti in ${ELICRISIO}: la camera non ha letti aggiunti. Togli il letto aggiunto.`,
    ages: (room: string) => `Età dei bambini in ${room}: indica l'età di ogni bambino, da 0 a 17 anni; nella camera deve esserci almeno un adulto.`,
  },
  en: {
    rooms: 'Our rooms', children: (room: string) => `Children among them in ${room}`, age: (room: string) => `Age of child 1 in ${room}`,
    year: '1 year',
    noCots: `Cots in ${MIRTO}: the room has no cots. Remove the cot.`,
    noBeds: `Extra beds in ${ELICRISIO}: the room has no extra beds. Remove the extra bed.`,
    ages: (room: string) => `Children's ages in ${room}: give each child's age, from 0 to 17; the room needs at least one adult.`,
  },
} as const;

interface StayRoomBody {
  guests: number;
  child_ages?: (number | null)[];
  cots?: number;
  extra_beds?: number;
}

/** The page's booking request goes to the real payments function with `change` applied to its one room. */
async function sendChanged(page: Page, change: (room: StayRoomBody) => void) {
  allowRefusal(page, 400, 'functions/v1/payments');
  await page.route('**/functions/v1/payments/booking', async (route) => {
    const body = route.request().postDataJSON() as { rooms: StayRoomBody[] };
    change(body.rooms[0]);
    await route.continue({ postData: JSON.stringify(body) });
  });
}

const liveHolds = (checkIn: string) => query(`select 1 from public.stay_holds where check_in = $1 and expires_at > now()`, [checkIn]);
const bookingsOf = (email: string) => query(`select 1 from public.bookings where email = $1`, [email]);

/** Two guests, one of them a child of one when `baby`, up to the confirm button. */
async function toConfirm(page: Page, lang: 'it' | 'en', room: string, checkIn: string, email: string, baby = false) {
  if (lang === 'en') await useLanguage(page, 'en');
  await acceptEssentialCookies(page);
  await page.goto('/prenota');
  await chooseStay(page, lang, checkIn, addDays(checkIn, 2), { [room]: 2 });
  if (baby) {
    await page.getByLabel(TEXT[lang].children(room)).selectOption('1');
    await page.getByLabel(TEXT[lang].age(room)).selectOption({ label: TEXT[lang].year });
  }
  await fillDetailsAndPayment(page, lang, { firstName: 'Anna', lastName: 'Famiglia', email });
}

/** Refused: back on the rooms, the sentence in the room's card, the hold let go, nothing booked. */
async function refused(page: Page, lang: 'it' | 'en', room: string, checkIn: string, email: string, text: string) {
  await page.getByRole('button', { name: LABELS[lang].confirm }).click();
  await expect(page.getByRole('heading', { name: TEXT[lang].rooms })).toBeVisible();
  const card = page.getByRole('article', { name: room, exact: true });
  await expect(card.getByTestId('party-refusal')).toHaveText(text);
  await expect.poll(async () => (await liveHolds(checkIn)).length).toBe(0);
  expect(await bookingsOf(email)).toHaveLength(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  return card;
}

for (const lang of ['it', 'en'] as const) {
  const t = TEXT[lang];

  test(`/prenota: a cot in a room that has none is refused, the cots named (${lang})`, async ({ page }, testInfo) => {
    const checkIn = stayWindow(`family-refusals/${lang}`, testInfo);
    const email = uniqueEmail(`refused.cot.${lang}`);
    await toConfirm(page, lang, MIRTO, checkIn, email, true);
    await sendChanged(page, (room) => void (room.cots = 1));
    const card = await refused(page, lang, MIRTO, checkIn, email, t.noCots);
    // The form has no cots to mark, so the sentence itself takes the focus and is read.
    await expect(card.getByTestId('party-refusal')).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath(`cot-refused-${lang}.png`) });
  });

  test(`/prenota: an extra bed in a room that has none is refused, the extra beds named (${lang})`, async ({ page }, testInfo) => {
    const checkIn = stayWindow(`family-refusals/${lang}`, testInfo);
    const email = uniqueEmail(`refused.bed.${lang}`);
    await toConfirm(page, lang, ELICRISIO, checkIn, email);
    await sendChanged(page, (room) => void (room.extra_beds = 1));
    const card = await refused(page, lang, ELICRISIO, checkIn, email, t.noBeds);
    await expect(card.getByTestId('party-refusal')).toBeFocused();
  });

  test(`/prenota: a child's age missing is refused beside the children's ages (${lang})`, async ({ page }, testInfo) => {
    const checkIn = addDays(stayWindow(`family-refusals/${lang}`, testInfo), 2);
    const email = uniqueEmail(`refused.age-missing.${lang}`);
    await toConfirm(page, lang, MIRTO, checkIn, email, true);
    await sendChanged(page, (room) => void (room.child_ages = [null]));
    const card = await refused(page, lang, MIRTO, checkIn, email, t.ages(MIRTO));
    const age = card.getByLabel(t.age(MIRTO));
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await expect(age).toHaveAccessibleDescription(t.ages(MIRTO));
    await expect(age).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath(`age-refused-${lang}.png`) });
  });

  test(`/prenota: a child's age out of range is refused beside the children's ages (${lang})`, async ({ page }, testInfo) => {
    const checkIn = addDays(stayWindow(`family-refusals/${lang}`, testInfo), 2);
    const email = uniqueEmail(`refused.age-range.${lang}`);
    await toConfirm(page, lang, ELICRISIO, checkIn, email, true);
    await sendChanged(page, (room) => void (room.child_ages = [18]));
    const card = await refused(page, lang, ELICRISIO, checkIn, email, t.ages(ELICRISIO));
    const age = card.getByLabel(t.age(ELICRISIO));
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await expect(age).toBeFocused();
  });
}
