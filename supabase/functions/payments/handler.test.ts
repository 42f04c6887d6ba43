import { deepStrictEqual as assertEquals } from 'node:assert';
import { makeHandler } from './handler.ts';

// Every refusal below happens before the database or the provider is reached.
const handler = makeHandler(() => {
  throw new Error('not reached');
});
const post = (route: string, body: BodyInit, headers: Record<string, string> = {}) =>
  handler(new Request(`http://x/payments/${route}`, { method: 'POST', body, headers }));

Deno.test('the payments function names the bad field with a 400', async () => {
  const order = { client_request_id: crypto.randomUUID(), items: [{ product_id: crypto.randomUUID(), quantity: 1 }], card: { number: '4242424242424242', expiry: '12/30', cvv: '123', holder: 'M' } };
  const cases: Array<[string, unknown, string]> = [
    ['order', { ...order, client_request_id: 'x' }, 'client_request_id'],
    ['order', { ...order, items: [{ product_id: 'x', quantity: 1 }] }, 'items[0].product_id'],
    ['order', { ...order, items: [{ product_id: crypto.randomUUID(), quantity: 0 }] }, 'items[0].quantity'],
    ['order', { ...order, shipping: { city: 'x'.repeat(1_000_000 / 20) } }, 'shipping.city'],
    ['order', { ...order, shipping: { city: 'a\u0000' } }, 'shipping.city'],
    ['order', { ...order, card: { ...order.card, expiry: '00/00' } }, 'card.expiry'],
    ['booking', { ...order, method: 'card', rooms: [], check_in: '2030-01-01', check_out: '2030-01-02' }, 'rooms'],
    ['booking', { ...order, method: 'cash' }, 'method'],
    ['desk', { ...order, rooms: [{ room_id: crypto.randomUUID(), guests: 2 }], check_in: '2030-01-01', check_out: '2030-01-02', source: 'page' }, 'source'],
    ['desk', { ...order, source: 'phone', rooms: [{ room_id: crypto.randomUUID(), guests: 0 }], check_in: '2030-01-01', check_out: '2030-01-02' }, 'rooms[0].guests'],
    ['paypal-return', { payment_id: crypto.randomUUID(), approved: 'yes' }, 'approved'],
  ];
  for (const [route, body, field] of cases) {
    const res = await post(route, JSON.stringify(body));
    // Texts that break the shared input guard (NUL, over-long) are refused by the frame, which names the field
    // as `field`; the function's own checks name it in `error.details`.
    const answer = await res.json();
    assertEquals([res.status, answer.error.details ?? answer.field], [400, field]);
  }
});

Deno.test('it refuses a body over 64 kB without reading it whole, and an unknown route', async () => {
  // Valid JSON of texts the shared guard accepts (each under its 10 000 characters), so the body passes the
  // frame's 2 MB cap and meets the function's own 64 kB one.
  const pad = Array.from({ length: 8 }, () => 'x'.repeat(9_000));
  assertEquals((await post('order', JSON.stringify({ pad }))).status, 413);
  assertEquals((await post('refund', '{}')).status, 404);
  assertEquals((await post('order', 'not json')).status, 400);
});
