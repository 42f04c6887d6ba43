// The /prenota calendar offers no arrival day that cannot meet its minimum stay or is closed to arrivals, and no
// departure too soon after the chosen arrival or past a closed night, and says why, on screen and in the day's name.
// The rate rule and the closure are the journey's own, on its own room and nights.
import { expect, test, type Page } from './fixtures.ts';
import { addDays } from './booking-helpers.ts';
import { query } from './helpers/db.ts';
import { acceptEssentialCookies, useLanguage } from './helpers/page.ts';
import { stayWindow } from './helpers/stay-windows.ts';

const TEXT = {
  it: {
    select: 'Seleziona Standard Twin Ginepro',
    noArrival: 'Niente arrivi in questo giorno',
    tooShort: 'Soggiorno minimo di 3 notti: non ci sono abbastanza notti libere da questo giorno',
    minFromArrival: 'Soggiorno minimo di 3 notti dal giorno di arrivo',
    beyond: 'Una notte prima di questo giorno è già occupata',
    hint: 'I giorni in grigio non sono disponibili',
    // Its rule's 90 € nights are in the coming year: the card's price is "from" the year's lowest, not the flat one.
    from: /^da \d+,\d{2}\s€ \/ notte$/,
  },
  en: {
    select: 'Select Standard Twin Ginepro',
    noArrival: 'No arrivals on this day',
    tooShort: 'Minimum stay 3 nights: not enough free nights from this day',
    minFromArrival: 'Minimum stay 3 nights from your arrival day',
    beyond: 'A night before this day is already taken',
    hint: 'Greyed-out days are not available',
    from: /^from \d+,\d{2}\s€ \/ night$/,
  },
} as const;

/** Opens a date field's calendar on the month of `day`; returns that day's button. */
async function openOn(page: Page, field: 'check-in' | 'check-out', day: string) {
  await page.locator(`#${field}`).click();
  const calendar = page.locator('[data-radix-popper-content-wrapper]');
  await expect(calendar.locator('.rdp-month_grid')).toBeVisible();
  return showDay(page, day);
}

async function showDay(page: Page, day: string) {
  const calendar = page.locator('[data-radix-popper-content-wrapper]');
  const button = calendar.locator(`[data-day="${day}"]:not([data-outside]) button`);
  for (let i = 0; i < 24 && !(await button.count()); i++) await calendar.locator('.rdp-button_next').click();
  return button;
}

for (const lang of ['it', 'en'] as const) {
  test(`the calendar refuses arrival and departure days the rates refuse, and says why (${lang})`, async ({ page }, testInfo) => {
    const L = TEXT[lang];
    const first = stayWindow(`calendar-rules/${lang}`, testInfo);
    const [{ id: roomId }] = await query<{ id: string }>(`select id from public.rooms where slug = 'standard-twin-ginepro'`);
    // Nights first..first+6: three nights at least, no arrivals on the weekday of first+1; the night first+5 closed.
    const [rule] = await query<{ id: string }>(
      `insert into public.rate_rules (room_id, name, name_en, first_night, last_night, nightly_price, priority, min_stay, closed_to_arrival)
       values ($1, 'Regole e2e', 'Rules e2e', $2::date, $2::date + 6, 90, 900, '{3,3,3,3,3,3,3}', array[extract(isodow from $2::date + 1)::smallint])
       returning id`,
      [roomId, first],
    );
    const [closure] = await query<{ id: string }>(
      `insert into public.room_closures (room_id, first_night, last_night, note) values ($1, $2::date + 5, $2::date + 5, 'e2e calendar rules') returning id`,
      [roomId, first],
    );
    try {
      if (lang === 'en') await useLanguage(page, 'en');
      await acceptEssentialCookies(page);
      await page.goto(lang === 'en' ? '/en/prenota' : '/prenota');
      await expect(page.locator('article[data-room="standard-twin-ginepro"]').getByText(L.from)).toBeVisible();
      await page.getByRole('button', { name: L.select, exact: true }).click();

      // Arrival: closed to arrivals on first+1; too few free nights before the closed night on first+3.
      const closedArrival = await openOn(page, 'check-in', addDays(first, 1));
      await expect(closedArrival).toBeDisabled();
      await expect(closedArrival).toHaveAccessibleName(new RegExp(L.noArrival));
      const reason = page.getByTestId('day-reason');
      await expect(reason).toContainText(L.hint);
      // A tap shows the reason and chooses nothing (force: Playwright would wait for an aria-disabled day to be enabled).
      await closedArrival.click({ force: true });
      await expect(reason).toContainText(L.noArrival);
      const tooShort = await showDay(page, addDays(first, 3));
      await expect(tooShort).toBeDisabled();
      await expect(tooShort).toHaveAccessibleName(new RegExp(L.tooShort));
      await tooShort.focus();
      await expect(reason).toContainText(L.tooShort);
      await page.screenshot({ path: `screenshots/calendar-rules-arrival-${lang}-${testInfo.project.name}.png` });
      const open = await showDay(page, first);
      await expect(open).toBeEnabled();
      await open.click();
      await expect(page.locator('[data-radix-popper-content-wrapper]')).toBeHidden();

      // Departure: the minimum counted from the chosen arrival; nothing past the closed night.
      const soon = await openOn(page, 'check-out', addDays(first, 2));
      await expect(soon).toBeDisabled();
      await expect(soon).toHaveAccessibleName(new RegExp(L.minFromArrival));
      await soon.hover();
      await expect(reason).toContainText(L.minFromArrival);
      await page.screenshot({ path: `screenshots/calendar-rules-departure-${lang}-${testInfo.project.name}.png` });
      const beyond = await showDay(page, addDays(first, 6));
      await expect(beyond).toBeDisabled();
      await expect(beyond).toHaveAccessibleName(new RegExp(L.beyond));
      await page.keyboard.press('Escape');
      const leave = await openOn(page, 'check-out', addDays(first, 3));
      await expect(leave).toBeEnabled();
      await leave.click();
      await expect(page.locator('[data-radix-popper-content-wrapper]')).toBeHidden();
      await expect(page.locator('#check-out')).toContainText(/\d/);
    } finally {
      await query('delete from public.rate_rules where id = $1', [rule.id]);
      await query('delete from public.room_closures where id = $1', [closure.id]);
    }
  });
}
