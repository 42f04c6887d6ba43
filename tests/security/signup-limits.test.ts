// Hosted auth limits sign-ups per client address ([auth.rate_limit] sign_in_sign_ups in supabase/config.toml, 30
// per 5 minutes); the local auth enforces the same setting with GoTrue's 429 over_request_rate_limit. On a stack of
// its own, with the project's setting: the shared test stack lifts the limit, since all its suites share 127.0.0.1.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startOwnStack } from './own-stack.ts';

let stack: Awaited<ReturnType<typeof startOwnStack>>;

beforeAll(async () => {
  stack = await startOwnStack(false);
}, 120_000);
afterAll(async () => stack?.dispose());

const signUp = (headers: Record<string, string> = {}) =>
  fetch(`${stack.apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', ...headers },
    body: JSON.stringify({ email: `flood-${crypto.randomUUID().slice(0, 8)}@example.test`, password: `pw-${crypto.randomUUID()}` }),
  });

describe('sign-ups per address', () => {
  it('answers 429 over_request_rate_limit to the 31st sign-up from one address within 5 minutes', async () => {
    expect(stack.config.signUpLimit).toBe(30);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await signUp()).status);
    expect(statuses).toEqual(Array(30).fill(200));
    const over = await signUp();
    expect(over.status).toBe(429);
    expect(over.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
    expect(await over.json()).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    // Claimed addresses change nothing: the socket's address counts.
    expect((await signUp({ 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.7' })).status).toBe(429);
    // supabase-js surfaces it with GoTrue's code, which the browser translates.
    const sb = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
    const { error } = await sb.auth.signUp({ email: `late-${crypto.randomUUID().slice(0, 8)}@example.test`, password: `pw-${crypto.randomUUID()}` });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  }, 60_000);
});
