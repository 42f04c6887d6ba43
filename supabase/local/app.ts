// The gateway: one Hono app with CORS, API-key mapping, body limits and one error handler, mounting each
// service's sub-app under Supabase's paths.
import crypto from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { HTTPException } from 'hono/http-exception';
import type { StackContext } from './context.ts';
import { corsMiddleware } from './cors.ts';
import { mapApiKeyHeaders, type ApiKeySet } from './keys.ts';

const BODY_LIMIT = 1024 * 1024;

export interface SubApps {
  rest: Hono;
  auth: Hono;
  storage: Hono;
  functions?: Hono;
  /** The local stand-in of the functions' HTTP mail API (mail/http-api.ts), while the inbox runs. */
  mailApi?: Hono;
}

type Env = { Variables: { requestId: string } };

// Reading (and dropping) a moderately oversized body keeps the keep-alive connection usable for the client.
async function drain(req: Request, max = 8 * BODY_LIMIT) {
  if (!req.body || req.bodyUsed) return;
  let seen = 0;
  try {
    for await (const chunk of req.body as unknown as AsyncIterable<Uint8Array>) {
      seen += chunk.byteLength;
      if (seen > max) break;
    }
  } catch {
    // the client went away
  }
}

const tooLarge = (service: 'rest' | 'auth') => async (c: Context) => {
  await drain(c.req.raw);
  return service === 'rest'
    ? c.json({ code: 'PGRST413', details: null, hint: null, message: 'Payload Too Large' }, 413)
    : c.json({ code: 'request_too_large', error_code: 'request_too_large', msg: 'Request body too large',
      message: 'Request body too large' }, 413);
};

// hono's bodyLimit reads `req.body`, which makes @hono/node-server build a full undici Request (and a web
// stream) for every request, GETs included; the declared length answers without that.
const limitBody = (service: 'rest' | 'auth'): MiddlewareHandler => {
  const onError = tooLarge(service);
  const streamed = bodyLimit({ maxSize: BODY_LIMIT, onError });
  return (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length, 10) > BODY_LIMIT ? onError(c) : next();
    }
    return streamed(c, next);
  };
};

export function createApp(ctx: StackContext, apps: SubApps): Hono<Env> {
  const app = new Hono<Env>();

  app.use('*', async (c, next) => {
    const id = crypto.randomUUID();
    c.set('requestId', id);
    await next();
    // Not c.header, which rebuilds a finished response as a full undici Response; corsMiddleware (inside)
    // has already made these headers mutable.
    c.res.headers.set('x-request-id', id);
  });
  // Functions answer CORS themselves, preflight included, as on the hosted platform: a function's own CORS
  // mistake must show up here, not be covered by the gateway.
  app.use('*', except('/functions/v1/*', corsMiddleware()));
  app.use('/rest/v1/*', limitBody('rest'));
  app.use('/auth/v1/*', limitBody('auth'));

  app.route('/rest/v1', apps.rest);
  app.route('/auth/v1', apps.auth);
  app.route('/storage/v1', apps.storage);
  if (apps.functions) app.route('/functions/v1', apps.functions);
  else app.all('/functions/v1/*', (c) => c.json({ code: 'NOT_FOUND', message: 'Edge functions are disabled' }, 404));
  if (apps.mailApi) app.route('/mail-api', apps.mailApi);

  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    const requestId = c.get('requestId') ?? crypto.randomUUID();
    ctx.log('unexpected error', { requestId, path: c.req.path, error: err instanceof Error ? err.stack : String(err) });
    return c.json({ message: 'Internal Server Error', request_id: requestId }, 500, { 'x-request-id': requestId });
  });
  return app;
}

/** The fetch entry: maps sb_ keys to JWTs (rare, so the Request is rebuilt only then) and calls the app. */
export function gatewayFetch(app: Hono<Env>, keys: ApiKeySet) {
  return (req: Request, env?: unknown): Response | Promise<Response> => {
    const changes = mapApiKeyHeaders(req.headers, keys);
    if (changes) {
      const headers = new Headers(req.headers);
      for (const [k, v] of Object.entries(changes)) headers.set(k, v);
      const init: RequestInit & { duplex?: 'half' } = { headers };
      if (req.body) init.duplex = 'half';
      req = new Request(req, init);
    }
    return app.fetch(req, env);
  };
}
