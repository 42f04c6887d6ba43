// More than 30 failed sign-ins from one address in 5 minutes and more than the chat's per-session limit answer
// 429 (sign-in timing: sign-in-timing.test.ts). On a stack of its own: these tests spend
// the per-address budgets that the shared stack's other suites rely on.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnStack } from './own-stack.ts';

let stack: Awaited<ReturnType<typeof startOwnStack>>;
const EMAIL = 'timing@example.test';
const PASSWORD = 'timing-password-123';
/** Failed sign-ins this file has made from 127.0.0.1 so far (the address budget is 30 per 5 minutes). */
let failures = 0;

beforeAll(async () => {
  stack = await startOwnStack(true);
  const res = await fetch(`${stack.apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
}, 120_000);
afterAll(async () => stack?.dispose());

async function signIn(email: string, password: string, headers: Record<string, string> = {}): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
  await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (res.status === 400) failures++;
  return { status: res.status, ms };
}

describe('rate limits', () => {
  it('answers 429 to the 31st failed sign-in from one address within 5 minutes, even with the right password', async () => {
    const statuses: number[] = [];
    while (failures < 30) {
      const r = await signIn(`flood-${crypto.randomUUID().slice(0, 8)}@example.test`, 'nope-nope-nope');
      statuses.push(r.status);
      if (r.status !== 400) break;
    }
    expect(new Set(statuses)).toEqual(new Set([400]));
    expect((await signIn(`flood-${crypto.randomUUID().slice(0, 8)}@example.test`, 'nope-nope-nope')).status).toBe(429);
    expect((await signIn(EMAIL, PASSWORD)).status).toBe(429);
    // Claimed addresses change nothing: the limiter counts the socket's address (no test header is enabled here).
    const spoof = { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9', 'x-test-client-ip': '203.0.113.9' };
    expect((await signIn(EMAIL, PASSWORD, spoof)).status).toBe(429);
  }, 60_000);

  it('answers 429 from chatbot-ai beyond 20 messages a minute in one session', async () => {
    const sessionId = `limit-${crypto.randomUUID()}`;
    const send = async () => {
      const res = await fetch(`${stack.apiUrl}/functions/v1/chatbot-ai`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId, language: 'it', messages: [{ role: 'user', content: 'Ciao, che formaggi avete?' }] }),
      });
      return { status: res.status, body: (await res.json()) as { code?: string } };
    };
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push((await send()).status);
    expect(answers).toEqual(Array(20).fill(200));
    const over = await send();
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('RATE_LIMITED');
  }, 90_000);
});
