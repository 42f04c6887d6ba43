// A stay the server refuses over one field is told beside that field, in the page's language: on /prenota the visitor
// is back on the rooms with the field marked (aria-invalid), described by the sentence and focused; in the chat the
// flow goes back to the step that asks for it and says what to fix. The refusals are the real server's: the page's
// booking request is sent with a past check-in or more guests than the room takes, as a stale or forged request
// would be. Nothing is booked and the hold is let go. Nights of this spec's own (e2e/helpers/stay-windows.ts).
import type { Page } from '@playwright/test';
import { allowRefusal, expect, test } from './fixtures.ts';
import { addDays, chooseStay, fillDetailsAndPayment, LABELS, romeToday, uniqueEmail } from './booking-helpers.ts';
import { fillChatBooking, openChatAndAsk } from './helpers/chat.ts';
import { query } from './helpers/db.ts';
import { acceptEssentialCookies, useLanguage } from './helpers/page.ts';
import { stayWindow } from './helpers/stay-windows.ts';

const ROOM = 'Standard Twin Ginepro';

const TEXT = {
  it: {
    rooms: 'Le nostre camere', past: 'Check-in: la data è nel passato. Scegli un giorno da oggi in poi.',
    over: `Ospiti in ${ROOM}: la camera ospita al massimo 2 persone. Riduci il numero di ospiti.`,
    open: "Apri l'assistente virtuale", input: 'Scrivi un messaggio', ask: 'che camere avete?', book: 'Prenota ora', next: 'Avanti',
    checkIn: 'Check-in', checkOut: 'Check-out', guests: 'Numero di ospiti', first: 'Nome', last: 'Cognome', email: 'Email', phone: 'Telefono',
    card: 'Numero carta', cardName: 'Nome sulla carta', expiry: 'Scadenza (MM/AA)', cvv: 'CVV', privacy: /informativa sulla privacy/,
    terms: /condizioni di prenotazione/, confirm: 'Conferma prenotazione',
  },
  en: {
    rooms: 'Our rooms', past: 'Check-in: this date is in the past. Choose today or a later day.',
    over: `Guests in ${ROOM}: the room sleeps at most 2 people. Lower the number of guests.`,
    open: 'Open the virtual assistant', input: 'Write a message', ask: 'what rooms do you have', book: 'Book now', next: 'Next',
    checkIn: 'Check-in', checkOut: 'Check-out', guests: 'Number of guests', first: 'First name', last: 'Last name', email: 'Email', phone: 'Phone',
    card: 'Card number', cardName: 'Name on card', expiry: 'Expiry (MM/YY)', cvv: 'CVV', privacy: /privacy policy/,
    terms: /booking and cancellation terms/, confirm: 'Confirm Booking',
  },
} as const;

interface BookingBody {
  check_in: string;
  rooms: { guests: number }[];
}

/** The page's booking request goes to the real payments function with `change` applied. */
async function sendChanged(page: Page, change: (body: BookingBody) => void) {
  allowRefusal(page, 400, 'functions/v1/payments');
  await page.route('**/functions/v1/payments/booking', async (route) => {
    const body = route.request().postDataJSON() as BookingBody;
    change(body);
    await route.continue({ postData: JSON.stringify(body) });
  });
}

const liveHolds = (checkIn: string) =>
  query(`select 1 from public.stay_holds where check_in = $1 and expires_at > now()`, [checkIn]);
const bookingsOf = (email: string) => query(`select 1 from public.bookings where email = $1`, [email]);

async function toConfirm(page: Page, lang: 'it' | 'en', checkIn: string, email: string) {
  if (lang === 'en') await useLanguage(page, 'en');
  await acceptEssentialCookies(page);
  await page.goto('/prenota');
  await chooseStay(page, lang, checkIn, addDays(checkIn, 2), { [ROOM]: 2 });
  await fillDetailsAndPayment(page, lang, { firstName: 'Rita', lastName: 'Campo', email });
}

for (const lang of ['it', 'en'] as const) {
  const t = TEXT[lang];

  test(`/prenota: a check-in the server finds in the past is said beside the check-in, focused (${lang})`, async ({ page }, testInfo) => {
    const checkIn = stayWindow(`refusals/page-${lang}`, testInfo);
    const email = uniqueEmail(`refused.date.${lang}`);
    await toConfirm(page, lang, checkIn, email);
    await sendChanged(page, (body) => void (body.check_in = addDays(romeToday(), -1)));
    await page.getByRole('button', { name: LABELS[lang].confirm }).click();

    await expect(page.getByRole('heading', { name: t.rooms })).toBeVisible();
    const field = page.locator('#check-in');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(t.past);
    await expect(page.getByTestId('date-refusal')).toHaveText(t.past);
    await expect(field).toBeFocused();
    await expect.poll(async () => (await liveHolds(checkIn)).length).toBe(0); // the hold is let go
    expect(await bookingsOf(email)).toHaveLength(0);
  });

  test(`/prenota: more guests than the room takes is said beside that room's guests, focused (${lang})`, async ({ page }, testInfo) => {
    const checkIn = addDays(stayWindow(`refusals/page-${lang}`, testInfo), 2);
    const email = uniqueEmail(`refused.guests.${lang}`);
    await toConfirm(page, lang, checkIn, email);
    await sendChanged(page, (body) => void (body.rooms[0].guests = 3));
    await page.getByRole('button', { name: LABELS[lang].confirm }).click();

    await expect(page.getByRole('heading', { name: t.rooms })).toBeVisible();
    const guests = page.getByLabel(`${LABELS[lang].guestsIn} ${ROOM}`);
    await expect(guests).toHaveAttribute('aria-invalid', 'true');
    await expect(guests).toHaveAccessibleDescription(t.over);
    await expect(guests).toBeFocused();
    expect(await bookingsOf(email)).toHaveLength(0);
    // Changing the field clears its refusal.
    await guests.fill('1');
    await expect(guests).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('party-refusal')).toHaveCount(0);
  });

  test(`the chat's booking says which field the server refused and goes back to it (${lang})`, async ({ page }, testInfo) => {
    const checkIn = stayWindow(`refusals/chat-${lang}`, testInfo);
    const email = uniqueEmail(`refused.chat.${lang}`);
    const panel = await openChatAndAsk(page, lang, t, t.ask);
    await panel.getByTestId('chat-room-card').filter({ hasText: ROOM }).getByRole('button', { name: t.book }).click();
    await panel.getByLabel(t.checkIn).fill(checkIn);
    await panel.getByLabel(t.checkOut).fill(addDays(checkIn, 2));
    await panel.getByRole('button', { name: t.next, exact: true }).click();
    await expect(panel.getByLabel(t.guests)).toBeVisible();
    await panel.getByRole('button', { name: t.next, exact: true }).click();
    await expect(panel.getByTestId('hold-countdown')).toBeVisible();

    await sendChanged(page, (body) => void (body.rooms[0].guests = 3));
    await fillChatBooking(panel, t, { first: 'Rita', last: 'Chat', email });
    await expect(panel.getByTestId('chat-flow-error')).toHaveText(t.over);
    await expect(panel.getByLabel(t.guests)).toBeVisible(); // back on the guests step
    await expect.poll(async () => (await liveHolds(checkIn)).length).toBe(0);
    expect(await bookingsOf(email)).toHaveLength(0);
  });
}
