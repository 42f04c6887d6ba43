// The gateway in front of auth (and every service): CORS preflight, new-style keys, unknown routes.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import ws from 'ws';
import { opaqueKeys } from '../../supabase/local/keys.ts';
import { jwtSecret, stackUrl, uniqueEmail } from '../helpers/clients.ts';

// The keys the stack derived from its secret (keys.ts is pure).
const status = async () => opaqueKeys(jwtSecret());

describe('gateway', () => {
  it('answers a CORS preflight without any key', async () => {
    const res = await fetch(`${stackUrl()}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = res.headers.get('access-control-allow-headers') ?? '';
    for (const h of ['apikey', 'authorization', 'x-client-info', 'x-supabase-api-version', 'prefer', 'range']) {
      expect(allowed).toContain(h);
    }
  });

  it('accepts sb_publishable_ keys with supabase-js (mapped to the anon role)', async () => {
    const { publishableKey } = await status();
    const sb = createClient(stackUrl(), publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as never },
    });
    const email = uniqueEmail('publishable');
    const { data, error } = await sb.auth.signUp({ email, password: 'pecorino-123' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('accepts sb_secret_ keys for the admin API', async () => {
    const { secretKey } = await status();
    const sb = createClient(stackUrl(), secretKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as never },
    });
    const { error } = await sb.auth.admin.listUsers({ perPage: 1 });
    expect(error).toBeNull();
  });

  it('answers unknown routes with JSON 404 and a request id', async () => {
    const res = await fetch(`${stackUrl()}/nope`);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.json()).toEqual({ message: 'no Route matched with those values' });
  });
});
