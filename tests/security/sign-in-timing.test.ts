// Sign-in timing does not tell whether an e-mail has an account: an unknown e-mail costs what a wrong password
// costs (a dummy bcrypt compare). On a stack of its own that trusts a test header for the client address, so
// enough tries fit in the per-address and per-e-mail budgets of failed sign-ins (10 per e-mail in 5 minutes).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnStack } from './own-stack.ts';

const ADDRESS_HEADER = 'x-test-client-ip';
const PASSWORD = 'timing-password-123';
const ACCOUNTS = Array.from({ length: 8 }, (_, i) => `timing-${i}@example.test`);
const PAIRS = 64; // 8 wrong passwords per account: under its 10 failed sign-ins in 5 minutes

let stack: Awaited<ReturnType<typeof startOwnStack>>;

beforeAll(async () => {
  stack = await startOwnStack(false, { trustedIpHeader: ADDRESS_HEADER });
  for (const [i, email] of ACCOUNTS.entries()) {
    const res = await fetch(`${stack.apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json', [ADDRESS_HEADER]: `198.51.100.${i + 1}` },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
  }
}, 120_000);
afterAll(async () => stack?.dispose());

/** One sign-in from its own address (so no budget runs out), timed from request to the end of the answer. */
async function signIn(email: string, password: string, address: string): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json', [ADDRESS_HEADER]: address },
    body: JSON.stringify({ email, password }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0 };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

describe('sign-in timing', () => {
  it('answers an unknown e-mail and a wrong password alike (median of 64 paired differences within 20%)', async () => {
    expect((await signIn(ACCOUNTS[0], PASSWORD, '198.51.100.200')).status).toBe(200); // warm-up; the account exists
    const unknown: number[] = [];
    const wrong: number[] = [];
    // Interleaved pairs, and the median of their differences: machine load (other suites, other work) drifts
    // slowly and hits both halves of a pair alike, and a few slow outliers move a median very little.
    for (let i = 0; i < PAIRS; i++) {
      const a = await signIn(`nobody-${crypto.randomUUID().slice(0, 8)}@example.test`, PASSWORD, `203.0.113.${i + 1}`);
      const b = await signIn(ACCOUNTS[i % ACCOUNTS.length], `wrong-${i}-password`, `203.0.113.${i + 101}`);
      expect([a.status, b.status]).toEqual([400, 400]);
      unknown.push(a.ms);
      wrong.push(b.ms);
    }
    const gap = median(unknown.map((u, i) => u - wrong[i]));
    const typical = median(wrong);
    // A skipped password hash makes the unknown e-mail several times faster: a gap near -100%.
    expect(Math.abs(gap) / typical, `median gap ${gap.toFixed(1)} ms on a median of ${typical.toFixed(1)} ms`).toBeLessThanOrEqual(0.2);
  }, 180_000);
});
