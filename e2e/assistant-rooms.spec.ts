// Two rooms in one chat booking, as the booking page does: one reference, one guarantee, one e-mail; at phone
// and desktop width in both languages. The nights are this journey's own (e2e/helpers/stay-windows.ts).
import { expect, test, type Page } from './fixtures.ts';
import { addDays } from './booking-helpers.ts';
import { chatLanguage, fillChatBooking } from './helpers/chat.ts';
import { query } from './helpers/db.ts';
import { stayWindow } from './helpers/stay-windows.ts';

const T = {
  it: { open: "Apri l'assistente virtuale", input: 'Scrivi un messaggio', rooms: 'che camere avete?', book: 'Prenota ora', next: 'Avanti',
    add: /^Aggiungi /, why: 'Perché questo prezzo', guestsIn: 'Ospiti in', checkIn: 'Check-in', checkOut: 'Check-out', first: 'Nome', last: 'Cognome', email: 'Email',
    phone: 'Telefono', card: 'Numero carta', cardName: 'Nome sulla carta', expiry: 'Scadenza (MM/AA)', cvv: 'CVV',
    privacy: /informativa sulla privacy/, terms: /condizioni di prenotazione/, confirm: 'Conferma prenotazione', confirmed: 'Prenotazione confermata!' },
  en: { open: 'Open the virtual assistant', input: 'Write a message', rooms: 'what rooms do you have', book: 'Book now', next: 'Next',
    add: /^Add /, why: 'Why this price', guestsIn: 'Guests in', checkIn: 'Check-in', checkOut: 'Check-out', first: 'First name', last: 'Last name', email: 'Email',
    phone: 'Phone', card: 'Card number', cardName: 'Name on card', expiry: 'Expiry (MM/YY)', cvv: 'CVV',
    privacy: /privacy policy/, terms: /booking and cancellation terms/, confirm: 'Confirm Booking', confirmed: 'Booking Confirmed!' },
} as const;

async function askRooms(page: Page, t: (typeof T)['it' | 'en']) {
  const replies = page.getByTestId('chat-assistant-message');
  await expect(replies.first()).toBeVisible();
  const before = await replies.count();
  await page.getByLabel(t.input).fill(t.rooms);
  await page.getByLabel(t.input).press('Enter');
  await expect(replies).toHaveCount(before + 1, { timeout: 15_000 });
}

for (const lang of ['it', 'en'] as const) {
  const t = T[lang];
  test(`the chat books two rooms in one booking (${lang})`, async ({ page }, testInfo) => {
    await chatLanguage(page, lang);
    const checkIn = stayWindow(`chat/two-rooms-${lang}`, testInfo);
    const email = `chat.rooms.${lang}.${Date.now()}@example.it`;
    await page.goto('/');
    await page.getByRole('button', { name: t.open }).click();
    await askRooms(page, t);
    const panel = page.locator('[data-chat-panel]');
    await panel.getByTestId('chat-room-card').first().getByRole('button', { name: t.book }).click();
    await panel.getByLabel(t.checkIn).fill(checkIn);
    await panel.getByLabel(t.checkOut).fill(addDays(checkIn, 2));
    await panel.getByRole('button', { name: t.next, exact: true }).click();

    const add = panel.getByRole('button', { name: t.add }).first();
    const second = ((await add.textContent()) ?? '').replace(t.add, '').trim();
    await add.click();
    await panel.getByLabel(`${t.guestsIn} ${second}`).fill('2');
    // The database's quote of both rooms, night by night, as on the booking page.
    const breakdown = panel.getByTestId('chat-price-breakdown');
    await breakdown.getByText(t.why).click();
    await expect(breakdown.getByRole('region', { name: second })).toBeVisible();
    await panel.getByRole('button', { name: t.next, exact: true }).click();
    await fillChatBooking(panel, t, { first: 'Paola', last: 'Gruppo', email });

    const confirmed = panel.getByTestId('chat-booking-confirmed');
    await expect(confirmed).toContainText(t.confirmed);
    await expect(confirmed).toContainText(second);
    await page.screenshot({ path: `screenshots/chat-two-rooms-${lang}-${testInfo.project.name}.png` });
    const bookings = await query<{ reference: string; rooms: number; guests: number }>(
      `select b.reference, count(br.id)::int as rooms, sum(br.guests)::int as guests
       from public.bookings b join public.booking_rooms br on br.booking_id = b.id where b.email = $1 group by b.reference`, [email],
    );
    expect(bookings).toEqual([{ reference: expect.stringMatching(/^TS-/), rooms: 2, guests: 3 }]);
    await expect.poll(async () => (await query('select 1 from public.outbox where recipient = $1', [email])).length).toBe(1);
  });
}
