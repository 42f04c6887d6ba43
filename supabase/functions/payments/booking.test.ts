import { deepStrictEqual as assertEquals } from 'node:assert';
import type { SupabaseClient } from '@supabase/supabase-js';
import { parseBooking, payBooking } from './booking.ts';
import { refusal } from './db.ts';
import { createSimulatedProvider } from './simulated-provider.ts';

// A database that records the calls it is asked for and answers each as the real one would for an approved stay.
function recordingDb(answers: Record<string, unknown>) {
  const calls: Array<{ name: string; args: Record<string, unknown> }> = [];
  const db = {
    rpc: (name: string, args: Record<string, unknown>) => {
      calls.push({ name, args });
      return Promise.resolve(name in answers ? { data: answers[name], error: null } : { data: null, error: { code: '42883', message: `no ${name}` } });
    },
  } as unknown as SupabaseClient;
  return { db, calls };
}

const body = (method: string) => ({
  client_request_id: crypto.randomUUID(), language: 'it', source: 'page', method,
  rooms: [{ room_id: crypto.randomUUID(), guests: 2 }], check_in: '2031-05-01', check_out: '2031-05-03',
  guest: { first_name: 'Anna', last_name: 'Bianchi', email: 'anna@example.test' },
  card: { number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123', holder: 'Anna Bianchi' },
});
const request = () => new Request('http://x/payments/booking', { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.7' } });

Deno.test('a booking makes two database calls: begin_booking before the provider, create_booking after it', async () => {
  const booking = { booking_id: crypto.randomUUID(), reference: 'TS-AAAAAA', nights: 2, total_price: 100, payment_status: 'pending' };
  const { db, calls } = recordingDb({ begin_booking: { payment_id: crypto.randomUUID(), amount: 0 }, create_booking: booking });
  const res = await payBooking({ db, provider: createSimulatedProvider('http://site.test') }, request(), parseBooking(body('onsite')));
  assertEquals(res.status, 200);
  assertEquals(await res.json(), { status: 'succeeded', booking });
  assertEquals(calls.map((c) => c.name), ['begin_booking', 'create_booking']);
  // The address the function saw is the one counted against card testing and the one the booking limits get.
  assertEquals([calls[0].args.p_client_ip, calls[1].args.p_client_ip, calls[0].args.p_method], ['203.0.113.7', '203.0.113.7', 'onsite']);
});

Deno.test('a request already booked, a spent card-testing budget or an attempt in flight asks nothing more', async () => {
  const provider = createSimulatedProvider('http://site.test');
  const cases: Array<[unknown, number]> = [[{ done: { reference: 'TS-BBBBBB' } }, 200], [{ rate_limited: 120 }, 429], [{ in_progress: true }, 409]];
  for (const [answer, status] of cases) {
    const { db, calls } = recordingDb({ begin_booking: answer });
    const res = await payBooking({ db, provider }, request(), parseBooking(body('card'))).catch((e: unknown) => e);
    // The in-flight attempt is thrown as the database's refusal, which the handler answers 409 (db.ts).
    const answered = res instanceof Response ? res.status : refusal(res)?.status;
    assertEquals([answered, calls.map((c) => c.name)], [status, ['begin_booking']]);
  }
});

Deno.test('a failure begin_booking returns after counting the attempt is answered as that error, and the provider is not asked', async () => {
  let asked = false;
  const provider = { ...createSimulatedProvider('http://site.test'), authorizeCard: () => ((asked = true), Promise.resolve({ ok: true as const, reference: 'x' })) };
  const { db, calls } = recordingDb({ begin_booking: { failed: { code: '40P01', message: 'deadlock detected', details: null } } });
  const res = await payBooking({ db, provider }, request(), parseBooking(body('card'))).catch((e: unknown) => e);
  assertEquals(res instanceof Error ? [res.message, (res as { code?: string }).code] : res, ['deadlock detected', '40P01']);
  // Not a refusal of the request: the handler answers 500, as when begin_booking raised it.
  assertEquals([refusal(res), asked, calls.map((c) => c.name)], [null, false, ['begin_booking']]);
});
