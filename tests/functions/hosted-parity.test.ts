// The local functions runtime fails where the hosted one would: verify_jwt refuses anonymous callers, CORS is
// the function's own, the wall clock and the heap limit stop a worker with 546, only hosted variables are
// visible, and a function runs from its own deploy configuration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureStack } from './fixture-stack.ts';

type Stack = Awaited<ReturnType<typeof startFixtureStack>>;
let stack: Stack;
const call = (name: string, init: RequestInit = {}, key = stack.anonKey) =>
  fetch(`${stack.apiUrl}/functions/v1/${name}`, {
    ...init,
    headers: { apikey: key, Authorization: `Bearer ${key}`, ...(init.headers as Record<string, string>) },
  });
const preflight = (name: string) =>
  fetch(`${stack.apiUrl}/functions/v1/${name}`, {
    method: 'OPTIONS',
    headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info' },
  });

beforeAll(async () => {
  stack = await startFixtureStack();
});
afterAll(async () => {
  await stack?.cleanup();
});

describe('functions as hosted', () => {
  it('refuses the anon key and the publishable key when verify_jwt is on, and lets the service role through', async () => {
    const anon = await call('guarded');
    expect(anon.status).toBe(401);
    const publishable = await fetch(`${stack.apiUrl}/functions/v1/guarded`, { headers: { apikey: stack.publishableKey } });
    expect(publishable.status).toBe(401);
    const service = await call('guarded', {}, stack.serviceRoleKey);
    expect(service.status).toBe(200);
    // verify_jwt = false in config.toml: the anonymous caller reaches the function.
    expect((await call('echo', { method: 'POST', body: '{}' })).status).toBe(200);
  });

  it("gives the browser the function's own CORS answer: the gateway adds nothing under /functions/v1", async () => {
    const pre = await preflight('no-cors');
    expect(pre.status).toBe(405);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const res = await call('no-cors');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    // A function that answers its preflight is what the browser sees, headers and all.
    const ok = await preflight('echo');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-headers')).toContain('x-client-info');
    expect(ok.headers.get('access-control-expose-headers')).toBe('content-type, content-disposition');
  });

  it('stops a function past the wall-clock limit with 546 WORKER_LIMIT and serves the next call from a fresh worker', async () => {
    const first = await (await call('slow?ms=0')).json();
    const res = await call('slow?ms=10000');
    expect(res.status).toBe(546);
    expect((await res.json()).code).toBe('WORKER_LIMIT');
    const next = await call('slow?ms=0');
    expect(next.status).toBe(200);
    expect((await next.json()).pid).not.toBe(first.pid);
  });

  it('stops a function past the memory limit with 546 WORKER_LIMIT, and the next call runs', async () => {
    const res = await call('heap-hog?mb=400');
    expect(res.status).toBe(546);
    expect((await res.json()).code).toBe('WORKER_LIMIT');
    expect(await (await call('heap-hog?mb=8')).json()).toEqual({ held: 1 });
  });

  it('shows a function only the variables the hosted runtime gives it, and its declared secrets', async () => {
    const names: string[] = await (await call('env-dump')).json();
    const hosted = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_DB_URL'];
    const mail = ['MAIL_PROVIDER', 'MAIL_API_URL', 'MAIL_API_KEY', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASS', 'SMTP_TLS_CA'];
    const secrets = ['FIXTURE_SECRET', 'SITE_URL', ...mail];
    expect(names).toEqual(expect.arrayContaining(hosted));
    expect(names.filter((n) => !hosted.includes(n) && !secrets.includes(n))).toEqual([]);
  });

  it('boots a function only from its own deploy configuration: an unmapped bare import fails as the bundler would', async () => {
    const unmapped = await call('unmapped-import');
    expect(unmapped.status).toBe(500);
    expect((await unmapped.json()).code).toBe('BOOT_ERROR');
    const mapped = await call('mapped-import');
    expect(await mapped.json()).toEqual({ type: 'function' });
  });
});
