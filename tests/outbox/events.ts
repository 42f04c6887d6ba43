// How the outbox tests make the events that must produce an e-mail. Orders and bookings go through the
// database path that exists today (the place_order / create_booking RPCs as a visitor); when payments
// move them behind a server function, only this file changes.
import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';

export const PRIMO_FIORE = '30000000-0000-4000-8000-000000000002';
export const ROOMS = [1, 2, 3, 4, 5].map((n) => `10000000-0000-4000-8000-00000000000${n}`);

export const testEmail = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`;

/** Today in Europe/Rome plus n days, as yyyy-MM-dd. */
export function romeDay(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export async function placePaidOrder(client: SupabaseClient, email: string, language: 'it' | 'en' = 'it') {
  const { data, error } = await client.rpc('place_order', {
    p_items: [{ product_id: PRIMO_FIORE, quantity: 1 }],
    p_shipping: {
      first_name: 'Maria', last_name: 'Rossi', address_line1: 'Via Roma 1', city: 'Olbia', postal_code: '07026',
      province: 'SS', email, phone: null,
    },
    p_billing: null,
    p_payment: { method: 'card', card_last_4: '4242' },
    p_guest_email: email,
    p_language: language,
    p_client_request_id: crypto.randomUUID(),
  });
  if (error) throw error;
  return data as { order_id: string; order_number: string };
}

let nextStay = 0;
/** A stay far in the future on a room and dates no other test of this file takes. */
export async function createBooking(
  client: SupabaseClient,
  email: string,
  opts: { language?: 'it' | 'en'; source?: 'page' | 'chat'; offsetDays?: number } = {},
) {
  const start = opts.offsetDays ?? 400 + Math.floor(Math.random() * 2000) + 3 * nextStay++;
  const { data, error } = await client.rpc('create_booking', {
    p_rooms: [{ room_id: ROOMS[start % 5], guests: 2 }],
    p_check_in: romeDay(start),
    p_check_out: romeDay(start + 1),
    p_guest: { first_name: 'Ospite', last_name: 'Outbox', email, phone: '3330000000' },
    p_payment_method: 'onsite',
    p_card_last_4: '4242',
    p_language: opts.language ?? 'it',
    p_source: opts.source ?? 'page',
    p_client_request_id: crypto.randomUUID(),
  });
  if (error) throw error;
  return data as { booking_id: string; reference: string };
}
