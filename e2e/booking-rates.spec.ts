// The booking page shows the database's quote: a seasonal stay with its "why this price", and a stay the
// minimum-stay rule refuses, with the reason on screen. The rule is the journey's own, on its own room and nights.
import { expect, test } from './fixtures.ts';
import { addDays, chooseStay } from './booking-helpers.ts';
import { query } from './helpers/db.ts';
import { acceptEssentialCookies, useLanguage } from './helpers/page.ts';
import { stayWindow } from './helpers/stay-windows.ts';

const euro = (v: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(v);

const TEXT = {
  it: { why: 'Perché questo prezzo', season: 'Stagione e2e', minStay: 'il soggiorno minimo è di 3 notti', tax: 'da pagare in struttura', pending: 'calcolo del prezzo…' },
  en: { why: 'Why this price', season: 'Season e2e', minStay: 'the minimum stay is 3 nights', tax: 'paid at the property', pending: 'working out the price…' },
} as const;

for (const lang of ['it', 'en'] as const) {
  test(`a seasonal stay shows why it costs what it costs, and a too-short one says why not (${lang})`, async ({ page }, testInfo) => {
    const checkIn = addDays(stayWindow(`rates/${lang}`, testInfo), 1);
    const [{ id: roomId }] = await query<{ id: string }>(`select id from public.rooms where slug = 'standard-twin-mirto'`);
    const [rule] = await query<{ id: string }>(
      `insert into public.rate_rules (room_id, name, name_en, first_night, last_night, nightly_price, weekend_uplift, min_stay)
       values ($1, 'Stagione e2e', 'Season e2e', $2, $3, 120, 25, '{3,3,3,3,3,3,3}') returning id`,
      [roomId, addDays(checkIn, -1), addDays(checkIn, 10)],
    );
    try {
      const [{ q }] = await query<{ q: { total: number } }>(
        `select public.quote_stay(jsonb_build_array(jsonb_build_object('room_id', $1::uuid, 'guests', 2)), $2::date, $3::date) as q`,
        [roomId, checkIn, addDays(checkIn, 4)],
      );
      if (lang === 'en') await useLanguage(page, 'en');
      await acceptEssentialCookies(page);
      // The quotes wait until the page has been seen without one: no figure but the database's is ever shown.
      let answer!: () => void;
      const quoted = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/rest/v1/rpc/quote_stay', async (route) => {
        await quoted;
        await route.continue();
      });
      await page.goto('/prenota');
      await chooseStay(page, lang, checkIn, addDays(checkIn, 4), { 'Standard Twin Mirto': 2 });
      const summary = page.getByRole('complementary', { name: lang === 'it' ? 'Riepilogo' : 'Summary' });
      const toggle = summary.getByRole('button', { name: lang === 'it' ? 'Mostra dettagli' : 'Show details' });
      if (await toggle.isVisible()) await toggle.click();
      await expect(summary.getByTestId('stay-total')).toHaveText(TEXT[lang].pending);
      answer();
      await expect(summary.getByTestId('stay-total')).toHaveText(euro(q.total));
      await summary.getByText(TEXT[lang].why).click();
      const breakdown = summary.getByTestId('price-breakdown');
      await expect(breakdown).toContainText(TEXT[lang].season);
      await expect(breakdown).toContainText(euro(120));

      await page.goto('/prenota');
      await chooseStay(page, lang, checkIn, addDays(checkIn, 2), { 'Standard Twin Mirto': 1 });
      await expect(page.getByRole('alert').filter({ hasText: TEXT[lang].minStay })).toBeVisible();
      // A refused stay has no price: not the one before it, not "being worked out".
      await expect(page.getByTestId('stay-total')).toHaveText('—');
      await page.getByRole('button', { name: lang === 'it' ? 'Continua' : 'Continue', exact: true }).click();
      // Still choosing rooms: the stay goes no further.
      await expect(page.getByRole('heading', { name: lang === 'it' ? 'Le nostre camere' : 'Our rooms' })).toBeVisible();
    } finally {
      await query('delete from public.rate_rules where id = $1', [rule.id]);
    }
  });
}
