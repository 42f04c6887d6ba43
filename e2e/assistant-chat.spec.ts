// The virtual assistant in Chromium at phone width, in both languages: cheese cards and add to cart,
// rooms and a booking through the in-chat flow, looking that booking up, reset, the rate-limit toast
// and a <script> message shown as text. Runs against the real stack and chatbot-ai function.
import { readFileSync } from 'node:fs';
import { addDays } from './booking-helpers.ts';
import { allowRefusal, expect, test, type Page } from './fixtures.ts';
import { query, spendEmailBudget } from './helpers/db.ts';
import { chatLanguage } from './helpers/chat.ts';
import { stayWindow } from './helpers/stay-windows.ts';

test.use({ viewport: { width: 390, height: 844 } });

const T = {
  it: {
    open: 'Apri l’assistente virtuale'.replace('’', "'"),
    input: 'Scrivi un messaggio',
    cheeses: 'avete formaggi?',
    add: 'Aggiungi al carrello',
    rooms: 'che camere avete?',
    book: 'Prenota ora',
    next: 'Avanti',
    back: 'Indietro',
    confirm: 'Conferma prenotazione',
    confirmed: 'Prenotazione confermata!',
    done: 'Torna alla chat', calendar: 'Aggiungi al calendario', lookup: 'Consulta o cancella la prenotazione', paidNow: 'Pagato ora con carta di credito',
    insufficient: 'Fondi insufficienti: la carta è stata rifiutata.',
    reset: 'Nuova conversazione',
    rateTitle: 'Troppe richieste',
    rateWait: /^Troppi tentativi: riprova tra \d+ (secondi|secondo|minuto)$/,
    paymentWait: 'Troppi tentativi: riprova tra 60 minuti',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    first: 'Nome',
    last: 'Cognome',
    email: 'Email',
    phone: 'Telefono',
    card: 'Numero carta',
    cardName: 'Nome sulla carta',
    expiry: 'Scadenza (MM/AA)',
    cvv: 'CVV',
    privacy: /informativa sulla privacy/,
    terms: /condizioni di prenotazione/,
    greeting: /assistente virtuale/,
  },
  en: {
    open: 'Open the virtual assistant',
    input: 'Write a message',
    cheeses: 'do u sell cheese',
    add: 'Add to cart',
    rooms: 'what rooms do you have',
    book: 'Book now',
    next: 'Next',
    back: 'Back',
    confirm: 'Confirm Booking',
    confirmed: 'Booking Confirmed!',
    done: 'Back to chat', calendar: 'Add to calendar', lookup: 'Look up or cancel the booking', paidNow: 'Paid now by credit card',
    insufficient: 'Insufficient funds: the card was declined.',
    reset: 'New conversation',
    rateTitle: 'Too many requests',
    rateWait: /^Too many attempts: try again in \d+ (seconds|second|minute)$/,
    paymentWait: 'Too many attempts: try again in 60 minutes',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    first: 'First name',
    last: 'Last name',
    email: 'Email',
    phone: 'Phone',
    card: 'Card number',
    cardName: 'Name on card',
    expiry: 'Expiry (MM/YY)',
    cvv: 'CVV',
    privacy: /privacy policy/,
    terms: /booking and cancellation terms/,
    greeting: /virtual assistant/,
  },
} as const;


async function send(page: Page, t: (typeof T)['it' | 'en'], text: string) {
  const replies = page.getByTestId('chat-assistant-message');
  const before = await replies.count();
  const input = page.getByLabel(t.input);
  await input.fill(text);
  await input.press('Enter');
  await expect(replies).toHaveCount(before + 1, { timeout: 15_000 });
  return replies.last();
}

interface ChatStay {
  checkIn: string;
  nights: number;
  first: string;
  last: string;
  email: string;
  phone: string;
  card: string;
}

/** Asks for the rooms and fills the in-chat booking up to the confirmation step: dates, one guest, guest, card. */
async function fillChatBooking(page: Page, t: (typeof T)['it' | 'en'], stay: ChatStay) {
  await send(page, t, t.rooms);
  const panel = page.locator('[data-chat-panel]');
  await panel.getByTestId('chat-room-card').last().getByRole('button', { name: t.book }).click();
  await panel.getByLabel(t.checkIn).fill(stay.checkIn);
  await panel.getByLabel(t.checkOut).fill(addDays(stay.checkIn, stay.nights));
  await panel.getByRole('button', { name: t.next, exact: true }).click();
  await panel.getByRole('button', { name: t.next, exact: true }).click(); // one guest
  await panel.getByLabel(t.first, { exact: true }).fill(stay.first);
  await panel.getByLabel(t.last).fill(stay.last);
  await panel.getByLabel(t.email).fill(stay.email);
  await panel.getByLabel(t.phone).fill(stay.phone);
  await panel.getByRole('button', { name: t.next, exact: true }).click();
  await panel.getByLabel(t.card).fill(stay.card);
  await panel.getByLabel(t.cardName).fill(`${stay.first} ${stay.last}`);
  await panel.getByLabel(t.expiry).fill('12/30');
  await panel.getByLabel(t.cvv).fill('123');
  await panel.getByRole('button', { name: t.next, exact: true }).click();
  return panel;
}

for (const lang of ['it', 'en'] as const) {
  const t = T[lang];
  test.describe(`assistant (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await chatLanguage(page, lang);
      await page.goto('/');
      await page.getByRole('button', { name: t.open }).click();
      await expect(page.getByTestId('chat-assistant-message').first()).toContainText(t.greeting);
    });

    test('shows cheese cards and adds one to the cart', async ({ page }) => {
      await send(page, t, t.cheeses);
      const card = page.getByTestId('chat-product-card').first();
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: t.add }).click();
      await expect
        .poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length as number))
        .toBeGreaterThan(0);
    });

    test('books a room through the chat and looks the booking up', async ({ page }, testInfo) => {
      test.setTimeout(120_000); // a booking's whole chat, a declined card, a paid one and the lookup: ran out at 60 s on a loaded machine after every step had passed
      allowRefusal(page, 402, '/functions/v1/payments/booking'); // the declined guarantee card
      // Each language and project books its own nights (e2e/helpers/stay-windows.ts).
      const email = `chat.${Date.now()}@example.it`;
      const checkIn = stayWindow(`chat/booking-${lang}`, testInfo);
      // A card refused by the provider books nothing and says why; back to the card step, another card books.
      const panel = await fillChatBooking(page, t, {
        checkIn, nights: 2, first: 'Marta', last: 'Chat', email, phone: '3331112222', card: '4000 0000 0000 9995',
      });
      const confirm = panel.getByRole('button', { name: t.confirm });
      await expect(confirm).toBeDisabled();
      await panel.getByLabel(t.privacy).check();
      await panel.getByLabel(t.terms).check();
      await confirm.click();
      await expect(panel.getByTestId('chat-flow-error')).toContainText(t.insufficient);
      await expect(panel.getByTestId('chat-booking-confirmed')).toHaveCount(0);
      await panel.getByRole('button', { name: t.back, exact: true }).click();
      await panel.getByLabel(t.card).fill('4111111111111111');
      await panel.getByRole('button', { name: t.next, exact: true }).click();
      await confirm.click();
      // The same confirmation as the booking page's: reference, stay, room, total and when paid, next steps,
      // the lookup link and the calendar file.
      const confirmed = panel.getByTestId('chat-booking-confirmed');
      await expect(confirmed).toContainText(t.confirmed);
      await expect(confirmed).toContainText(email);
      await expect(confirmed).toContainText(t.paidNow);
      await expect(confirmed.getByRole('link', { name: t.lookup })).toHaveAttribute('href', /\/prenotazione\?ref=TS-/);
      const reference = ((await confirmed.getByTestId('booking-reference').textContent()) ?? '').match(/TS-[A-Z0-9]+/)![0];
      await page.screenshot({ path: testInfo.outputPath(`chat-confirmation-${lang}.png`) });
      const download = page.waitForEvent('download');
      await confirmed.getByRole('button', { name: t.calendar }).click();
      const ics = await (await download).path().then((p) => readFileSync(p, 'utf8'));
      expect(ics).toContain(`UID:${reference}@tenuta`);
      expect(ics).toContain(`DTSTART;VALUE=DATE:${checkIn.replaceAll('-', '')}`);
      await confirmed.getByRole('button', { name: t.done }).click();

      const reply = await send(page, t, `${reference} ${email}`);
      await expect(reply).toContainText(reference);
    });

    test('a booking beyond the e-mail\'s payment attempts says when to try again and books nothing', async ({ page }, testInfo) => {
      allowRefusal(page, 429, '/functions/v1/payments/booking'); // the spent budget
      // The e-mail's payment attempts of the hour, already spent (card testing; the shared stack's budget).
      const email = `chat.limit.${Date.now()}@example.it`;
      await spendEmailBudget('payment', email);
      const panel = await fillChatBooking(page, t, {
        checkIn: stayWindow(`chat/limit-${lang}`, testInfo), nights: 1, first: 'Lia', last: 'Limite', email, phone: '3331113333', card: '4242 4242 4242 4242',
      });
      await panel.getByLabel(t.privacy).check();
      await panel.getByLabel(t.terms).check();
      await panel.getByRole('button', { name: t.confirm }).click();
      await expect(panel.getByTestId('chat-flow-error')).toHaveText(t.paymentWait);
      await expect(panel.getByTestId('chat-booking-confirmed')).toHaveCount(0);
      expect(await query('select 1 from public.bookings where email = $1', [email])).toEqual([]);
    });

    test('reset starts a new conversation with a new session', async ({ page }) => {
      await send(page, t, t.rooms);
      const before = await page.evaluate(() => localStorage.getItem('chat_session_id'));
      await page.getByRole('button', { name: t.reset }).click();
      await expect(page.getByTestId('chat-user-message')).toHaveCount(0);
      await expect(page.getByTestId('chat-assistant-message')).toHaveCount(1);
      expect(await page.evaluate(() => localStorage.getItem('chat_session_id'))).not.toBe(before);
    });

    test('shows a <script> message as text', async ({ page }) => {
      const text = '<script>window.__pwned = 1</script><b>bold</b>';
      await send(page, t, text);
      await expect(page.getByTestId('chat-user-message').last()).toHaveText(text);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    });

    test('shows the rate-limit toast, with the wait, beyond 20 messages a minute', async ({ page }) => {
      allowRefusal(page, 429, '/functions/v1/chatbot-ai');
      // Learn the function's address and key from the app's own first call, then use up the session's quota.
      const first = page.waitForRequest((r) => r.url().includes('/functions/v1/chatbot-ai') && r.method() === 'POST');
      await send(page, t, 'ciao');
      const req = await first;
      const sessionId = await page.evaluate(() => localStorage.getItem('chat_session_id'));
      const headers = { apikey: req.headers()['apikey'], authorization: req.headers()['authorization'], 'content-type': 'application/json' };
      for (let i = 0; i < 20; i++) {
        await page.request.post(req.url(), { headers, data: { messages: [{ role: 'user', content: 'ciao' }], sessionId, language: lang } });
      }
      const input = page.getByLabel(t.input);
      await input.fill('ancora una domanda');
      await input.press('Enter');
      await expect(page.getByText(t.rateTitle)).toBeVisible();
      await expect(page.getByText(t.rateWait)).toBeVisible();
    });
  });
}
