// Card testing: a script that tries card after card through the payments function is stopped, per client
// address and per e-mail, before the provider is asked; declined attempts count. Runs on a stack of its own
// with the production rules (the shared stack relaxes them) and a trusted test header, so each simulated
// visitor has an address of its own.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnStack } from '../security/own-stack.ts';
import { card, CARDS, requestId } from '../helpers/payments.ts';
import { ROOMS, romeDay, SHIPPING } from '../rules/helpers.ts';

const ADDRESS_HEADER = 'x-test-client-ip';
const PRIMO_FIORE = '30000000-0000-4000-8000-000000000002';
const DECLINING = [CARDS.declined, CARDS.insufficientFunds, CARDS.expired];

let stack: Awaited<ReturnType<typeof startOwnStack>>;
let db: pg.Client;
let rules: Record<string, number>;

beforeAll(async () => {
  stack = await startOwnStack(true, { trustedIpHeader: ADDRESS_HEADER });
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ key_kind: string; max_hits: number }>(
    "select key_kind, max_hits from public.rate_limit_rules where action = 'payment' and window_seconds = 3600");
  rules = Object.fromEntries(rows.map((r) => [r.key_kind, r.max_hits]));
}, 120_000);
afterAll(async () => {
  await db?.end();
  await stack?.dispose();
});

const email = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`;
let nextDay = 400;

async function pay(route: 'order' | 'booking', address: string, body: Record<string, unknown>) {
  const res = await fetch(`${stack.apiUrl}/functions/v1/payments/${route}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json', [ADDRESS_HEADER]: address },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, unknown> };
}

const order = (address: string, guestEmail: string, number: string) =>
  pay('order', address, {
    client_request_id: requestId(), language: 'it', items: [{ product_id: PRIMO_FIORE, quantity: 1 }],
    shipping: SHIPPING, billing: null, guest_email: guestEmail, card: card(number),
  });

function booking(address: string, guestEmail: string, number: string, night?: number) {
  const from = night ?? nextDay;
  if (night === undefined) nextDay += 2;
  return pay('booking', address, {
    client_request_id: requestId(), language: 'en', source: 'chat', method: 'card',
    rooms: [{ room_id: ROOMS[3], guests: 1 }], check_in: romeDay(from), check_out: romeDay(from + 1),
    guest: { first_name: 'Carla', last_name: 'Prova', email: guestEmail, phone: '+39 333 1234567' }, card: card(number),
  });
}

const attempts = async () => Number((await db.query('select count(*) from public.payments')).rows[0].count);

describe('card testing through the payments function', () => {
  it('has production rules a real shop would keep: a few attempts an hour per e-mail, more per address', () => {
    expect(rules).toEqual({ ip: 10, email: 5 });
  });

  it('stops declined cards under one e-mail with 429 before the provider is asked; another e-mail still pays', async () => {
    const address = '198.51.100.10';
    const tester = email('tester');
    for (let i = 0; i < rules.email; i++) {
      const res = await order(address, tester, DECLINING[i % DECLINING.length]);
      expect([res.status, (res.body.error as { code?: string } | undefined)?.code]).toEqual([402, 'PAYMENT_DECLINED']);
    }
    const before = await attempts();
    // Even a good card: the e-mail's budget is spent.
    const refused = await order(address, tester, CARDS.approved);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.body.retry_after)).toBeGreaterThan(3500);
    expect(refused.retryAfter).toBe(String(refused.body.retry_after));
    expect(await attempts()).toBe(before);
    // The same address under another e-mail has budget left.
    expect((await order(address, email('buyer'), CARDS.approved)).status).toBe(200);
  });

  it('stops declined cards from one address under ever new e-mails; another address still pays', async () => {
    const address = '198.51.100.20';
    for (let i = 0; i < rules.ip; i++) {
      const res = i % 2 ? await booking(address, email('rotating'), DECLINING[i % DECLINING.length]) : await order(address, email('rotating'), CARDS.declined);
      expect(res.status).toBe(402);
    }
    const before = await attempts();
    const refused = await booking(address, email('rotating'), CARDS.declined);
    expect([refused.status, refused.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(await attempts()).toBe(before);
    expect((await order(address, email('rotating'), CARDS.approved)).status).toBe(429);
    expect(await attempts()).toBe(before);
    expect((await booking('198.51.100.21', email('guest'), CARDS.approved)).status).toBe(200);
  });

  it('keeps the count of attempts whose later step failed, so a failing attempt still spends the budget', async () => {
    // A failure after the count (here every new payment attempt refused by a trigger: a lock timeout, a constraint)
    // must not roll the count back, or a script whose attempts fail would never be stopped.
    // Nights 7500-7520 ahead: no other suite uses them.
    const tester = email('failing');
    await db.query(`create function public.test_refuse_payment() returns trigger language plpgsql as $$
      begin raise exception 'TEST_FAILURE' using errcode = 'XX000'; end $$`);
    await db.query('create trigger test_refuse_payment before insert on public.payments for each row execute function public.test_refuse_payment()');
    try {
      for (let i = 0; i < rules.email; i++) {
        const res = await booking(`198.51.100.${30 + i}`, tester, CARDS.approved, 7500 + 2 * i);
        expect(res.status).toBe(500);
      }
    } finally {
      await db.query('drop trigger test_refuse_payment on public.payments');
      await db.query('drop function public.test_refuse_payment()');
    }
    const refused = await booking('198.51.100.40', tester, CARDS.approved, 7520);
    expect([refused.status, refused.body.code]).toEqual([429, 'RATE_LIMITED']);
  });
});
