// Held rooms and families in the chat's booking, as on /prenota: going on to the details holds the rooms with a live
// countdown, going back lets them go; a family with a child and a cot gets its breakdown and books, in the page's
// language and with its country; a lapsed hold is refused with a clear message; nights another visitor holds are
// named as held. Both languages, both projects; the nights are this spec's own (e2e/helpers/stay-windows.ts).
import { addDays } from './booking-helpers.ts';
import { allowRefusal, expect, test, type Page } from './fixtures.ts';
import { fillChatBooking, openChatAndAsk } from './helpers/chat.ts';
import { query } from './helpers/db.ts';
import { stayWindow } from './helpers/stay-windows.ts';

const T = {
  it: {
    open: "Apri l'assistente virtuale", input: 'Scrivi un messaggio', rooms: 'che camere avete?', book: 'Prenota ora', next: 'Avanti', back: 'Indietro',
    checkIn: 'Check-in', checkOut: 'Check-out', first: 'Nome', last: 'Cognome', email: 'Email', phone: 'Telefono', country: 'Paese', defaultCountry: 'Italia',
    card: 'Numero carta', cardName: 'Nome sulla carta', expiry: 'Scadenza (MM/AA)', cvv: 'CVV', privacy: /informativa sulla privacy/,
    terms: /condizioni di prenotazione/, confirm: 'Conferma prenotazione', confirmed: 'Prenotazione confermata!', guests: 'Numero di ospiti', more: 'Un ospite in più',
    children: 'Di cui bambini in', age: 'Età del bambino 1 in', cots: 'Culle in', year: '1 anno', why: 'Perché questo prezzo', cotLine: 'Culle',
    until: /Camere tenute per te fino alle \d\d:\d\d/, left: 'Tempo rimasto:', expired: 'Il tempo è scaduto', again: 'Tieni di nuovo le camere',
    holdExpired: 'Il tempo per completare la prenotazione è scaduto', held: 'è riservata in questo momento da un altro ospite',
  },
  en: {
    open: 'Open the virtual assistant', input: 'Write a message', rooms: 'what rooms do you have', book: 'Book now', next: 'Next', back: 'Back',
    checkIn: 'Check-in', checkOut: 'Check-out', first: 'First name', last: 'Last name', email: 'Email', phone: 'Phone', country: 'Country', defaultCountry: 'Italy',
    card: 'Card number', cardName: 'Name on card', expiry: 'Expiry (MM/YY)', cvv: 'CVV', privacy: /privacy policy/,
    terms: /booking and cancellation terms/, confirm: 'Confirm Booking', confirmed: 'Booking Confirmed!', guests: 'Number of guests', more: 'One guest more',
    children: 'Children among them in', age: 'Age of child 1 in', cots: 'Cots in', year: '1 year', why: 'Why this price', cotLine: 'Cots',
    until: /Rooms held for you until \d\d:\d\d/, left: 'Time left:', expired: 'Time ran out', again: 'Hold the rooms again',
    holdExpired: 'The time to complete the booking ran out', held: 'is being held by another guest right now',
  },
} as const;
type Text = (typeof T)['it' | 'en'];

/** Opens the chat in the page's language and asks for the rooms; answers the chat panel. */
const openRooms = (page: Page, lang: 'it' | 'en', t: Text) => openChatAndAsk(page, lang, t, t.rooms);

/** Books the card of `room` (or the first) for two nights from `checkIn`; leaves the flow on the guests step. */
async function startBooking(panel: ReturnType<Page['locator']>, t: Text, checkIn: string, room?: string) {
  const cards = panel.getByTestId('chat-room-card');
  const card = room ? cards.filter({ hasText: room }) : cards.first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: t.book }).click();
  await panel.getByLabel(t.checkIn).fill(checkIn);
  await panel.getByLabel(t.checkOut).fill(addDays(checkIn, 2));
  await panel.getByRole('button', { name: t.next, exact: true }).click();
  await expect(panel.getByLabel(t.guests)).toBeVisible();
  return name;
}

async function fillDetails(panel: ReturnType<Page['locator']>, t: Text, email: string) {
  await expect(panel.getByLabel(t.country)).toHaveValue(t.defaultCountry); // the page's language, not a fixed 'Italia'
  await fillChatBooking(panel, t, { first: 'Anna', last: 'Famiglia', email });
}

/** The live holds of these nights, newest first. */
const holdsOf = (checkIn: string) =>
  query<{ id: string }>(`select id from public.stay_holds where check_in = $1 and expires_at > now() order by created_at desc`, [checkIn]);

/** Lets the database's hold lapse as the page's clock already has. */
async function lapse(holdId: string) {
  await query(`update public.stay_holds set expires_at = now() - interval '1 second' where id = $1`, [holdId]);
  await query(`update public.booking_rooms set hold_expires_at = now() - interval '1 second' where hold_id = $1`, [holdId]);
}

for (const lang of ['it', 'en'] as const) {
  const t = T[lang];

  test(`the chat holds the rooms of a family with a child and a cot, lets them go on Back, and books them (${lang})`, async ({ page }, testInfo) => {
    test.setTimeout(120_000); // a hold, a release, a new hold and a whole booking: ~25 s alone, several times that in a busy run
    const checkIn = stayWindow(`chat-holds/family-${lang}`, testInfo);
    const email = `chat.family.${lang}.${Date.now()}@example.it`;
    // A room whose cot costs something, so the breakdown has a line for it.
    const [cotRoom] = await query<{ name: string }>(`select name from public.rooms where max_cots > 0 order by cot_fee desc, sort_order limit 1`);
    const panel = await openRooms(page, lang, t);
    const room = await startBooking(panel, t, checkIn, cotRoom.name);

    await panel.getByRole('button', { name: t.more }).click();
    await panel.getByRole('button', { name: t.more }).click();
    await panel.getByLabel(`${t.cots} ${room}`).selectOption('1');
    await panel.getByLabel(`${t.children} ${room}`).selectOption('1');
    await panel.getByLabel(`${t.age} ${room}`).selectOption({ label: t.year });
    const breakdown = panel.getByTestId('chat-price-breakdown');
    await breakdown.getByText(t.why).click();
    await expect(breakdown).toContainText(t.cotLine);
    await page.screenshot({ path: `screenshots/chat-family-${lang}-${testInfo.project.name}.png` });

    await panel.getByRole('button', { name: t.next, exact: true }).click();
    const banner = panel.getByTestId('hold-banner');
    await expect(banner).toContainText(t.until);
    await expect(banner).toContainText(t.left);
    const countdown = panel.getByTestId('hold-countdown');
    await expect(countdown).toHaveText(/^(10:00|9:[0-5]\d)$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first!); // it runs
    await banner.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/chat-hold-${lang}-${testInfo.project.name}.png` });
    const [hold] = await holdsOf(checkIn);
    expect(hold).toBeTruthy();

    // Back to the guests lets the nights go at once; going on holds them again.
    await panel.getByRole('button', { name: t.back, exact: true }).click();
    await expect.poll(async () => (await holdsOf(checkIn)).length).toBe(0);
    await panel.getByRole('button', { name: t.next, exact: true }).click();
    await expect(banner).toContainText(t.until);

    await fillDetails(panel, t, email);
    await expect(panel.getByTestId('chat-booking-confirmed')).toContainText(t.confirmed);
    const [booking] = await query<{ country: string; total_guests: number; room: { cots: number; child_ages: number[] } }>(
      `select country, total_guests, quote -> 'rooms' -> 0 as room from public.bookings where email = $1`, [email]);
    expect(booking).toMatchObject({ country: t.defaultCountry, total_guests: 3, room: { cots: 1, child_ages: [1] } });
    expect(await holdsOf(checkIn)).toHaveLength(0); // the booking replaced its hold
  });

  test(`the chat's hold runs out, says so, holds again, and a lapsed hold cannot book (${lang})`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const checkIn = stayWindow(`chat-holds/lapse-${lang}`, testInfo);
    const email = `chat.lapse.${lang}.${Date.now()}@example.it`;
    await page.clock.install();
    const panel = await openRooms(page, lang, t);
    await startBooking(panel, t, checkIn);
    await panel.getByRole('button', { name: t.next, exact: true }).click();
    const banner = panel.getByTestId('hold-banner');
    await expect(banner).toContainText(t.until);
    const [hold] = await holdsOf(checkIn);

    await page.clock.fastForward('10:01');
    await expect(panel.getByRole('alert').filter({ hasText: t.expired })).toBeVisible();
    await lapse(hold.id);
    // Asked while the page's clock is still past the end (back in real time first, the old hold would show as running).
    await panel.getByRole('button', { name: t.again }).click();
    await expect.poll(async () => (await holdsOf(checkIn)).length).toBe(1);
    await page.clock.setSystemTime(new Date());
    await expect(banner).toContainText(t.until);
    const [again] = await holdsOf(checkIn);
    expect(again.id).not.toBe(hold.id);

    // That one lapses too, in the database, before the guest confirms: refused, nothing written.
    await lapse(again.id);
    allowRefusal(page, 409, 'functions/v1/payments');
    await fillDetails(panel, t, email);
    await expect(panel.getByTestId('chat-flow-error')).toContainText(t.holdExpired);
    expect(await query(`select 1 from public.bookings where email = $1`, [email])).toHaveLength(0);
  });

  test(`the chat says when another visitor holds the nights (${lang})`, async ({ page }, testInfo) => {
    const checkIn = stayWindow(`chat-holds/held-${lang}`, testInfo);
    const panel = await openRooms(page, lang, t);
    const name = (await panel.getByTestId('chat-room-card').first().getByRole('heading').textContent())!.trim();
    const [{ id }] = await query<{ id: string }>(`select id from public.rooms where name = $1`, [name]);
    const [{ answer }] = await query<{ answer: { ok: boolean; hold_id: string } }>(
      `select public.hold_stay($1::jsonb, $2::date, $3::date, gen_random_uuid()) as answer`,
      [JSON.stringify([{ room_id: id, guests: 1 }]), checkIn, addDays(checkIn, 2)]);
    expect(answer.ok).toBe(true);
    try {
      await startBooking(panel, t, checkIn);
      await expect(panel.getByTestId('chat-quote-refusal')).toContainText(`${name} ${t.held}`);
      await panel.getByTestId('chat-quote-refusal').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `screenshots/chat-held-${lang}-${testInfo.project.name}.png` });
    } finally {
      await query(`delete from public.stay_holds where id = $1`, [answer.hold_id]);
    }
  });
}
