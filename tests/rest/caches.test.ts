// What the REST layer remembers between requests (verified tokens, read plans, prepared statements)
// and its one-round-trip transactions must never change an answer: values, users and expiry stay per
// request, and a failed statement leaves nothing written and the connection usable.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/jwt.ts';
import { rest, userToken, useRestEnv, type RestEnv } from './rest-stack.ts';

let env: RestEnv;
useRestEnv((e) => (env = e));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('read plan cache', () => {
  it('binds each request its own values for the same query shape', async () => {
    const titles = [];
    for (const id of [1, 2, 1, 3]) {
      const res = await rest(env, `/fx_items?select=id,title&id=eq.${id}`);
      titles.push(((await res.json()) as Array<{ title: string }>)[0]?.title);
    }
    expect(titles).toEqual(['Pecorino', 'Fiore Sardo', 'Pecorino', 'Salsiccia']);
  });

  it('answers the same URL with each user’s own rows under RLS', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const [ta, tb] = [await userToken(env, a), await userToken(env, b)];
    for (const [t, body] of [[ta, 'note of A'], [tb, 'note of B']]) {
      const res = await rest(env, '/fx_notes', { method: 'POST', headers: { ...bearer(t), 'content-type': 'application/json' }, body: JSON.stringify({ body }) });
      expect(res.status).toBe(201);
    }
    const read = async (t: string) => ((await (await rest(env, '/fx_notes?select=body', { headers: bearer(t) })).json()) as Array<{ body: string }>).map((r) => r.body);
    expect(await read(ta)).toEqual(['note of A']);
    expect(await read(tb)).toEqual(['note of B']);
    expect(await read(ta)).toEqual(['note of A']);
    // The anon key on the same URL: no rows (the policies are for authenticated only).
    expect(await (await rest(env, '/fx_notes?select=body')).json()).toEqual([]);
  });
});

describe('verified token cache', () => {
  it('refuses a cached token once it has expired (401 PGRST303)', async () => {
    const sub = randomUUID();
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = await signJwt({ sub, role: 'authenticated', aud: 'authenticated', exp }, env.jwtSecret);
    const first = await rest(env, '/rpc/fx_whoami', { method: 'POST', headers: bearer(token) });
    expect(first.status).toBe(200);
    expect(await first.json()).toBe(sub);
    await new Promise((r) => setTimeout(r, (exp + 1) * 1000 - Date.now()));
    const later = await rest(env, '/rpc/fx_whoami', { method: 'POST', headers: bearer(token) });
    expect(later.status).toBe(401);
    expect(await later.json()).toMatchObject({ code: 'PGRST303' });
  });

  it('takes the role and user of each token, not of an earlier one cached for the same user', async () => {
    const sub = randomUUID();
    const user = await userToken(env, sub);
    const otherRole = await userToken(env, sub, { role: 'anon' });
    const who = async (t: string) => (await rest(env, '/rpc/fx_whoami', { method: 'POST', headers: bearer(t) })).json();
    expect(await who(user)).toBe(sub);
    await rest(env, '/fx_notes', { method: 'POST', headers: { ...bearer(user), 'content-type': 'application/json' }, body: '{"body":"mine"}' });
    const notes = async (t: string) => (await rest(env, '/fx_notes?select=body', { headers: bearer(t) })).json();
    expect(await notes(user)).toEqual([{ body: 'mine' }]);
    expect(await notes(otherRole)).toEqual([]);
    expect(await notes(user)).toEqual([{ body: 'mine' }]);
  });

  it('refuses a token with a bad signature even when a valid one for the same user is cached', async () => {
    const token = await userToken(env, randomUUID());
    expect((await rest(env, '/fx_notes?select=body', { headers: bearer(token) })).status).toBe(200);
    const forged = `${token.slice(0, token.lastIndexOf('.') + 1)}${'A'.repeat(43)}`;
    const res = await rest(env, '/fx_notes?select=body', { headers: bearer(forged) });
    expect(res.status).toBe(401);
  });
});

describe('one-round-trip transactions', () => {
  it('writes nothing when the statement fails, and the connections stay usable', async () => {
    const res = await rest(env, '/fx_counters', {
      method: 'POST',
      headers: { apikey: env.serviceKey, ...bearer(env.serviceKey), 'content-type': 'application/json' },
      body: JSON.stringify([{ name: 'rt-1' }, { name: 'a' }]),
    });
    expect(res.status).toBe(409);
    const failures = await Promise.all(Array.from({ length: 20 }, () => rest(env, '/rpc/fx_fail', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"msg":"boom"}',
    })));
    expect(failures.map((r) => r.status)).toEqual(Array(20).fill(400));
    const reads = await Promise.all(Array.from({ length: 20 }, () => rest(env, '/fx_counters?select=name&order=name', {
      headers: { apikey: env.serviceKey, ...bearer(env.serviceKey) },
    })));
    for (const r of reads) expect(await r.json()).toEqual([{ name: 'a' }]);
  });

  it('rolls back with Prefer: tx=rollback and still answers the written row', async () => {
    const svc = { apikey: env.serviceKey, ...bearer(env.serviceKey) };
    const res = await rest(env, '/fx_counters?select=name,n', {
      method: 'POST',
      headers: { ...svc, 'content-type': 'application/json', prefer: 'return=representation, tx=rollback' },
      body: JSON.stringify({ name: 'ghost', n: 7 }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ name: 'ghost', n: 7 }]);
    expect(await (await rest(env, '/fx_counters?select=name&name=eq.ghost', { headers: svc })).json()).toEqual([]);
  });
});
