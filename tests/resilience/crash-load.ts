// The crash test's load: orders of 1-3 lines over a few fresh products, bookings of 1-2 rooms on future dates
// (some overlapping, so the exclusion constraint is exercised), each with its own client_request_id. Each is
// made as the payments function makes it once the provider approved: quote, open the attempt, create.
import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';

export const PRODUCT_STOCK: Record<string, number> = Object.fromEntries(
  [0, 1, 2].map((n) => [`c0000000-0000-4000-8000-00000000000${n}`, 120]),
);
const ROOMS = [1, 2, 3, 4, 5].map((n) => `10000000-0000-4000-8000-00000000000${n}`);
const SHIPPING = { first_name: 'Maria', last_name: 'Rossi', address_line1: 'Via Roma 1', city: 'Olbia', postal_code: '07026', province: 'SS' };

export interface Request {
  id: string;
  rpc: 'place_order' | 'create_booking';
  args: Record<string, unknown>;
  expectedLines?: Record<string, number>;
  expectedRooms?: string[];
}

export type Outcome = { ok: true; data: unknown } | { ok: false; code: string; message: string };

// A seeded generator so a failure can be replayed.
function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s % n;
  };
}

function day(offset: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

export function makeRequests(products: string[], count: number, seed = 10): Request[] {
  const pick = rng(seed);
  const out: Request[] = [];
  for (let i = 0; i < count; i++) {
    const id = crypto.randomUUID();
    if (i % 4 === 3) {
      const rooms = [...new Set([ROOMS[pick(5)], ...(pick(3) === 0 ? [ROOMS[pick(5)]] : [])])].sort();
      const start = 400 + pick(120);
      out.push({
        id, rpc: 'create_booking', expectedRooms: rooms,
        args: {
          p_rooms: rooms.map((room_id) => ({ room_id, guests: 2 })), p_check_in: day(start), p_check_out: day(start + 1 + pick(4)),
          p_guest: { first_name: 'Ospite', last_name: `N${i}`, email: `crash${i}@example.test` },
          p_language: 'it', p_source: 'page',
        },
      });
    } else {
      const lines: Record<string, number> = {};
      for (let k = 0; k <= pick(3); k++) lines[products[pick(products.length)]] = 1 + pick(2);
      out.push({
        id, rpc: 'place_order', expectedLines: lines,
        args: {
          p_items: Object.entries(lines).map(([product_id, quantity]) => ({ product_id, quantity })),
          p_shipping: SHIPPING, p_billing: null, p_guest_email: `crash${i}@example.test`, p_language: 'it',
        },
      });
    }
  }
  return out;
}

/** Quote, open the attempt and create, as the payments function does after an approval (service_role). */
export async function run(service: SupabaseClient, r: Request): Promise<{ data: unknown; error: { code?: string; message: string } | null }> {
  const order = r.rpc === 'place_order';
  const a = r.args;
  const quote = order
    ? await service.rpc('quote_order', { p_client_request_id: r.id, p_items: a.p_items, p_shipping: a.p_shipping, p_guest_email: a.p_guest_email, p_user_id: null, p_language: 'it' })
    : await service.rpc('quote_booking', { p_client_request_id: r.id, p_user_id: null, p_rooms: a.p_rooms, p_check_in: a.p_check_in, p_check_out: a.p_check_out, p_guest: a.p_guest });
  if (quote.error) return quote;
  const amount = order ? quote.data.total_amount : quote.data.total_price;
  const start = await service.rpc('start_payment', {
    p_kind: order ? 'order' : 'booking', p_client_request_id: r.id, p_user_id: null, p_method: 'card', p_purpose: 'charge',
    p_provider: 'crash-test', p_amount: amount, p_card_last_4: '4242', p_request: null,
  });
  if (start.error) return start;
  return service.rpc(r.rpc, { p_payment_id: start.data.payment_id, p_reference: `crash-${r.id}`, ...a });
}
