// Every transactional e-mail comes from the outbox: the event's own transaction writes one row, the stack's
// deliverer sends it, and nothing a browser calls can make the site mail an address of its choosing.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, anonKey, newUserClient, serviceClient, serviceKey, stackUrl } from '../helpers/clients.ts';
import { makeClient } from '../rls/actors.ts';
import { createBooking, placePaidOrder, testEmail } from './events.ts';
import { mailsTo, waitFor } from './inbox.ts';

const inbox = () => inject('INBOX_URL');
let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('DATABASE_URL') });
  await db.connect();
});
afterAll(async () => db?.end());

async function outboxRows(recipient: string) {
  const { rows } = await db.query(
    'select id, kind, status, language, attempts from public.outbox where recipient = $1 order by id',
    [recipient.toLowerCase()],
  );
  return rows as Array<{ id: string; kind: string; status: string; language: string; attempts: number }>;
}

/** Waits until every outbox row to the address is sent, then returns the mails it received. */
async function settledMails(address: string, rows = 1) {
  await waitFor(`outbox rows to ${address} sent`, async () => {
    const r = await outboxRows(address);
    return r.length >= rows && r.every((x) => x.status === 'sent') ? r : undefined;
  });
  return mailsTo(inbox(), address);
}

async function signInAdmin() {
  const client = makeClient();
  const { error } = await client.auth.signInWithPassword({ email: 'admin@tenuta.local', password: 'admin123!' });
  if (error) throw error;
  return client;
}

describe('each event writes one outbox row and sends one e-mail in the recipient language', () => {
  it('a paid order mails its confirmation once, with no call from the browser after placing it', async () => {
    const email = testEmail('order');
    const order = await placePaidOrder(anonClient(), email, 'en');
    const mails = await settledMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(order.order_number);
    expect(mails[0].subject).toMatch(/^Order confirmation/);
    expect((await outboxRows(email)).map((r) => r.kind)).toEqual(['order_confirmation']);
  });

  it('a booking from the booking page and one from the chat each mail one confirmation', async () => {
    const page = testEmail('page');
    const chat = testEmail('chat');
    const [a, b] = await Promise.all([
      createBooking(anonClient(), page, { source: 'page', language: 'it' }),
      createBooking(anonClient(), chat, { source: 'chat', language: 'en' }),
    ]);
    const [pageMails, chatMails] = await Promise.all([settledMails(page), settledMails(chat)]);
    expect(pageMails).toHaveLength(1);
    expect(pageMails[0].subject).toContain(a.reference);
    expect(pageMails[0].text).toContain('Notti');
    expect(chatMails).toHaveLength(1);
    expect(chatMails[0].subject).toContain(b.reference);
    expect(chatMails[0].text).toContain('Nights');
  });

  it('cancelling a booking mails the cancellation once, even when cancel is asked twice', async () => {
    const email = testEmail('cancel');
    const booking = await createBooking(anonClient(), email, { language: 'en' });
    for (let i = 0; i < 2; i++) {
      await anonClient().rpc('cancel_booking', { p_reference: booking.reference, p_email: email });
    }
    const mails = await settledMails(email, 2);
    expect(mails).toHaveLength(2);
    expect((await outboxRows(email)).map((r) => r.kind).sort()).toEqual(['booking_cancellation', 'booking_confirmation']);
  });

  it('shipping an order mails the customer once', async () => {
    const email = testEmail('ship');
    const order = await placePaidOrder(anonClient(), email, 'it');
    const admin = await signInAdmin();
    for (const status of ['shipped', 'pending', 'shipped']) {
      const { error } = await admin.rpc('admin_update_order_status', { p_order_id: order.order_id, p_status: status });
      expect(error).toBeNull();
    }
    const mails = await settledMails(email, 2);
    expect(mails).toHaveLength(2);
    expect((await outboxRows(email)).map((r) => r.kind).sort()).toEqual(['order_confirmation', 'order_shipped']);
  });

  it('signing up mails a welcome in the language the visitor chose', async () => {
    const user = await newUserClient({ first_name: 'Ann', language: 'en' }, 'welcome');
    const mails = await settledMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Welcome to the Tenuta!');
  });

  it('a newsletter sign-up mails one confirmation link; the contact form mails the farm with the visitor as reply-to', async () => {
    const email = testEmail('news');
    const sub = await anonClient().functions.invoke('newsletter-subscribe', {
      body: { email, firstName: 'Anna', lastName: 'Rossi', privacyAccepted: true, marketingConsent: true, language: 'en' },
    });
    expect(sub.error).toBeNull();
    const news = await settledMails(email);
    expect(news).toHaveLength(1);
    expect(news[0].text).toMatch(/\/newsletter\/conferma\?token=[0-9a-f-]{36}/);
    expect(news[0].subject).toBe('Confirm your newsletter subscription');

    const visitor = testEmail('visitor');
    const subject = `Visita ${visitor}`;
    const sent = await anonClient().functions.invoke('contact-message', {
      body: { first_name: 'Gavino', last_name: 'Serra', email: visitor, subject, message: 'Ciao', language: 'en' },
    });
    expect(sent.error).toBeNull();
    const farm = await waitFor('contact mail', async () => {
      const { rows } = await db.query(
        `select status from public.outbox where kind = 'contact_message' and payload ->> 'reply_to' = $1`, [visitor],
      );
      return rows[0]?.status === 'sent' ? rows : undefined;
    });
    expect(farm).toHaveLength(1);
    const toFarm = (await mailsTo(inbox(), 'info@tenutasarda.it')).filter((m) => m.subject.includes(subject));
    expect(toFarm).toHaveLength(1);
    expect(JSON.stringify(toFarm[0].replyTo)).toContain(visitor);
    expect(await mailsTo(inbox(), visitor)).toHaveLength(0);
  });
});

describe('browsers cannot make the site send mail', () => {
  it('the old send-* functions are gone', async () => {
    for (const name of ['send-order-confirmation', 'send-booking-confirmation', 'send-booking-cancellation', 'send-order-shipped', 'send-welcome-email']) {
      const res = await fetch(`${stackUrl()}/functions/v1/${name}`, {
        method: 'POST',
        headers: { apikey: anonKey(), Authorization: `Bearer ${anonKey()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ to: 'stranger@example.test' }),
      });
      expect(res.status, name).toBe(404);
    }
  });

  it('the deliverer refuses a visitor and a signed-in customer, and takes no address from the request', async () => {
    const customer = await newUserClient({}, 'caller');
    const stranger = testEmail('stranger');
    for (const token of [anonKey(), customer.session.access_token]) {
      const res = await fetch(`${stackUrl()}/functions/v1/outbox-deliver`, {
        method: 'POST',
        headers: { apikey: anonKey(), Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ to: stranger, subject: 'spam', kind: 'welcome' }),
      });
      expect(res.status).toBe(401);
    }
    expect(await mailsTo(inbox(), stranger)).toHaveLength(0);
  });

  it('no API role but the service role may claim or report outbox rows, write them, or read them unless admin', async () => {
    const customer = await newUserClient({}, 'reader');
    for (const client of [anonClient(), customer.client]) {
      expect((await client.rpc('outbox_claim', { p_limit: 1, p_lease_seconds: 60 })).error?.code).toBe('42501');
      expect((await client.rpc('outbox_report', { p_id: 1, p_ok: true })).error?.code).toBe('42501');
      const insert = await client.from('outbox').insert({ kind: 'welcome', ref_id: customer.user.id, recipient: 'x@example.test' });
      expect(insert.error?.code).toBe('42501');
      const read = await client.from('outbox').select('id');
      expect(read.data ?? []).toHaveLength(0);
      expect((await client.rpc('admin_outbox_resend', { p_id: 1 })).error?.code).toBe('42501');
    }
    const admin = await signInAdmin();
    const { data, error } = await admin.from('outbox').select('id, kind, recipient, status').limit(1);
    expect(error).toBeNull();
    expect(data?.length).toBe(1);
  });
});

describe('dead letters', () => {
  it('a mail whose source row is gone is a dead letter at once; the admin can send a dead letter again', async () => {
    const email = testEmail('dead');
    const { rows } = await db.query(
      `insert into public.outbox (kind, ref_id, recipient, language) values ('booking_confirmation', gen_random_uuid(), $1, 'it') returning id`,
      [email],
    );
    const id = rows[0].id as string;
    const dead = await waitFor('dead letter', async () => {
      const r = await db.query('select status, last_error, attempts from public.outbox where id = $1', [id]);
      return r.rows[0].status === 'dead' ? r.rows[0] : undefined;
    });
    expect(dead.attempts).toBe(1);
    expect(dead.last_error).toMatch(/not found/i);
    const attempts = await db.query('select ok, error from public.outbox_attempts where outbox_id = $1', [id]);
    expect(attempts.rows).toEqual([{ ok: false, error: dead.last_error }]);

    // A real mail that died (the SMTP relay refused it every time) is sent by "send again".
    const other = testEmail('revived');
    await createBooking(anonClient(), other);
    await settledMails(other);
    const row = (await outboxRows(other))[0];
    await db.query(`update public.outbox set status = 'dead', last_error = 'relay refused' where id = $1`, [row.id]);
    const admin = await signInAdmin();
    const { data, error } = await admin.rpc('admin_outbox_resend', { p_id: Number(row.id) });
    expect(error).toBeNull();
    expect(data).toBe('pending');
    expect(await settledMails(other)).toHaveLength(2);
    expect((await serviceClient().from('outbox_attempts').select('ok').eq('outbox_id', row.id)).data).toHaveLength(2);
  });
});

describe('several deliverers at once', () => {
  it('send each of 30 due mails exactly once', async () => {
    const emails = Array.from({ length: 30 }, () => testEmail('crowd'));
    await db.query(
      `insert into public.outbox (kind, ref_id, recipient, language, payload)
       select 'welcome', gen_random_uuid(), e, 'en', '{"first_name":"Crowd"}'::jsonb from unnest($1::text[]) e`,
      [emails],
    );
    const deliver = () =>
      fetch(`${stackUrl()}/functions/v1/outbox-deliver`, {
        method: 'POST',
        headers: { apikey: serviceKey(), Authorization: `Bearer ${serviceKey()}`, 'content-type': 'application/json' },
        body: '{}',
      }).then((r) => r.status);
    // Four deliverers besides the stack's own scheduler.
    expect(await Promise.all([deliver(), deliver(), deliver(), deliver()])).toEqual([200, 200, 200, 200]);
    await waitFor('all 30 sent', async () => {
      const { rows } = await db.query(`select count(*)::int as n from public.outbox where recipient = any($1) and status = 'sent'`, [emails]);
      return rows[0].n === 30 ? true : undefined;
    });
    const counts = await Promise.all(emails.map(async (e) => (await mailsTo(inbox(), e)).length));
    expect(counts).toEqual(emails.map(() => 1));
    const { rows } = await db.query(
      'select count(*)::int as n from public.outbox_attempts a join public.outbox o on o.id = a.outbox_id where o.recipient = any($1)',
      [emails],
    );
    expect(rows[0].n).toBe(30);
  });
});

describe('retention', () => {
  it('forgets sent mails after 30 days and keeps dead letters', async () => {
    const [old, dead] = [testEmail('old'), testEmail('olddead')];
    await db.query(
      `insert into public.outbox (kind, ref_id, recipient, status, sent_at, created_at, attempts)
       values ('welcome', gen_random_uuid(), $1, 'sent', now() - interval '31 days', now() - interval '31 days', 1),
              ('welcome', gen_random_uuid(), $2, 'dead', null, now() - interval '31 days', 8)`,
      [old, dead],
    );
    const res = await fetch(`${stackUrl()}/functions/v1/outbox-deliver`, {
      method: 'POST',
      headers: { apikey: serviceKey(), Authorization: `Bearer ${serviceKey()}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect((await outboxRows(old)).length).toBe(0);
    expect((await outboxRows(dead)).map((r) => r.status)).toEqual(['dead']);
  });
});
