import { deepStrictEqual as assertEquals, rejects, throws } from 'node:assert';
import { MailRejected, mailTransport, smtpOptions } from './mail-transport.ts';

const envOf = (vars: Record<string, string>) => (name: string) => vars[name];
const MAIL = { to: 'ada@example.test', subject: 'Benvenuta', html: '<p>Ciao</p>', text: 'Ciao', replyTo: 'farm@example.test', idempotencyKey: 'outbox/7' };

/** A fetch that records the request and answers with `status` and `body`. */
function fakeFetch(status: number, body: unknown) {
  const seen: Array<{ url: string; init: RequestInit }> = [];
  const fn = (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), init: init ?? {} });
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  };
  return { seen, fn: fn as typeof fetch };
}

Deno.test('the HTTP mail API gets the mail as Resend takes it, with the key, the idempotency key and the reply-to', async () => {
  const api = fakeFetch(200, { id: 'c0ffee00-0000-4000-8000-000000000001' });
  const transport = mailTransport(envOf({ MAIL_PROVIDER: 'http-api', MAIL_API_KEY: 're_test', MAIL_API_URL: 'http://mail.test/', MAIL_FROM: 'Tenuta <posta@tenuta.test>' }), api.fn);
  assertEquals(transport.name, 'http-api');
  assertEquals(await transport.send(MAIL), { messageId: 'c0ffee00-0000-4000-8000-000000000001' });
  const [{ url, init }] = api.seen;
  assertEquals([url, init.method], ['http://mail.test/emails', 'POST']);
  const headers = init.headers as Record<string, string>;
  assertEquals([headers.Authorization, headers['Idempotency-Key']], ['Bearer re_test', 'outbox/7']);
  assertEquals(JSON.parse(String(init.body)), {
    from: 'Tenuta <posta@tenuta.test>', to: ['ada@example.test'], subject: 'Benvenuta', html: '<p>Ciao</p>', text: 'Ciao', reply_to: 'farm@example.test',
  });
});

Deno.test('the HTTP mail API is the default once a key is set, and Resend its default address', async () => {
  const api = fakeFetch(200, { id: 'x' });
  const transport = mailTransport(envOf({ MAIL_API_KEY: 're_test' }), api.fn);
  assertEquals(transport.name, 'http-api');
  await transport.send({ ...MAIL, replyTo: undefined, idempotencyKey: undefined });
  assertEquals(api.seen[0].url, 'https://api.resend.com/emails');
  assertEquals('reply_to' in JSON.parse(String(api.seen[0].init.body)), false);
  assertEquals('Idempotency-Key' in (api.seen[0].init.headers as Record<string, string>), false);
});

Deno.test('a refusal of the mail itself is permanent; a wait, a bad key or an outage is worth another try', async () => {
  for (const [status, permanent] of [[422, true], [400, true], [401, false], [409, false], [429, false], [500, false], [503, false]] as const) {
    const api = fakeFetch(status, { statusCode: status, name: 'some_error', message: 'no' });
    const transport = mailTransport(envOf({ MAIL_API_KEY: 're_test' }), api.fn);
    await rejects(transport.send(MAIL), (e: unknown) => e instanceof MailRejected && e.permanent === permanent && e.message.includes(String(status)));
  }
  // A 200 without an id is no proof of sending.
  await rejects(mailTransport(envOf({ MAIL_API_KEY: 'k' }), fakeFetch(200, {}).fn).send(MAIL), MailRejected);
});

Deno.test('SMTP speaks implicit TLS, on 465 unless told otherwise, with the credentials and a private CA when given', () => {
  assertEquals(mailTransport(envOf({ SMTP_HOST: 'smtp.test' })).name, 'smtp');
  const o = smtpOptions(envOf({ SMTP_HOST: 'smtp.test', SMTP_USER: 'u', SMTP_PASS: 'p', SMTP_TLS_CA: '-----BEGIN CERTIFICATE-----' }));
  assertEquals([o.host, o.port, o.secure, o.auth, o.tls], ['smtp.test', 465, true, { user: 'u', pass: 'p' }, { ca: '-----BEGIN CERTIFICATE-----' }]);
  const plain = smtpOptions(envOf({ SMTP_HOST: 'smtp.test', SMTP_PORT: '2465' }));
  assertEquals([plain.port, plain.secure, plain.auth, plain.tls], [2465, true, undefined, undefined]);
});

Deno.test('SMTP refuses the ports hosted functions cannot reach, and every transport names what is missing', () => {
  for (const port of ['25', '587']) {
    throws(() => smtpOptions(envOf({ SMTP_HOST: 'smtp.test', SMTP_PORT: port })), new RegExp(`SMTP_PORT ${port} is blocked`));
  }
  throws(() => smtpOptions(envOf({ SMTP_HOST: 'smtp.test', SMTP_PORT: 'abc' })), /SMTP_PORT is not a port/);
  throws(() => mailTransport(envOf({})), /SMTP_HOST is not set/);
  throws(() => mailTransport(envOf({ MAIL_PROVIDER: 'http-api' })), /MAIL_API_KEY is not set/);
  throws(() => mailTransport(envOf({ MAIL_PROVIDER: 'pigeon' })), /MAIL_PROVIDER must be http-api or smtp/);
});
