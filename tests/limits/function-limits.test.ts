// The contact form, the newsletter and the assistant answer 429 {code: 'RATE_LIMITED', retry_after} with a
// Retry-After header once an address, an e-mail or a chat session has used its budget; the counts live in the
// database, so a function restarted in between (a recycled isolate on the hosted platform) still refuses.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { anonKey, stackUrl } from '../helpers/clients.ts';
import { resetCounters, sql, withRules } from './rules.ts';

const FUNCTIONS_DIR = path.resolve(import.meta.dirname, '../../supabase/functions');
const email = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`;

async function call(name: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${stackUrl()}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: anonKey(), authorization: `Bearer ${anonKey()}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, unknown> };
}

const contact = (from: string) => ({ first_name: 'Giulia', last_name: 'Serra', email: from, subject: 'Visita', message: 'Ciao', language: 'it' });
const newsletter = (to: string) => ({
  email: to, firstName: 'Giulia', lastName: 'Serra', privacyAccepted: true, marketingConsent: true, language: 'it',
});
const chat = (sessionId: string) => ({ sessionId, language: 'it', messages: [{ role: 'user', content: 'Ciao' }] });

function expectRefused(r: Awaited<ReturnType<typeof call>>, windowSeconds: number) {
  expect(r.status, JSON.stringify(r.body)).toBe(429);
  expect(r.body.code).toBe('RATE_LIMITED');
  const wait = Number(r.body.retry_after);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  expect(r.retryAfter).toBe(String(wait));
}

/** Ids of the running Deno workers of one function of this checkout (Linux: their environment names the entry). */
function workerPids(name: string): number[] {
  const entry = path.join(FUNCTIONS_DIR, name, 'index.ts');
  return fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/environ`, 'utf8').includes(entry);
    } catch {
      return false;
    }
  }).map(Number);
}

/**
 * Makes the stack replace the function's worker, as the hosted platform recycles an isolate (the pool restarts a
 * worker whose files changed), runs `next` (which boots the new worker) and checks the old worker is gone.
 */
async function afterRestart<T>(name: string, next: () => Promise<T>): Promise<T> {
  const before = workerPids(name);
  expect(before.length).toBeGreaterThan(0);
  const now = new Date();
  fs.utimesSync(path.join(FUNCTIONS_DIR, name, 'index.ts'), now, now);
  await new Promise((r) => setTimeout(r, 400)); // the pool looks at file times at most every 300 ms
  const result = await next();
  const after = workerPids(name);
  expect(after.length).toBeGreaterThan(0);
  expect(after.filter((pid) => before.includes(pid))).toEqual([]);
  return result;
}

afterEach(async () => {
  for (const action of ['contact', 'newsletter', 'chat', 'booking_lookup']) await resetCounters(action);
});

describe('limits of the functions', () => {
  it('contact: 3 messages per e-mail, then 429 until the window ends, also after the function restarted', async () => {
    const from = email('contact');
    for (let i = 0; i < 3; i++) expect((await call('contact-message', contact(from))).status).toBe(201);
    expectRefused(await call('contact-message', contact(from)), 600);
    expectRefused(await afterRestart('contact-message', () => call('contact-message', contact(from.toUpperCase()))), 600);
  });

  it('contact: 5 messages per client address, whatever X-Forwarded-For or CF-Connecting-IP the caller writes', async () => {
    for (let i = 0; i < 5; i++) {
      const spoofed = { 'x-forwarded-for': `203.0.113.${i}`, 'cf-connecting-ip': `198.51.100.${i}` };
      expect((await call('contact-message', contact(email('addr')), spoofed)).status).toBe(201);
    }
    expectRefused(await call('contact-message', contact(email('addr')), { 'x-forwarded-for': '203.0.113.99', 'cf-connecting-ip': '198.51.100.99' }), 600);
  });

  it('newsletter: 3 sign-ups per e-mail and 5 per address, then 429', async () => {
    const to = email('news');
    for (let i = 0; i < 3; i++) expect((await call('newsletter-subscribe', newsletter(to))).status).toBeLessThan(300);
    expectRefused(await call('newsletter-subscribe', newsletter(to)), 600);
    // The address has counted 4 (the refused one too): one more sign-up, then refused.
    expect((await call('newsletter-subscribe', newsletter(email('news')))).status).toBe(201);
    expectRefused(await call('newsletter-subscribe', newsletter(email('news'))), 600);
  });

  it('assistant: per chat session and per address, in the database, so a restarted function still refuses', async () => {
    await withRules('chat', { session: { max: 3, windowSeconds: 60 }, ip: { max: 6, windowSeconds: 60 } }, async () => {
      const session = `limits-${crypto.randomUUID()}`;
      for (let i = 0; i < 3; i++) expect((await call('chatbot-ai', chat(session))).status).toBe(200);
      expectRefused(await call('chatbot-ai', chat(session)), 60);
      expectRefused(await afterRestart('chatbot-ai', () => call('chatbot-ai', chat(session))), 60);
      // A new session from the same address: the address has counted 5 of its 6 (refused calls count too).
      expect((await call('chatbot-ai', chat(`limits-${crypto.randomUUID()}`))).status).toBe(200);
      expectRefused(await call('chatbot-ai', chat(`limits-${crypto.randomUUID()}`)), 60);
    });
  });

  it('assistant: a booking lookup beyond the e-mail\'s budget answers 429 with the wait, not an error', async () => {
    const guest = email('chat-lookup');
    await sql(
      `insert into public.rate_limits (action, key_kind, key_hash, window_start, hits)
       values ('booking_lookup', 'email', encode(extensions.digest(lower($1), 'sha256'), 'hex'), now(), 10)`,
      [guest],
    );
    const body = { sessionId: `limits-${crypto.randomUUID()}`, language: 'it', messages: [{ role: 'user', content: `TS-ABCDEF ${guest}` }] };
    expectRefused(await call('chatbot-ai', body), 600);
  });
});
