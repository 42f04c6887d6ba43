// The chat's per-address limit counts the address the gateway saw, not one the visitor wrote into
// X-Forwarded-For or X-Real-IP; only the explicitly enabled test header (benchmarks) stands in for it.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnStack } from './own-stack.ts';

const TEST_HEADER = 'x-test-client-ip';
const PER_ADDRESS = 120; // the 'chat' per-address rule of public.rate_limit_rules
let stack: Awaited<ReturnType<typeof startOwnStack>>;

beforeAll(async () => {
  stack = await startOwnStack(true, { trustedIpHeader: TEST_HEADER });
}, 120_000);
afterAll(async () => stack?.dispose());

async function chat(headers: Record<string, string>): Promise<number> {
  const res = await fetch(`${stack.apiUrl}/functions/v1/chatbot-ai`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json', ...headers },
    // A new session each time, so only the per-address limit can answer 429.
    body: JSON.stringify({ sessionId: `addr-${crypto.randomUUID()}`, language: 'it', messages: [{ role: 'user', content: 'Ciao' }] }),
  });
  await res.arrayBuffer();
  return res.status;
}

const spoofed = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i % 250}, 198.51.100.7`, 'x-real-ip': `192.0.2.${i % 250}` });

describe('client address for the chat limit', () => {
  it('counts spoofed X-Forwarded-For and X-Real-IP requests against the real address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS; i++) statuses.push(await chat(spoofed(i)));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await chat(spoofed(999))).toBe(429);
    expect(await chat({})).toBe(429);
  }, 120_000);

  it('trusts the configured test header, which gives a simulated visitor a budget of its own', async () => {
    expect(await chat({ [TEST_HEADER]: '10.9.8.7' })).toBe(200);
    expect(await chat({ [TEST_HEADER]: '10.9.8.7', 'x-forwarded-for': '1.2.3.4' })).toBe(200);
  });
});
