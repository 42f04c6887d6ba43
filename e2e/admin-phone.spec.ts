// The back office on the owner's phone (390 px): every admin and staff screen fits the width in both languages
// (nothing wider than the viewport, nothing that needs a sideways scroll), orders are cards with the customer
// and the rest visible, and the bookings calendar shows one legible week with stays to tap.
import crypto from 'node:crypto';
import { expect, test, type Page } from './fixtures.ts';
import { newProduct, placeOrder, service, signIn } from './helpers/admin.ts';
import { acceptEssentialCookies, useLanguage } from './helpers/page.ts';

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ page }) => acceptEssentialCookies(page));

/** What sticks out of the viewport or is cut off inside a sideways-scrolling box, described for the failure. */
function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[${(el.getAttribute('data-testid') ?? el.textContent ?? '').trim().slice(0, 40)}]`;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > vw) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${vw})`);
    // Screen-reader-only text (and what it holds) is clipped to nothing on purpose.
    const clipped = (el: Element | null): boolean => {
      for (; el; el = el.parentElement) {
        const s = getComputedStyle(el);
        if (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll('body *')) {
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || clipped(el)) continue;
      if (r.left < -1 || r.right > vw + 1) found.push(`${name(el)} spans ${Math.round(r.left)}..${Math.round(r.right)}`);
      // A box whose content needs a sideways scroll hides part of it (an ellipsis says so itself, with a label).
      if (style.textOverflow !== 'ellipsis' && /auto|scroll|hidden/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1) {
        found.push(`${name(el)} cuts off ${el.scrollWidth - el.clientWidth}px`);
      }
    }
    return found.slice(0, 12);
  });
}

async function fits(page: Page, shot: string) {
  await page.waitForLoadState('networkidle');
  // A dialog is seen as the phone shows it; a page whole.
  const dialog = await page.getByRole('dialog').isVisible();
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`), fullPage: !dialog });
  expect(await overflow(page), shot).toEqual([]);
}

for (const lang of ['it', 'en'] as const) {
  test(`@mobile-only every admin and staff screen fits 390 px (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const order = await placeOrder((await newProduct()).id);
    const stay = await stayThisWeek();
    const t = lang === 'it' ? { list: 'Elenco', edit: /Modifica/ } : { list: 'List', edit: /Edit/ };
    await signIn(page, 'admin@tenuta.local', 'admin123!', '/admin');
    await expect(page.getByTestId('live-status')).toBeVisible();
    await fits(page, `${lang}-dashboard`);

    await page.goto('/admin/orders');
    await expect(page.getByTestId(`order-${order.order_number}`)).toBeVisible();
    await fits(page, `${lang}-orders`);
    await page.getByTestId(`order-${order.order_number}`).getByRole('button', { name: order.order_number }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await fits(page, `${lang}-order-detail`);
    await page.keyboard.press('Escape');

    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fits(page, `${lang}-products`);
    await page.getByRole('button', { name: t.edit }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await fits(page, `${lang}-product-editor`);
    await page.keyboard.press('Escape');

    await page.goto('/admin/bookings');
    await expect(page.getByTestId('week-calendar').getByRole('button', { name: new RegExp(stay.reference) })).toBeVisible();
    await fits(page, `${lang}-bookings-calendar`);
    await page.getByRole('tab', { name: t.list }).click();
    await expect(page.getByTestId(`booking-${stay.reference}`)).toBeVisible();
    await fits(page, `${lang}-bookings-list`);
    await service().from('bookings').delete().eq('id', stay.id);

    await page.goto('/admin/emails');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fits(page, `${lang}-emails`);

    await page.goto('/chatbot-dashboard');
    await expect(page.getByTestId('conversations-live')).toBeVisible();
    await fits(page, `${lang}-chatbot-dashboard`);
  });
}

test('@mobile-only an order is a card with the customer, total, payment and status in view', async ({ page }) => {
  const order = await placeOrder((await newProduct()).id);
  await signIn(page, 'admin@tenuta.local', 'admin123!', '/admin/orders');
  const card = page.getByTestId(`order-${order.order_number}`);
  for (const text of ['Maria Rossì', 'Pagato', 'In lavorazione', /\d+,\d{2}\s€/]) {
    const cell = card.getByText(text).first();
    await cell.scrollIntoViewIfNeeded();
    await expect(cell).toBeInViewport({ ratio: 1 });
    const box = (await cell.boundingBox())!;
    expect(box.x, String(text)).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, String(text)).toBeLessThanOrEqual(390);
  }
  await expect(card.getByTestId('order-customer')).toContainText('Cliente');
});

/** A free stay of two nights in the current week (Rome days), in whichever room has one, written by the service. */
async function stayThisWeek() {
  const today = new Date(new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' }) + 'T00:00:00Z');
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
  const day = (n: number) => new Date(monday.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  const db = service();
  const { data: rooms } = await db.from('rooms').select('id, name, slug').order('sort_order');
  for (const room of rooms ?? []) {
    for (let start = 0; start <= 5; start++) {
      const [checkIn, checkOut] = [day(start), day(start + 2)];
      const { data: taken } = await db.from('booking_rooms').select('id').eq('room_id', room.id).eq('cancelled', false).lt('check_in', checkOut).gt('check_out', checkIn);
      if (taken?.length) continue;
      const reference = `TS-W${crypto.randomUUID().slice(0, 5).toUpperCase()}`;
      const { data: booking, error } = await db
        .from('bookings')
        .insert({
          reference, check_in: checkIn, check_out: checkOut, nights: 2, total_guests: 2, total_price: 240, first_name: 'Lucia', last_name: 'Settimana',
          email: `${reference.toLowerCase()}@example.test`, payment_method: 'onsite', payment_status: 'pending', policy_version: 'e2e',
        })
        .select('id')
        .single();
      if (error) throw error;
      const placed = await db.from('booking_rooms').insert({ booking_id: booking.id, room_id: room.id, guests: 2, price_per_night: 120, check_in: checkIn, check_out: checkOut });
      if (placed.error) throw placed.error;
      return { reference, room, id: booking.id as string };
    }
  }
  throw new Error('no free two nights in any room this week');
}

test('@mobile-only the bookings calendar shows a legible week, moves by week, and a stay opens its details', async ({ page }) => {
  const stay = await stayThisWeek();
  try {
    await signIn(page, 'admin@tenuta.local', 'admin123!', '/admin/bookings');
    const week = page.getByTestId('week-calendar');
    const room = week.getByTestId(`week-room-${stay.room.slug}`);
    const bar = room.getByRole('button', { name: new RegExp(stay.reference) });
    await expect(bar).toBeVisible();
    // Legible: each day at least 40 px wide, the two-night bar as wide as two days and tall enough for a thumb.
    const box = (await bar.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(80);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(bar).toHaveText(stay.reference);

    await bar.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(stay.reference);
    await expect(dialog).toContainText('Lucia Settimana');
    await expect(dialog).toContainText('In struttura · In attesa');
    await page.keyboard.press('Escape');

    const title = await week.getByRole('heading', { level: 2 }).textContent();
    await week.getByRole('button', { name: 'Settimana successiva' }).click();
    await expect(week.getByRole('heading', { level: 2 })).not.toHaveText(title!);
    await expect(bar).toBeHidden();
    await week.getByRole('button', { name: 'Settimana precedente' }).click();
    await expect(bar).toBeVisible();
  } finally {
    await service().from('bookings').delete().eq('id', stay.id);
  }
});
