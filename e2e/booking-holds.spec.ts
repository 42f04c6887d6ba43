// Held rooms on /prenota: going on to the details holds the chosen rooms (hold_stay); the page shows until when
// with a live countdown; a second visitor is told the nights are held; running out is told and can be retried;
// a booking sent with a lapsed hold is refused with a clear message. Each journey has its own nights.
import type { Page } from '@playwright/test';
import { allowRefusal, expect, test } from './fixtures.ts';
import { addDays, chooseStay, fillDetailsAndPayment, LABELS, uniqueEmail } from './booking-helpers.ts';
import { query } from './helpers/db.ts';
import { acceptEssentialCookies, useLanguage } from './helpers/page.ts';
import { stayWindow } from './helpers/stay-windows.ts';

const ROOM = 'Orchidea Deluxe';

const TEXT = {
  it: {
    until: /Camere tenute per te fino alle \d\d:\d\d/, left: 'Tempo rimasto:', held: `${ROOM} è riservata in questo momento da un altro ospite`,
    expired: 'Il tempo è scaduto', again: 'Tieni di nuovo le camere', back: 'Torna alla selezione camere', holdExpired: 'Il tempo per completare la prenotazione è scaduto',
    lastMinute: 'Resta 1 minuto per completare la prenotazione',
  },
  en: {
    until: /Rooms held for you until \d\d:\d\d/, left: 'Time left:', held: `${ROOM} is being held by another guest right now`,
    expired: 'Time ran out', again: 'Hold the rooms again', back: 'Back to room selection', holdExpired: 'The time to complete the booking ran out',
    lastMinute: '1 minute left to complete the booking',
  },
} as const;

async function openBooking(page: Page, lang: 'it' | 'en') {
  if (lang === 'en') await useLanguage(page, 'en');
  await acceptEssentialCookies(page);
  await page.goto('/prenota');
}

/** The hold the page made for these nights, as the database has it. */
async function holdOf(checkIn: string) {
  const rows = await query<{ id: string; expires_at: Date }>(
    `select id, expires_at from public.stay_holds where check_in = $1 and expires_at > now() order by created_at desc`,
    [checkIn],
  );
  return rows[0];
}

/** Lets the database's hold lapse as the page's clock already has. */
async function lapse(holdId: string) {
  await query(`update public.stay_holds set expires_at = now() - interval '1 second' where id = $1`, [holdId]);
  await query(`update public.booking_rooms set hold_expires_at = now() - interval '1 second' where hold_id = $1`, [holdId]);
}

for (const lang of ['it', 'en'] as const) {
  test(`the details hold the rooms with a countdown, a second visitor is told they are held, going back frees them (${lang})`, async ({ page, browser }, testInfo) => {
    const checkIn = stayWindow(`holds/second-visitor-${lang}`, testInfo);
    const checkOut = addDays(checkIn, 2);
    // The second visitor's page is open before the hold: its calendar still shows the nights free.
    const other = await browser.newContext({ viewport: page.viewportSize()! });
    const second = await other.newPage();
    await openBooking(second, lang);
    await expect(second.getByRole('button', { name: `${LABELS[lang].select} ${ROOM}`, exact: true })).toBeEnabled();

    await openBooking(page, lang);
    await chooseStay(page, lang, checkIn, checkOut, { [ROOM]: 2 });
    await page.getByRole('button', { name: LABELS[lang].continue, exact: true }).click();
    const banner = page.getByTestId('hold-banner');
    await expect(banner).toContainText(TEXT[lang].until);
    await expect(banner).toContainText(TEXT[lang].left);
    const countdown = page.getByTestId('hold-countdown');
    await expect(countdown).toHaveText(/^(10:00|9:[0-5]\d)$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first!); // it runs
    const hold = await holdOf(checkIn);
    expect(hold).toBeTruthy();
    const shown = (await banner.textContent())!.match(/\d\d:\d\d/)![0];
    const rome = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(shown).toBe(rome.format(hold.expires_at));

    try {
      await chooseStay(second, lang, checkIn, checkOut, { [ROOM]: 1 });
      await expect(second.getByTestId('quote-refusal')).toContainText(TEXT[lang].held);

      // Going back to change the stay frees the nights at once.
      await page.getByRole('button', { name: TEXT[lang].back, exact: true }).click();
      await expect
        .poll(async () => (await query(`select 1 from public.stay_holds where id = $1 and expires_at > now()`, [hold.id])).length)
        .toBe(0);
      await second.reload();
      await chooseStay(second, lang, checkIn, checkOut, { [ROOM]: 1 });
      await second.getByRole('button', { name: LABELS[lang].continue, exact: true }).click();
      await expect(second.getByTestId('hold-banner')).toContainText(TEXT[lang].until);
    } finally {
      await other.close();
    }
  });
}

for (const lang of ['it', 'en'] as const) {
  test(`the countdown runs out, says so, holds again on request, and a lapsed hold cannot book (${lang})`, async ({ page }, testInfo) => {
    test.setTimeout(120_000); // two holds, a lapse and a whole booking form: ~20 s alone, three times that in a busy full run
    const checkIn = stayWindow(`holds/countdown-${lang}`, testInfo);
    const checkOut = addDays(checkIn, 2);
    await page.clock.install();
    await openBooking(page, lang);
    await chooseStay(page, lang, checkIn, checkOut, { [ROOM]: 2 });
    await page.getByRole('button', { name: LABELS[lang].continue, exact: true }).click();
    const banner = page.getByTestId('hold-banner');
    await expect(banner).toContainText(TEXT[lang].until);
    const hold = await holdOf(checkIn);

    // Near the end the time left is announced once, not every second.
    await page.clock.fastForward('09:05');
    await expect(page.getByText(TEXT[lang].lastMinute)).toBeAttached();
    await page.clock.fastForward('01:00');
    await expect(page.getByRole('alert').filter({ hasText: TEXT[lang].expired })).toBeVisible();
    await lapse(hold.id);

    // Trying again makes a new hold with its own countdown. Asked while the page's clock is still past the end:
    // back in real time first, the lapsed hold would show as running again and the button would go.
    await page.getByRole('button', { name: TEXT[lang].again }).click();
    await expect.poll(async () => (await holdOf(checkIn))?.id).toBeTruthy();
    await page.clock.setSystemTime(new Date());
    await expect(banner).toContainText(TEXT[lang].until);
    const again = await holdOf(checkIn);
    expect(again.id).not.toBe(hold.id);

    // That one lapses too, in the database, before the visitor confirms: the booking is refused, nothing written.
    await lapse(again.id);
    allowRefusal(page, 409, 'functions/v1/payments');
    const email = uniqueEmail('hold');
    await fillDetailsAndPayment(page, lang, { firstName: 'Ada', lastName: 'Attesa', email }, { fromDetails: true });
    await page.getByRole('button', { name: LABELS[lang].confirm }).click();
    await expect(page.getByText(TEXT[lang].holdExpired).first()).toBeVisible();
    expect(await query(`select 1 from public.bookings where email = $1`, [email])).toHaveLength(0);
  });
}
