// The owner at the desk, at 390 and 1280 px in both languages: a room's settings (cots, extra beds and their
// price) edited by keyboard on /admin/tariffe, a bad value named beside its field; then a booking of two rooms
// taken by phone, one reference, with a guarantee card the server checks (a declined card books nothing, an
// approved one keeps only its last four digits); and a family at the desk (a child of 5 and a baby in a cot, the
// party as on /prenota, priced as quote_stay prices it, a cot without a child under 3 refused by name). Each run
// edits its own room and restores it; the desk nights come from the registry (admin-desk/<lang>,
// admin-desk-family/<lang>).
import { addDays } from './booking-helpers.ts';
import type { Locator } from '@playwright/test';
import { allowRefusal, expect, test } from './fixtures.ts';
import { service, signIn } from './helpers/admin.ts';
import { acceptEssentialCookies, useLanguage } from './helpers/page.ts';
import { stayWindow } from './helpers/stay-windows.ts';

const LAVANDA = '10000000-0000-4000-8000-000000000001';
const ORCHIDEA = '10000000-0000-4000-8000-000000000002';
const ELICRISIO = '10000000-0000-4000-8000-000000000003';
// The room whose settings each run (project × language) edits; no other journey books cots in them.
const SETTINGS_ROOMS = ['Lavanda Deluxe', 'Orchidea Deluxe', 'Standard Twin Mirto', 'Standard Twin Ginepro'];

const T = {
  it: {
    rooms: 'Camere', maxCots: 'Culle (max)', cotFee: 'Culla, € a notte', cotsError: 'Culle: un numero intero da 0 a 3',
    saved: /Impostazioni di .+ salvate/, tape: 'Tabellone camere', desk: 'Prenotazione al banco', addRoom: 'Aggiungi una camera',
    guarantee: 'Carta a garanzia', number: 'Numero della carta', expiry: 'Scadenza (MM/AA)', holder: 'Intestatario',
    declined: 'La carta è stata rifiutata', record: 'Registra la prenotazione', recorded: /Prenotazione TS-[A-Z0-9]{6} registrata/, nights: '2 notti',
    taxAt: 'imposta di soggiorno in struttura',
    guestsIn: (room: string) => `Ospiti in ${room}`, children: (room: string) => `Di cui bambini in ${room}`,
    age: (n: number, room: string) => `Età del bambino ${n} in ${room}`, cots: (room: string) => `Culle in ${room}`,
    years: (n: number) => (n === 1 ? '1 anno' : `${n} anni`), cotLine: 'Culle',
    cotRefused: 'Culle: una per ogni bambino sotto i 3 anni in Elicrisio Standard, entro quante la camera ne accoglie.',
  },
  en: {
    rooms: 'Rooms', maxCots: 'Cots (max)', cotFee: 'Cot, € a night', cotsError: 'Cots: a whole number from 0 to 3',
    saved: /.+ settings saved/, tape: 'Tape chart', desk: 'Desk booking', addRoom: 'Add a room',
    guarantee: 'Card as a guarantee', number: 'Card number', expiry: 'Expiry (MM/YY)', holder: 'Cardholder',
    declined: 'The card was declined', record: 'Record the booking', recorded: /Booking TS-[A-Z0-9]{6} recorded/, nights: '2 nights',
    taxAt: 'tourist tax at the property',
    guestsIn: (room: string) => `Guests in ${room}`, children: (room: string) => `Children among them in ${room}`,
    age: (n: number, room: string) => `Age of child ${n} in ${room}`, cots: (room: string) => `Cots in ${room}`,
    years: (n: number) => (n === 1 ? '1 year' : `${n} years`), cotLine: 'Cots',
    cotRefused: 'Cots: one per child under 3 in Elicrisio Standard, within what the room takes.',
  },
} as const;

/**
 * What is wrong with the party's layout in the dialog: a label cut off, wrapped or pressed against the room line's
 * edge, a label or control over another, or one past the dialog's edges (the party is read at 390 px too).
 */
function partyLayoutProblems(dialog: Locator) {
  return dialog.getByTestId('party').evaluate((party) => {
    const edge = party.closest('[role="dialog"]')!.getBoundingClientRect();
    const line = party.closest('[data-testid="desk-room"]')!;
    const inner = line.getBoundingClientRect().right - parseFloat(getComputedStyle(line).paddingRight);
    const parts = [...party.querySelectorAll<HTMLElement>('label, select, input')].map((el) => ({
      el, name: el.tagName === 'LABEL' ? `label "${el.textContent}"` : `${el.tagName.toLowerCase()} #${el.id}`, box: el.getBoundingClientRect(),
    }));
    const problems: string[] = [];
    for (const { el, name, box } of parts) {
      if (box.left < edge.left - 0.5 || box.right > edge.right + 0.5) problems.push(`${name} past the dialog's edge`);
      if (el.tagName !== 'LABEL') continue;
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`${name} cut off`);
      // The visible words (screen-reader-only text aside): one line, with room to spare before the line's edge.
      const words = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => {
        const range = document.createRange();
        range.selectNodeContents(n);
        return [...range.getClientRects()];
      }).flat();
      if (new Set(words.map((r) => Math.round(r.top))).size > 1) problems.push(`${name} on more than one line`);
      if (words.some((r) => r.right > inner - 8)) problems.push(`${name} cramped against the edge`);
    }
    parts.forEach((a, i) => parts.slice(i + 1).forEach((b) => {
      const apart = a.box.right <= b.box.left + 0.5 || b.box.right <= a.box.left + 0.5 || a.box.bottom <= b.box.top + 0.5 || b.box.bottom <= a.box.top + 0.5;
      if (!apart) problems.push(`${a.name} over ${b.name}`);
    }));
    if (party.scrollWidth > party.clientWidth + 1) problems.push('the party scrolls sideways');
    return problems;
  });
}

const euro = (n: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(n);

/** The desk's quote line: the tax paid at the property only when there is one (it is off unless booking-family ran). */
function quoteLine(L: (typeof T)[keyof typeof T], quote: { total: number; tourist_tax: { enabled: boolean; amount: number } }) {
  const tax = quote.tourist_tax.enabled ? Number(quote.tourist_tax.amount) : 0;
  return `${L.nights}: ${euro(Number(quote.total))}${tax > 0 ? ` (${L.taxAt} ${euro(tax)})` : ''}`;
}

for (const lang of ['it', 'en'] as const) {
  test(`${lang}: the owner edits a room's cots by keyboard and books two rooms by phone with a checked guarantee card`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const L = T[lang];
    const run = (testInfo.project.name === 'mobile' ? 2 : 0) + (lang === 'en' ? 1 : 0);
    const roomName = SETTINGS_ROOMS[run];
    const first = stayWindow(`admin-desk/${lang}`, testInfo);
    const tag = `desk-${lang}-${testInfo.project.name}-${Date.now()}`;
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${lang}.png`), fullPage: true });
    const db = service();
    const { data: before } = await db.from('rooms').select('id, max_cots, cot_fee').eq('name', roomName).single();

    await acceptEssentialCookies(page);
    await useLanguage(page, lang);
    try {
      await signIn(page, 'admin@tenuta.local', 'admin123!', '/admin/tariffe');
      const section = page.getByRole('region', { name: L.rooms });
      const card = section.getByRole('article', { name: roomName, exact: true });
      const cots = card.getByLabel(L.maxCots);
      // A value over the room's limit is named beside its field, and nothing is saved.
      await cots.fill('5');
      await cots.press('Enter');
      await expect(card.getByText(L.cotsError)).toBeVisible();
      await expect(cots).toHaveAttribute('aria-invalid', 'true');
      // By keyboard: the fields in order, Enter saves.
      await cots.fill('2');
      await cots.press('Tab');
      await expect(card.getByLabel(L.cotFee)).toBeFocused();
      await page.keyboard.type('12.5');
      await page.keyboard.press('Enter');
      await expect(page.getByText(L.saved)).toBeVisible();
      await expect.poll(async () => (await db.from('rooms').select('max_cots, cot_fee').eq('id', before!.id).single()).data)
        .toEqual({ max_cots: 2, cot_fee: 12.5 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
      await section.screenshot({ path: testInfo.outputPath(`room-settings-${lang}.png`) });
      // Back at once: other journeys book these rooms' nights (a cot refused in the Mirto, which has none).
      await db.from('rooms').update({ max_cots: before!.max_cots, cot_fee: before!.cot_fee }).eq('id', before!.id);

      // Two rooms in one desk booking, priced by the server.
      await page.goto('/admin/bookings');
      await page.getByRole('tab', { name: L.tape }).click();
      await page.getByRole('button', { name: L.desk }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('select[name="rooms.0.room_id"]').selectOption(LAVANDA);
      await dialog.getByRole('button', { name: L.addRoom }).click();
      await dialog.locator('select[name="rooms.1.room_id"]').selectOption(ORCHIDEA);
      await dialog.getByLabel(L.guestsIn('Orchidea Deluxe')).fill('1');
      await dialog.locator('input[name="check_in"]').fill(first);
      await dialog.locator('input[name="check_out"]').fill(addDays(first, 2));
      const { data: quote } = await db.rpc('quote_stay', {
        p_rooms: [{ room_id: LAVANDA, guests: 2 }, { room_id: ORCHIDEA, guests: 1 }], p_check_in: first, p_check_out: addDays(first, 2),
      });
      expect(quote).toMatchObject({ ok: true });
      await expect(dialog.getByTestId('desk-quote')).toHaveText(quoteLine(L, quote));
      await dialog.screenshot({ path: testInfo.outputPath(`desk-rooms-${lang}.png`) });
      await dialog.locator('input[name="first_name"]').fill('Gruppo');
      await dialog.locator('input[name="last_name"]').fill(tag);
      await dialog.locator('input[name="email"]').fill(`${tag}@example.test`);
      await dialog.getByRole('checkbox', { name: L.guarantee }).click();
      await dialog.getByLabel(L.number).fill('4000 0000 0000 0002');
      await dialog.getByLabel(L.expiry).fill('12/34');
      await dialog.getByLabel('CVV').fill('123');
      await dialog.getByLabel(L.holder).fill('Maria Rossi');
      allowRefusal(page, 402, '/functions/v1/payments/desk'); // the declined guarantee card
      await dialog.getByRole('button', { name: L.record }).click();
      await expect(dialog.getByRole('alert').filter({ hasText: L.declined })).toBeVisible();
      const booked = async () => (await db.from('bookings').select('id, card_last_4, booking_rooms(room_id)').eq('last_name', tag)).data ?? [];
      expect(await booked()).toHaveLength(0);

      await dialog.getByLabel(L.number).fill('4242 4242 4242 4242');
      await shot('desk-two-rooms');
      await dialog.getByRole('button', { name: L.record }).click();
      await expect(page.getByText(L.recorded)).toBeVisible();
      const rows = await booked();
      expect(rows).toHaveLength(1);
      expect(rows[0].card_last_4).toBe('4242');
      expect(rows[0].booking_rooms.map((r: { room_id: string }) => r.room_id).sort()).toEqual([LAVANDA, ORCHIDEA]);
    } finally {
      await db.from('rooms').update({ max_cots: before!.max_cots, cot_fee: before!.cot_fee }).eq('id', before!.id);
      const { data } = await db.from('bookings').select('id').eq('last_name', tag);
      // An approved attempt must name its booking: it goes first.
      for (const b of data ?? []) {
        await db.from('payments').delete().eq('booking_id', b.id);
        await db.from('bookings').delete().eq('id', b.id);
      }
    }
  });
}

for (const lang of ['it', 'en'] as const) {
  test(`${lang}: the owner books a family at the desk, a child of 5 and a baby in a cot, priced as on the site`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const L = T[lang];
    const room = 'Elicrisio Standard';
    const first = stayWindow(`admin-desk-family/${lang}`, testInfo);
    const tag = `desk-family-${lang}-${testInfo.project.name}-${Date.now()}`;
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${lang}.png`) });
    const db = service();

    await acceptEssentialCookies(page);
    await useLanguage(page, lang);
    try {
      await signIn(page, 'admin@tenuta.local', 'admin123!', '/admin/bookings');
      await page.getByRole('tab', { name: L.tape }).click();
      await page.getByRole('button', { name: L.desk }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('select[name="rooms.0.room_id"]').selectOption(ELICRISIO);
      await dialog.locator('input[name="check_in"]').fill(first);
      await dialog.locator('input[name="check_out"]').fill(addDays(first, 2));
      // A room for two: the third guest needs the cot, which needs a child under 3.
      const guests = dialog.getByLabel(L.guestsIn(room));
      await guests.fill('3');
      await expect(guests).toHaveValue('2');
      await dialog.getByLabel(L.cots(room)).selectOption('1');
      await dialog.getByLabel(L.children(room)).selectOption('1');
      await dialog.getByLabel(L.age(1, room)).selectOption({ label: L.years(5) });
      // The server refuses a cot with no child under 3, and says which field.
      await expect(dialog.getByTestId('desk-quote')).toHaveText(L.cotRefused);
      await guests.fill('3');
      await expect(guests).toHaveValue('3');
      await dialog.getByLabel(L.children(room)).selectOption('2');
      await dialog.getByLabel(L.age(2, room)).selectOption({ label: L.years(1) });

      const party = { room_id: ELICRISIO, guests: 3, child_ages: [5, 1], cots: 1 };
      const { data: quote } = await db.rpc('quote_stay', { p_rooms: [party], p_check_in: first, p_check_out: addDays(first, 2) });
      expect(quote).toMatchObject({ ok: true });
      await expect(dialog.getByTestId('desk-quote')).toHaveText(quoteLine(L, quote));
      const breakdown = dialog.getByTestId('price-breakdown');
      await expect(breakdown).toContainText(`${L.cotLine}${euro(Number(quote.extras_total))}`);
      await dialog.getByTestId('party').scrollIntoViewIfNeeded();
      await shot('desk-family-party');
      expect(await partyLayoutProblems(dialog)).toEqual([]);
      await breakdown.scrollIntoViewIfNeeded();
      await shot('desk-family-quote');
      expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);

      await dialog.locator('input[name="first_name"]').fill('Famiglia');
      await dialog.locator('input[name="last_name"]').fill(tag);
      await dialog.locator('input[name="email"]').fill(`${tag}@example.test`);
      await dialog.getByRole('button', { name: L.record }).click();
      await expect(page.getByText(L.recorded)).toBeVisible();
      const { data: rows } = await db.from('bookings').select('total_price, total_guests, quote').eq('last_name', tag);
      expect(rows).toHaveLength(1);
      expect(Number(rows![0].total_price)).toBe(Number(quote.total));
      expect(rows![0].total_guests).toBe(3);
      expect(rows![0].quote.rooms[0]).toMatchObject({ cots: 1, child_ages: [5, 1], children: 2 });
    } finally {
      const { data } = await db.from('bookings').select('id').eq('last_name', tag);
      for (const b of data ?? []) await db.from('bookings').delete().eq('id', b.id);
    }
  });
}
