// Shared bits of the business-rule tests: clients, Rome dates and seeded ids.
import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { makeClient } from '../rls/actors.ts';

export const ROOMS = [1, 2, 3, 4, 5].map((n) => `10000000-0000-4000-8000-00000000000${n}`);
export const ROOM_NAMES = ['Lavanda Deluxe', 'Orchidea Deluxe', 'Elicrisio Standard', 'Standard Twin Mirto', 'Standard Twin Ginepro'];

/** Today in Europe/Rome plus n days, as yyyy-MM-dd (the database's notion of "today"). */
export function romeDay(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export async function signedUpClient(tag: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = makeClient();
  const { data, error } = await client.auth.signUp({
    email: `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`,
    password: `pw-${crypto.randomUUID()}`,
  });
  if (error || !data.user || !data.session) throw error ?? new Error('no session');
  return { client, id: data.user.id };
}

export const guest = (n: number | string) => ({ first_name: 'Ospite', last_name: `N${n}`, email: `ospite${n}@example.test` });

export function bookingArgs(room: string, checkIn: string, checkOut: string, who: number | string, extra: Record<string, unknown> = {}) {
  return {
    p_rooms: [{ room_id: room, guests: 2 }],
    p_check_in: checkIn,
    p_check_out: checkOut,
    p_guest: guest(who),
    p_payment_method: 'card',
    p_card_last_4: '4242424242424242',
    p_language: 'it',
    p_source: 'page',
    p_client_request_id: null,
    ...extra,
  };
}

export const SHIPPING = { first_name: 'Maria', last_name: 'Rossi', address_line1: 'Via Roma 1', city: 'Olbia', postal_code: '07026', province: 'SS' };
