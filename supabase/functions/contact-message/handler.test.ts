import { deepStrictEqual as assertEquals } from 'node:assert';
import { handler, parseContact } from './handler.ts';

const valid = { first_name: ' Giulia ', last_name: 'Serra', email: 'Giulia@Example.it', subject: 'Visita', message: 'Ciao' };

Deno.test('parseContact trims, lower-cases the e-mail and makes the phone optional', () => {
  assertEquals(parseContact(valid), {
    first_name: 'Giulia', last_name: 'Serra', email: 'giulia@example.it', phone: null,
    subject: 'Visita', message: 'Ciao', language: 'it',
  });
});

Deno.test('parseContact names the first missing or invalid field', () => {
  assertEquals(parseContact({ ...valid, subject: '  ' }), { invalid: 'subject' });
  assertEquals(parseContact({ ...valid, email: 'not-an-email' }), { invalid: 'email' });
  assertEquals(parseContact({ ...valid, message: 'x'.repeat(5001) }), { invalid: 'message' });
});

Deno.test('the handler refuses an invalid message with 400 before touching the database', async () => {
  const res = await handler(new Request('http://x/contact-message', { method: 'POST', body: JSON.stringify({ ...valid, email: '' }) }));
  assertEquals(res.status, 400);
  assertEquals((await res.json()).error.code, 'INVALID_FIELD');
});
