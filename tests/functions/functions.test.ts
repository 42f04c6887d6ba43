// Edge functions under real Deno, through supabase-js: auth pass-through, JSON and CSV bodies,
// crashes, CORS preflight, env and hot reload.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { signJwt } from '../../supabase/local/jwt.ts';
import { FIXTURE_FUNCTIONS, startFixtureStack } from './fixture-stack.ts';

type Stack = Awaited<ReturnType<typeof startFixtureStack>>;
let stack: Stack;
let anon: SupabaseClient;
const opts = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws as never } };

beforeAll(async () => {
  stack = await startFixtureStack();
  anon = createClient(stack.apiUrl, stack.anonKey, opts);
});
afterAll(async () => {
  await stack?.cleanup();
});

describe('functions', () => {
  it('passes JSON in and out, the path, headers and the Supabase environment', async () => {
    const { data, error } = await anon.functions.invoke('echo', { body: { cheese: 'pecorino', qty: 2 }, headers: { 'x-custom': 'yes' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      contentType: 'application/json',
      custom: 'yes',
      body: { cheese: 'pecorino', qty: 2 },
      role: 'anon',
      env: { SUPABASE_URL: stack.apiUrl, hasAnonKey: true, hasServiceKey: true, hasDbUrl: true, FIXTURE_SECRET: 'from-dotenv' },
    });
    expect(data.env.SMTP_HOST).toBe(stack.smtp?.host);
  });

  it("passes a signed-in user's token through to the function", async () => {
    // A user access token as auth issues it (the function only reads it; auth has its own tests).
    const sub = crypto.randomUUID();
    const token = await signJwt({ role: 'authenticated', aud: 'authenticated', sub, exp: Math.floor(Date.now() / 1000) + 600 }, stack.config.jwtSecret);
    const user = createClient(stack.apiUrl, stack.anonKey, { ...opts, global: { headers: { Authorization: `Bearer ${token}` } } });
    const { data } = await user.functions.invoke('echo/sub/path?x=1', { method: 'GET' });
    expect(data).toMatchObject({ method: 'GET', path: '/echo/sub/path', query: { x: '1' }, role: 'authenticated', sub });
  });

  it('refuses a missing or invalid JWT with 401 before the function runs', async () => {
    const none = await fetch(`${stack.apiUrl}/functions/v1/guarded`, { method: 'POST' });
    expect(none.status).toBe(401);
    const bad = await fetch(`${stack.apiUrl}/functions/v1/guarded`, { method: 'POST', headers: { Authorization: 'Bearer not.a.jwt' } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ msg: 'Invalid JWT' });
  });

  it('answers the CORS preflight without a token', async () => {
    const res = await fetch(`${stack.apiUrl}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type' },
    });
    expect(res.ok).toBe(true);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toMatch(/authorization.*apikey|apikey.*authorization/);
  });

  it('returns CSV as text with its content type (export default { fetch } form)', async () => {
    const { data, error, response } = await anon.functions.invoke('csv-export', { method: 'GET' });
    expect(error).toBeNull();
    expect(response?.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response?.headers.get('content-disposition')).toBe('attachment; filename="orders.csv"');
    expect(data).toBe('sku,name,price\nPEC-01,"Pecorino, stagionato",18.50\n');
  });

  it('turns a thrown error into a clean JSON 500, and survives a worker that exits', async () => {
    const thrown = await anon.functions.invoke('boom');
    expect(thrown.error).toBeInstanceOf(FunctionsHttpError);
    const res = (thrown.error as FunctionsHttpError).context as Response;
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: 'FUNCTION_ERROR', message: 'fixture exploded' });

    const exited = await fetch(`${stack.apiUrl}/functions/v1/boom?exit=1`, { method: 'POST', headers: { Authorization: `Bearer ${stack.anonKey}` } });
    expect(exited.status).toBe(500);
    expect((await exited.json()).code).toBe('WORKER_ERROR');
    // The stack and the other functions are still up.
    const after = await anon.functions.invoke('echo', { body: {} });
    expect(after.error).toBeNull();
  });

  it('answers 404 for an unknown function', async () => {
    const res = await fetch(`${stack.apiUrl}/functions/v1/no-such-fn`, { headers: { Authorization: `Bearer ${stack.serviceRoleKey}` } });
    expect(res.status).toBe(404);
  });

  it('picks up changed code without a restart', async () => {
    const dir = path.join(FIXTURE_FUNCTIONS, `tmp-reload-${process.pid}`);
    const write = (v: string) => fs.writeFileSync(path.join(dir, 'index.ts'), `Deno.serve(() => Response.json({ v: '${v}' }));\n`);
    fs.mkdirSync(dir, { recursive: true });
    try {
      write('one');
      const name = path.basename(dir);
      // Not in the fixtures' config.toml, so verify_jwt is on: a service-role caller passes.
      const service = createClient(stack.apiUrl, stack.serviceRoleKey, opts);
      expect((await service.functions.invoke(name)).data).toEqual({ v: 'one' });
      write('two');
      // A later modification time whatever the file system's granularity; the pool's short stat cache then
      // notices it on some request soon after.
      const later = new Date(Date.now() + 2000);
      fs.utimesSync(path.join(dir, 'index.ts'), later, later);
      await expect.poll(async () => (await service.functions.invoke(name)).data, { timeout: 10_000, interval: 50 }).toEqual({ v: 'two' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
