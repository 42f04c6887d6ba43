// Multi-turn behaviour of the real chatbot-ai function: booking lookup, lead capture, rate limit, input checks.
import { expect, test } from 'vitest';
import { anonClient, anonKey, serviceClient } from '../helpers/clients.ts';
import { card, pay, requestId } from '../helpers/payments.ts';
import { chat } from './chat.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function bookSomething() {
  const client = anonClient();
  // A random far date, so other suites booking the same room do not collide.
  for (let attempt = 0; attempt < 10; attempt++) {
    const start = 120 + Math.floor(Math.random() * 400);
    const { data } = await pay<{ booking: { reference: string } }>(client, 'booking', {
      rooms: [{ room_id: '10000000-0000-4000-8000-000000000005', guests: 2 }],
      check_in: day(start),
      check_out: day(start + 2),
      guest: { first_name: 'Giulia', last_name: 'Test', email: 'giulia.lookup@example.test', phone: '3331234567' },
      method: 'onsite',
      card: card(),
      language: 'it',
      source: 'chat',
      client_request_id: requestId(),
    });
    if (data) return data.booking;
  }
  throw new Error('could not create a booking');
}

test('looks up a booking in turns: asks for reference and e-mail, then shows it', async () => {
  const { reference } = await bookSomething();
  const ask = await chat([{ role: 'user', content: 'vorrei cercare la mia prenotazione' }]);
  expect(ask.body.message).toMatch(/codice/);
  const history = [
    { role: 'user' as const, content: 'vorrei cercare la mia prenotazione' },
    { role: 'assistant' as const, content: ask.body.message },
    { role: 'user' as const, content: `il codice è ${reference.toLowerCase()}` },
  ];
  const second = await chat(history);
  expect(second.body.message).toMatch(/e-mail/);
  const found = await chat([
    ...history,
    { role: 'assistant', content: second.body.message },
    { role: 'user', content: 'giulia.lookup@example.test' },
  ]);
  expect(found.body.message).toContain(reference);
  expect(found.body.message).toContain('Standard Twin Ginepro');

  const wrong = await chat([{ role: 'user', content: `${reference} altra@example.test` }], { language: 'en' });
  expect(wrong.body.message).toMatch(/could not find/);
});

test('collects a lead only after consent and stores it', async () => {
  const sessionId = `lead-${crypto.randomUUID()}`;
  const email = `lead-${crypto.randomUUID().slice(0, 6)}@example.test`;
  const m1 = { role: 'user' as const, content: 'please contact me' };
  const r1 = await chat([m1], { language: 'en', sessionId });
  const m2 = { role: 'user' as const, content: `Anna Verdi, ${email}, +39 333 555 1234, a wedding in June` };
  const r2 = await chat([m1, { role: 'assistant', content: r1.body.message }, m2], { language: 'en', sessionId });
  expect(r2.body.message).toMatch(/consent/);
  const r3 = await chat(
    [m1, { role: 'assistant', content: r1.body.message }, m2, { role: 'assistant', content: r2.body.message }, { role: 'user', content: 'yes' }],
    { language: 'en', sessionId },
  );
  expect(r3.body.message).toMatch(/we will contact you/);
  const { data } = await serviceClient().from('chatbot_lead_data').select('*').eq('email', email);
  expect(data).toHaveLength(1);
  expect(data![0]).toMatchObject({ name: 'Anna Verdi', phone: '+393335551234', consent: true });
  expect(data![0].interest).toContain('wedding');
});

test('refuses a 21st message in a minute from one session with 429 RATE_LIMITED and the seconds to wait', async () => {
  const sessionId = `burst-${crypto.randomUUID()}`;
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) {
    statuses.push((await chat([{ role: 'user', content: 'ciao' }], { sessionId, key: anonKey() })).status);
  }
  expect(statuses.every((s) => s === 200)).toBe(true);
  const last = await chat([{ role: 'user', content: 'ciao' }], { sessionId, key: anonKey() });
  expect(last.status).toBe(429);
  expect(last.body).toMatchObject({ code: 'RATE_LIMITED', retry_after: expect.any(Number) });
});

test('rejects a request without messages or session', async () => {
  const { status } = await chat([], {});
  expect(status).toBe(400);
});
