// What the assistant understands, in Chromium at phone and desktop width in both languages: a "Did you mean…?"
// choice tapped answers with that entry, a product question filtered on the products' facts lists only the
// matching ones, and a three-turn follow-up keeps the dates of the turns before. Nothing is held or booked; the
// Lavanda's nights are this journey's own (e2e/helpers/stay-windows.ts) so that it is free.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures.ts';
import { addDays } from './booking-helpers.ts';
import { chatLanguage } from './helpers/chat.ts';
import { query } from './helpers/db.ts';
import { acceptEssentialCookies } from './helpers/page.ts';
import { stayWindow } from './helpers/stay-windows.ts';

const T = {
  it: {
    open: "Apri l'assistente virtuale", input: 'Scrivi un messaggio', vague: 'auto', cheeses: 'formaggi senza latte vaccino',
    free: (from: string, to: string) => `camere libere dal ${from} al ${to}?`, longer: 'e per tre notti?', price: 'quanto costa la Lavanda?',
    nights: (n: number) => `(${n} notti)`, months: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  },
  en: {
    open: 'Open the virtual assistant', input: 'Write a message', vague: 'car', cheeses: "cheese without cow's milk",
    free: (from: string, to: string) => `free rooms from ${from} to ${to}?`, longer: 'and for three nights?', price: 'how much is the Lavanda?',
    nights: (n: number) => `(${n} nights)`, months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
} as const;
type Texts = (typeof T)['it' | 'en'];

// The demo's products (what the database is seeded with): their facts are read from the database.
const DEMO_PRODUCTS = (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'supabase', 'data', 'farm.json'), 'utf8')) as { products: Array<{ id: string }> })
  .products.map((p) => p.id);

const euro = (n: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(n);
const slashed = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const spoken = (t: Texts, iso: string) => `${Number(iso.slice(8, 10))} ${t.months[Number(iso.slice(5, 7)) - 1]}`;

async function openChat(page: Page, lang: 'it' | 'en') {
  await acceptEssentialCookies(page);
  await chatLanguage(page, lang);
  await page.goto('/');
  await page.getByRole('button', { name: T[lang].open }).click();
  await expect(page.getByTestId('chat-assistant-message').first()).toBeVisible(); // the greeting
}

/** Sends (or taps) and returns the assistant's reply to it. */
async function reply(page: Page, ask: () => Promise<void>) {
  const replies = page.getByTestId('chat-assistant-message');
  const before = await replies.count();
  await ask();
  await expect(replies).toHaveCount(before + 1, { timeout: 15_000 });
  return replies.last();
}

const say = (page: Page, t: Texts, text: string) =>
  reply(page, async () => {
    await page.getByLabel(t.input).fill(text);
    await page.getByLabel(t.input).press('Enter');
  });

for (const lang of ['it', 'en'] as const) {
  const t = T[lang];

  test(`a "Did you mean" choice tapped answers with that entry (${lang})`, async ({ page }) => {
    await openChat(page, lang);
    await say(page, t, t.vague);
    await expect(page.getByTestId('chat-choices')).toHaveCount(1);
    // The first offer stays on screen, its buttons tapped one after the other.
    const choices = page.getByTestId('chat-choices').first().getByRole('button');
    const questions = await choices.allTextContents();
    expect(questions.length).toBeGreaterThanOrEqual(2);
    for (const question of questions) {
      const [entry] = await query<{ answer: string }>(
        `select answer_${lang} as answer from public.chatbot_knowledge where active and question_${lang} = $1`, [question],
      );
      expect(entry, `an active entry asks "${question}"`).toBeDefined();
      const answer = await reply(page, () => choices.filter({ hasText: question }).first().click());
      await expect(answer).toContainText(entry.answer.slice(0, 60));
    }
  });

  test(`a product question filtered on the products' facts lists only the matching ones (${lang})`, async ({ page }) => {
    const cheeses = await query<{ id: string; name: string; milk: string | null }>(
      `select p.id, coalesce(p.name_${lang}, p.name_it) as name, p.milk_animal as milk
         from public.products p join public.categories c on c.id = p.category_id
        where c.slug = 'formaggi' and p.status = 'active'`,
    );
    const demo = cheeses.filter((c) => DEMO_PRODUCTS.includes(c.id));
    const fromCow = cheeses.filter((c) => c.milk === 'vacca').map((c) => c.name);
    // The demo has cheeses of cow's milk and of other milks, or the question would prove nothing.
    expect(demo.filter((c) => c.milk === 'vacca').length).toBeGreaterThan(0);
    expect(demo.filter((c) => c.milk !== 'vacca').length).toBeGreaterThan(1);

    await openChat(page, lang);
    await say(page, t, t.cheeses);
    const cards = page.locator('[data-chat-panel]').getByTestId('chat-product-card');
    await expect(cards.first()).toBeVisible();
    const shown = await cards.locator('h3').allTextContents();
    // Every demo cheese of another milk, and only cheeses without cow's milk (a product an admin journey adds
    // meanwhile may be shown too, if its milk is not cow's).
    expect(shown).toEqual(expect.arrayContaining(demo.filter((c) => c.milk !== 'vacca').map((c) => c.name)));
    for (const name of shown) {
      expect(cheeses.some((c) => c.name === name), `${name} is a cheese`).toBe(true);
      expect(fromCow, `${name} is not of cow's milk`).not.toContain(name);
    }
    await page.screenshot({ path: test.info().outputPath(`cheeses-${lang}.png`) });
  });

  test(`a three-turn follow-up keeps the dates of the turns before (${lang})`, async ({ page }, testInfo) => {
    const checkIn = stayWindow('understanding/follow-up', testInfo);
    const twoNights = addDays(checkIn, 2);
    const threeNights = addDays(checkIn, 3);
    const [lavanda] = await query<{ id: string }>(`select id from public.rooms where name like 'Lavanda%'`);
    const [quote] = await query<{ total: string }>(
      `select (public.quote_stay(jsonb_build_array(jsonb_build_object('room_id', $1::uuid, 'guests', 2)), $2::date, $3::date) ->> 'total') as total`,
      [lavanda.id, checkIn, threeNights],
    );

    await openChat(page, lang);
    const first = await say(page, t, t.free(spoken(t, checkIn), spoken(t, twoNights)));
    await expect(first).toContainText(`${slashed(checkIn)}`);
    await expect(first).toContainText(`${slashed(twoNights)} ${t.nights(2)}`);

    const second = await say(page, t, t.longer);
    await expect(second).toContainText(slashed(checkIn));
    await expect(second).toContainText(`${slashed(threeNights)} ${t.nights(3)}`);

    const third = await say(page, t, t.price);
    await expect(third).toContainText('Lavanda');
    await expect(third).toContainText(`${slashed(checkIn)}`);
    await expect(third).toContainText(`${slashed(threeNights)} ${t.nights(3)}`);
    // The price of those nights is the database's quote.
    await expect(third).toContainText(new RegExp(euro(Number(quote.total)).replace(/\s/g, '\\s')));
    await page.screenshot({ path: test.info().outputPath(`follow-up-${lang}.png`) });
  });
}
