// How the outbox tests make the events that must produce an e-mail: orders and bookings go through the
// payments function, as the browser's do.
import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { card, pay } from '../helpers/payments.ts';

const PRIMO_FIORE = '30000000-0000-4000-8000-000000000002';
const ROOMS = [1, 2, 3, 4, 5].map((n) => `10000000-0000-4000-8000-00000000000${n}`);

export const testEmail = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`;

/** Today in Europe/Rome plus n days, as yyyy-MM-dd. */
function romeDay(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export async function placePaidOrder(client: SupabaseClient, email: string, language: 'it' | 'en' = 'it') {
  const res = await pay<{ order: { order_id: string; order_number: string } }>(client, 'order', {
    client_request_id: crypto.randomUUID(),
    language,
    items: [{ product_id: PRIMO_FIORE, quantity: 1 }],
    shipping: {
      first_name: 'Maria', last_name: 'Rossi', address_line1: 'Via Roma 1', city: 'Olbia', postal_code: '07026',
      province: 'SS', email, phone: null,
    },
    billing: null,
    guest_email: email,
    method: 'card',
    card: card(),
  });
  if (!res.data) throw new Error(`order refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.data.order;
}

let nextStay = 0;
/** A stay far in the future on a room and dates no other test of this file takes. */
export async function createBooking(
  client: SupabaseClient,
  email: string,
  opts: { language?: 'it' | 'en'; source?: 'page' | 'chat'; offsetDays?: number } = {},
) {
  // Days no other suite of the shared stack books (the booking rules take 400-900, payments 2000-3000).
  const start = opts.offsetDays ?? 4000 + 2 * nextStay++;
  const res = await pay<{ booking: { booking_id: string; reference: string } }>(client, 'booking', {
    client_request_id: crypto.randomUUID(),
    language: opts.language ?? 'it',
    source: opts.source ?? 'page',
    method: 'card',
    rooms: [{ room_id: ROOMS[start % 5], guests: 2 }],
    check_in: romeDay(start),
    check_out: romeDay(start + 1),
    guest: { first_name: 'Ospite', last_name: 'Outbox', email, phone: '3330000000' },
    card: card(),
  });
  if (!res.data) throw new Error(`booking refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.data.booking;
}
