// Shared bits of the business-rule tests: clients, Rome dates and seeded ids.
import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from '../helpers/clients.ts';
import { makeClient } from '../rls/actors.ts';
import { card, pay } from '../helpers/payments.ts';

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

/** The seeded admin, signed in. */
export async function adminClient(): Promise<SupabaseClient> {
  const admin = anonClient();
  const { error } = await admin.auth.signInWithPassword({ email: 'admin@tenuta.local', password: 'admin123!' });
  if (error) throw error;
  return admin;
}

export const guest = (n: number | string) => ({ first_name: 'Ospite', last_name: `N${n}`, email: `ospite${n}@example.test` });

/** The payments function's body for a booking of one room, paid by card (the approved test card). */
export function bookingBody(room: string, checkIn: string, checkOut: string, who: number | string, extra: Record<string, unknown> = {}) {
  return {
    client_request_id: crypto.randomUUID(),
    rooms: [{ room_id: room, guests: 2 }],
    check_in: checkIn,
    check_out: checkOut,
    guest: guest(who),
    method: 'card',
    card: card(),
    language: 'it',
    source: 'page',
    ...extra,
  };
}

/** Books through the payments function; answers like an RPC did: the booking as data, or the refusal. */
export async function book(client: SupabaseClient, body: Record<string, unknown>) {
  const res = await pay<{ booking: { booking_id: string; reference: string; nights: number; total_price: number; payment_status: string } }>(client, 'booking', body);
  return { data: res.data?.booking ?? null, error: res.error, status: res.status } as const;
}

export const SHIPPING = { first_name: 'Maria', last_name: 'Rossi', address_line1: 'Via Roma 1', city: 'Olbia', postal_code: '07026', province: 'SS' };
