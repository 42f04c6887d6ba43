// The owner's rates, closures and desk bookings end to end, at 390 and 1280 px in both languages: a rate
// changed in /admin/tariffe shows at once in the month grid and in the site's quote; a closure makes the nights
// unavailable on /prenota; a desk booking appears in the tape chart. Each run (project × language) has its
// own room, a year ahead (past the other journeys' stays), and removes its rules, closures and booking after.
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { addDays, pickDay } from './booking-helpers.ts';
import { expect, test, type Page } from './fixtures.ts';
import { acceptEssentialCookies, useLanguage } from './helpers/page.ts';
import { pagePath } from '../src/lib/localized-path.mjs';
import { stayWindow } from './helpers/stay-windows.ts';

const ROOMS = [
  { id: '10000000-0000-4000-8000-000000000001', name: 'Lavanda Deluxe' },
  { id: '10000000-0000-4000-8000-000000000002', name: 'Orchidea Deluxe' },
  { id: '10000000-0000-4000-8000-000000000003', name: 'Elicrisio Standard' },
  { id: '10000000-0000-4000-8000-000000000004', name: 'Standard Twin Mirto' },
];

const T = {
  it: {
    signIn: /^accedi$/i, rates: 'Tariffe', newRule: 'Nuova regola', saveRule: 'Salva la regola',
    closures: 'Chiusure', closeNights: 'Chiudi le notti', closed: 'Chiusa', unavailable: 'Non disponibile per le date scelte',
    tape: 'Tabellone camere', desk: 'Prenotazione al banco', record: 'Registra la prenotazione', recorded: /Prenotazione TS-[A-Z0-9]{6} registrata/,
    edit: 'Modifica la regola', more: /^Altre condizioni/, longStay: 'Sconto da quante notti', priority: 'Quale regola decide una notte', nights: '2 notti', nextMonth: 'Mese successivo', previousMonth: 'Mese precedente',
  },
  en: {
    signIn: /^sign in$/i, rates: 'Rates', newRule: 'New rule', saveRule: 'Save the rule',
    closures: 'Closures', closeNights: 'Close the nights', closed: 'Closed', unavailable: 'Not available for the chosen dates',
    tape: 'Tape chart', desk: 'Desk booking', record: 'Record the booking', recorded: /Booking TS-[A-Z0-9]{6} recorded/,
    edit: 'Edit the rule', more: /^More conditions/, longStay: 'Discount from how many nights', priority: 'Which rule decides a night', nights: '2 nights', nextMonth: 'Next month', previousMonth: 'Previous month',
  },
} as const;

const env = (k: string) => process.env[k] ?? '';
const options = { auth: { persistSession: false }, realtime: { transport: ws as never } };
const anon = () => createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), options);
const service = () => createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), options);

async function signInAsAdmin(page: Page, lang: 'it' | 'en', target: string) {
  await page.goto(`/auth?redirect=${encodeURIComponent(target)}`);
  await page.getByLabel('Email').first().fill('admin@tenuta.local');
  await page.getByLabel('Password').first().fill('admin123!');
  await page.getByRole('button', { name: T[lang].signIn }).last().click();
  await page.waitForURL((u) => pagePath(u.pathname) === target, { timeout: 15_000 }); // /en/… on English pages
}


for (const lang of ['it', 'en'] as const) {
  test(`${lang}: the owner's rate shows at once in the grid and the quote, a closure on /prenota, a desk booking in the tape chart`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const run = (testInfo.project.name === 'mobile' ? 2 : 0) + (lang === 'en' ? 1 : 0);
    const room = ROOMS[run];
    // Each run has its own room; the month stays inside /prenota's 400-day calendar and past the other journeys' stays.
    const first = stayWindow('admin-rates', testInfo);
    const tag = `e2e-${lang}-${testInfo.project.name}-${Date.now()}`;
    const L = T[lang];
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${lang}.png`), fullPage: true });

    await acceptEssentialCookies(page);
    await useLanguage(page, lang);
    try {
      await signInAsAdmin(page, lang, '/admin/tariffe');
      await expect(page.getByRole('heading', { level: 1, name: L.rates })).toBeVisible();
      await expect(page.getByText(L.priority)).toBeVisible();
      await page.getByTestId('grid-room').selectOption(room.id);
      await page.getByTestId('grid-month').fill(first.slice(0, 7));
      const night = (day: string) => page.getByTestId('rate-grid').locator(`[data-night="${day}"]`);
      await expect(night(first)).toHaveAttribute('data-price', '50');

      // Paging months: the grid goes from one whole month to the next, never through the new month's days empty
      // (watched from inside the page, every change of the table).
      await page.evaluate(() => {
        const w = window as unknown as { gridEverEmpty: boolean };
        w.gridEverEmpty = false;
        new MutationObserver(() => {
          const grid = document.querySelector('[data-testid="rate-grid"]');
          if (grid && !grid.querySelector('[data-night]')) w.gridEverEmpty = true;
        }).observe(document.body, { subtree: true, childList: true });
      });
      const nextFirst = `${addDays(`${first.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
      await page.getByRole('button', { name: L.nextMonth }).click();
      await expect(night(nextFirst)).toHaveAttribute('data-price', /\d/);
      await page.getByRole('button', { name: L.previousMonth }).click();
      await expect(night(first)).toHaveAttribute('data-price', '50');
      expect(await page.evaluate(() => (window as unknown as { gridEverEmpty: boolean }).gridEverEmpty)).toBe(false);

      // A new rule for seven nights of this room.
      await page.getByRole('button', { name: L.newRule }).click();
      const dialog = page.getByRole('dialog');
      // Saved without a name: refused beside the field, and Save is Save again (not left "saving").
      await dialog.getByRole('button', { name: L.saveRule }).click();
      await expect(dialog.locator('input[name="name"]')).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByRole('button', { name: L.saveRule })).not.toHaveAttribute('aria-disabled');
      await dialog.locator('input[name="name"]').fill(tag);
      await dialog.locator('input[name="first_night"]').fill(first);
      await dialog.locator('input[name="last_night"]').fill(addDays(first, 6));
      await dialog.locator('input[name="nightly_price"]').fill('137');
      await dialog.locator('input[name="weekend_uplift"]').fill('0');
      // Closed days, extra guests and long stays wait behind a disclosure on a new rule (fewer fields to render on
      // opening); pressed, they show.
      const more = dialog.getByRole('button', { name: L.more });
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(dialog.getByLabel(L.longStay)).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`rule-dialog-short-${lang}.png`) });
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await dialog.getByLabel(L.longStay).fill('7');
      await dialog.locator('input[name="long_stay_percent"]').fill('10');
      await shot('rule-dialog');
      // While it saves (the request held a moment), the button keeps the keyboard's focus and a second press
      // saves nothing more.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/rest/v1/rate_rules*', async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.fallback();
      });
      const save = dialog.getByRole('button', { name: L.saveRule });
      await save.click();
      const saving = dialog.locator('button[type="submit"]');
      await expect(saving).toHaveAttribute('aria-disabled', 'true');
      await expect(saving).toBeFocused();
      await saving.screenshot({ path: testInfo.outputPath(`rule-saving-${lang}.png`) });
      await page.keyboard.press('Enter'); // pressed again (a click too: Playwright will not click an aria-disabled button)
      release();
      await expect(dialog).toBeHidden();
      await page.unroute('**/rest/v1/rate_rules*');
      expect((await service().from('rate_rules').select('long_stay_nights, long_stay_percent').eq('name', tag)).data)
        .toEqual([{ long_stay_nights: 7, long_stay_percent: 10 }]);
      await expect(night(first)).toHaveAttribute('data-price', '137', { timeout: 3_000 });
      await expect(night(first)).toContainText('137,00 €');
      await expect(night(addDays(first, 7))).toHaveAttribute('data-price', '50');

      // The site's quote (what /prenota and the chat ask) has it at once.
      const quote = async (nights: number) =>
        (await anon().rpc('quote_stay', { p_rooms: [{ room_id: room.id, guests: 2 }], p_check_in: first, p_check_out: addDays(first, nights) })).data;
      expect(await quote(2)).toMatchObject({ ok: true, total: 274 });

      // Editing the rule: the grid follows without a reload.
      await page.locator(`[data-rule="${tag}"]`).getByRole('button', { name: new RegExp(L.edit) }).click();
      // A rule that has any of the further conditions opens with them shown.
      await expect(dialog.getByRole('button', { name: L.more })).toHaveAttribute('aria-expanded', 'true');
      await expect(dialog.getByLabel(L.longStay)).toHaveValue('7');
      await dialog.locator('input[name="nightly_price"]').fill('141');
      await dialog.getByRole('button', { name: L.saveRule }).click();
      await expect(night(addDays(first, 1))).toHaveAttribute('data-price', '141', { timeout: 3_000 });
      expect(await quote(2)).toMatchObject({ ok: true, total: 282 });

      // A closure of two nights: marked in the grid, refused by the quote, unavailable on /prenota.
      const closures = page.getByRole('region', { name: L.closures });
      await closures.locator('select').selectOption(room.id);
      await closures.locator('input[name="first_night"]').fill(addDays(first, 10));
      await closures.locator('input[name="last_night"]').fill(addDays(first, 11));
      await closures.locator('input[name="note"]').fill(tag);
      await closures.getByRole('button', { name: L.closeNights }).click();
      await expect(night(addDays(first, 10))).toHaveAttribute('data-closed', 'true');
      await expect(night(addDays(first, 10))).toContainText(L.closed);
      await shot('rates');
      const closed = (await anon().rpc('quote_stay', { p_rooms: [{ room_id: room.id, guests: 1 }], p_check_in: addDays(first, 9), p_check_out: addDays(first, 11) })).data;
      expect(closed).toMatchObject({ ok: false, reason: 'CLOSED', date: addDays(first, 10) });

      // A desk booking taken by phone, priced by the server, in the tape chart.
      await page.goto('/admin/bookings');
      await page.getByRole('tab', { name: L.tape }).click();
      const tape = page.locator('section', { has: page.getByRole('heading', { name: L.tape }) });
      await tape.getByTestId('tape-month').fill(first.slice(0, 7));
      await page.getByRole('button', { name: L.desk }).click();
      await dialog.locator('select[name="rooms.0.room_id"]').selectOption(room.id);
      await dialog.locator('input[name="check_in"]').fill(addDays(first, 2));
      await dialog.locator('input[name="check_out"]').fill(addDays(first, 4));
      await expect(dialog.getByTestId('desk-quote')).toContainText(`${L.nights}: 282,00 €`);
      await dialog.locator('input[name="first_name"]').fill('Banco');
      await dialog.locator('input[name="last_name"]').fill(tag);
      await dialog.locator('input[name="email"]').fill(`${tag}@example.test`);
      await dialog.locator('select[name="source"]').selectOption('phone');
      await shot('desk-dialog');
      await dialog.getByRole('button', { name: L.record }).click();
      // The page keeps the phone's width (the tape chart scrolls inside its box).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
      await expect(page.getByText(L.recorded)).toBeVisible();
      const bar = page.getByTestId('tape-chart').locator(`tr[data-room="${room.name}"] td[data-kind="booking"]`, { hasText: tag });
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAttribute('colspan', '2');
      await expect(page.getByTestId('tape-chart').locator(`tr[data-room="${room.name}"] td[data-kind="closure"]`)).toBeVisible();
      await shot('tape-chart');

      // The visitor's booking page: the closed nights make the room unavailable.
      await page.goto('/prenota');
      await pickDay(page, 'check-in', addDays(first, 9));
      await pickDay(page, 'check-out', addDays(first, 12));
      const card = page.getByRole('article', { name: room.name, exact: true });
      await expect(card).toContainText(L.unavailable);
    } finally {
      const db = service();
      await db.from('rate_rules').delete().eq('name', tag);
      await db.from('room_closures').delete().eq('note', tag);
      const { data } = await db.from('bookings').select('id').eq('last_name', tag);
      for (const b of data ?? []) await db.from('bookings').delete().eq('id', b.id);
    }
  });
}
