// Edge functions at /functions/v1/<name>[/*]: each runs under real Deno in its own worker process, from its
// own deploy configuration; requests are proxied to it unchanged and its response returned verbatim (no CORS
// added: a function answers its own preflight, as hosted). verify_jwt and the resource limits are the gateway's.
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { StackContext } from '../context.ts';
import { clientAddress, setForwardedFor } from '../client-address.ts';
import { verifyJwt } from '../jwt.ts';
import { functionEnv } from './env.ts';
import { forward, type Forwarded } from './forward.ts';
import { verifyJwtSetting } from './verify-jwt.ts';
import { WorkerPool } from './worker-pool.ts';

const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
// Hop-by-hop headers are the proxy's own business, never forwarded.
const HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length'];

// The gateway's own refusals are readable by the browser; a function's responses carry only its own headers.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
  });

// What the hosted runtime answers when a worker is stopped by a resource limit (wall clock, CPU, memory).
const WORKER_LIMIT = { code: 'WORKER_LIMIT', message: 'Function failed due to not having enough compute resources (please check logs)' };

export type FunctionsApp = Hono & { stopWorkers(): Promise<void> };

export function createFunctionsApp(ctx: StackContext): FunctionsApp {
  const functionsDir = ctx.config.functionsDir;
  // config.toml sits beside the functions folder (supabase/config.toml for supabase/functions).
  const configToml = path.join(functionsDir, '..', 'config.toml');
  const pool = new WorkerPool({
    functionsDir,
    env: () => functionEnv(ctx, functionsDir),
    log: (m) => ctx.log(m),
    maxRssMb: Number(process.env.SUPABASE_LOCAL_FUNCTION_MAX_RSS_MB ?? 128),
    memoryLimitMb: ctx.config.functionMemoryMb,
  });
  const app = new Hono() as FunctionsApp;
  app.stopWorkers = () => pool.stop();

  const handle = async (c: Context) => {
    const name = c.req.param('name') ?? '';
    if (!NAME.test(name) || !pool.entryOf(name)) {
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    const req = c.req.raw;
    if (req.method !== 'OPTIONS' && verifyJwtSetting(configToml, name)) {
      const auth = req.headers.get('authorization');
      if (!auth) return json(401, { msg: 'Error: Missing authorization header' });
      let role: unknown;
      try {
        role = (await verifyJwt(auth.replace(/^bearer\s+/i, ''), ctx.config.jwtSecret)).role;
      } catch {
        return json(401, { msg: 'Invalid JWT' });
      }
      // With publishable keys the hosted gateway lets no anonymous caller through a verify_jwt function.
      if (role === 'anon') return json(401, { msg: 'Invalid JWT' });
    }
    let port: number;
    try {
      port = await pool.portFor(name);
    } catch (e) {
      ctx.log(`functions: ${name} failed to boot`, { error: String(e) });
      return json(500, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
    }
    // The function sees its path from /<name>, as under the Supabase edge runtime.
    const url = new URL(req.url);
    const sub = url.pathname.slice(url.pathname.indexOf(`/${name}`));
    const headers = new Headers(req.headers);
    HOP.forEach((h) => headers.delete(h));
    const trusted = ctx.config.trustedIpHeader;
    setForwardedFor(headers, clientAddress(c, trusted), trusted);
    let res: Forwarded;
    // The wall clock runs until the function answers; past it the worker is stopped, as hosted.
    const clock = new AbortController();
    const timer = setTimeout(() => clock.abort(), ctx.config.functionWallClockMs);
    try {
      res = await forward(port, `${sub}${url.search}`, req, headers, clock.signal);
    } catch (e) {
      if (clock.signal.aborted) {
        ctx.log(`functions: ${name} exceeded the wall-clock limit, stopping its worker`);
        pool.terminate(port);
        return json(546, WORKER_LIMIT);
      }
      if (await pool.diedOfMemory(port)) {
        ctx.log(`functions: ${name} exceeded the memory limit`);
        return json(546, WORKER_LIMIT);
      }
      ctx.log(`functions: ${name} crashed`, { error: String(e) });
      return json(500, { code: 'WORKER_ERROR', message: 'Function exited unexpectedly' });
    } finally {
      clearTimeout(timer);
    }
    ['connection', 'keep-alive', 'transfer-encoding'].forEach((h) => res.headers.delete(h));
    // The body is passed on as the worker sent it (encoded or not), so its content-encoding stays true.
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };

  app.all('/:name', handle);
  app.all('/:name/*', handle);
  return app;
}
