// PostgREST-compatible /rest/v1: parse → plan → SQL → execute → respond, one transaction per request.
import { Hono, type Context } from 'hono';
import { clientAddress, setForwardedFor } from '../client-address.ts';
import type { StackContext } from '../context.ts';
import { JwtError, claimsFromHeaders, type Claims } from '../jwt.ts';
import { encodeBody } from './compress.ts';
import { RestError, fromPgError, isPgError } from './errors.ts';
import { bumpGeneration, clearStatementNames, execute } from './execute.ts';
import { prepareRpc } from './handle-rpc.ts';
import { prepareTable } from './handle-table.ts';
import { parseAccept, parsePrefer } from './headers.ts';
import { parseQuery } from './parse-query.ts';
import { errorReply, formatBody, readReply, singularError, type DbResult, type Reply } from './respond.ts';
import { loadSchemaCache, type SchemaCache } from './schema-cache.ts';
import { Timer } from './timing.ts';

const MAX_BODY_BYTES = 1024 * 1024;
const SCHEMA = 'public';

export function createRestApp(ctx: StackContext): Hono {
  let cache: Promise<SchemaCache> | null = null;
  const schema = () => (cache ??= loadSchemaCache(ctx.pool, SCHEMA).catch((e: unknown) => {
    cache = null;
    throw e;
  }));
  ctx.onSchemaReload.push(async () => {
    const next = loadSchemaCache(ctx.pool, SCHEMA);
    await next;
    cache = next;
    bumpGeneration();
    clearStatementNames();
  });

  // Same URL and headers → same statement and values: reads skip parse and plan (cleared on reload).
  const readCache = new Map<string, ReturnType<typeof prepareTable>>();
  const tokens = new TokenCache();
  ctx.onSchemaReload.push(() => Promise.resolve(readCache.clear()));

  const app = new Hono();

  app.get('/', async (c) => {
    const s = await schema();
    const paths: Record<string, unknown> = { '/': {} };
    for (const name of s.relations.keys()) paths[`/${name}`] = {};
    for (const name of s.functions.keys()) paths[`/rpc/${name}`] = {};
    return c.json({ swagger: '2.0', info: { title: 'PostgREST-compatible API', version: '12' }, basePath: '/', paths });
  });

  const handle = async (c: Context, rpc: boolean): Promise<Response> => {
    const t = new Timer();
    let claims: Claims = { role: 'anon' };
    try {
      const req = c.req.raw;
      const method = req.method;
      const profile = method === 'GET' || method === 'HEAD' ? req.headers.get('accept-profile') : req.headers.get('content-profile');
      if (profile && profile !== SCHEMA) {
        throw new RestError(406, 'PGRST106', `Invalid schema: ${profile}`, null, `Only the following schemas are exposed: ${SCHEMA}`);
      }
      try {
        claims = await tokens.claims(req.headers, ctx.config.jwtSecret);
      } catch (e) {
        if (e instanceof JwtError) throw new RestError(401, e.code, e.message);
        throw e;
      }
      t.mark('jwt');
      const prefs = parsePrefer(req.headers.get('prefer'));
      const media = parseAccept(req.headers.get('accept'));
      const url = new URL(req.url);
      const params = [...url.searchParams];
      const body = method === 'POST' || method === 'PATCH' ? await readJson(req, rpc) : undefined;
      const s = await schema();
      t.mark('parse');
      const readOnly = method === 'GET' || method === 'HEAD';
      const request = { method, path: url.pathname, headers: forwardedHeaders(c, req.headers, ctx.config.trustedIpHeader) };
      const name = decodeURIComponent(c.req.param(rpc ? 'fn' : 'table') ?? '');
      let reply: Reply;
      if (rpc) {
        if (!['GET', 'HEAD', 'POST'].includes(method)) throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
        const prep = prepareRpc(s, { name, method, params, body, prefs, maxRows: ctx.config.maxRows });
        t.mark('plan');
        const r = await execute(ctx.pool, claims, prep.stmt, { readOnly, rollback: prefs.tx === 'rollback', request });
        t.mark('db');
        const fn = prep.fn;
        if (fn.returnKind === 'void') reply = { status: 204, headers: {}, body: null };
        else if (fn.retset) reply = readReply(r, { offset: prep.offset, counted: !!prefs.count, media, head: method === 'HEAD' });
        else {
          let text = r.body ?? 'null';
          if (fn.returnKind === 'composite' || fn.returnKind === 'relation') text = JSON.stringify((JSON.parse(text) as unknown[])[0] ?? null);
          reply = { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: method === 'HEAD' ? null : text };
        }
      } else {
        const key = readOnly ? `${method} ${name} ${url.search} ${req.headers.get('accept')} ${req.headers.get('prefer')}` : '';
        let prep = key ? readCache.get(key) : undefined;
        if (!prep) {
          const ast = parseQuery(params);
          prep = prepareTable(s, { method, table: name, ast, prefs, media, body, maxRows: ctx.config.maxRows });
          if (key) {
            if (readCache.size > 2000) readCache.clear();
            readCache.set(key, prep);
          }
        }
        t.mark('plan');
        const singular = media === 'object' && prefs.return === 'representation';
        const check = prep.kind === 'write' && singular ? (x: DbResult) => { if (x.n !== 1) throw singularError(x.n); } : undefined;
        const r = await execute(ctx.pool, claims, prep.stmt, { readOnly, rollback: prefs.tx === 'rollback', request, check });
        t.mark('db');
        reply = prep.kind === 'read'
          ? readReply(r, { offset: prep.offset, counted: !!prefs.count, media, head: method === 'HEAD' })
          : writeReply(method, r, prefs.return === 'representation', !!prefs.count, media);
      }
      if (prefs.applied.length) reply.headers['preference-applied'] = prefs.applied.join(', ');
      t.mark('respond');
      return await send(reply, t, req.headers.get('accept-encoding'));
    } catch (e) {
      return send(errorReply(toRestError(e, claims.role, ctx)), t, c.req.raw.headers.get('accept-encoding'));
    }
  };

  app.all('/rpc/:fn', (c) => handle(c, true));
  app.all('/:table', (c) => handle(c, false));
  return app;
}

/**
 * request.headers as PostgREST sees them behind the hosted gateway: the caller's headers with the gateway's
 * X-Forwarded-For entry appended, so the database can count the real client address (rate limits).
 */
function forwardedHeaders(c: Context, headers: Headers, trustedHeader?: string): Record<string, string> {
  const copy = new Headers(headers);
  setForwardedFor(copy, clientAddress(c, trustedHeader), trustedHeader);
  return Object.fromEntries(copy);
}

/** Verified tokens, kept until they expire, so a signature is checked once per token, not per request. */
class TokenCache {
  private readonly map = new Map<string, Claims>();

  async claims(headers: Headers, secret: string): Promise<Claims> {
    const key = `${headers.get('authorization') ?? ''}|${headers.get('apikey') ?? ''}`;
    const hit = this.map.get(key);
    if (hit && (hit.exp === undefined || hit.exp > Date.now() / 1000)) return hit;
    const claims = await claimsFromHeaders(headers, secret);
    if (this.map.size > 5000) this.map.clear();
    this.map.set(key, claims);
    return claims;
  }
}

function writeReply(method: string, r: DbResult, representation: boolean, counted: boolean, media: ReturnType<typeof parseAccept>): Reply {
  const headers: Record<string, string> = {};
  if (counted) headers['content-range'] = method === 'PATCH' && r.n > 0 ? `0-${r.n - 1}/${r.total}` : `*/${r.total}`;
  if (!representation) return { status: method === 'POST' ? 201 : 204, headers, body: null };
  const f = formatBody(r.body ?? '[]', media);
  headers['content-type'] = f.type;
  return { status: method === 'POST' ? 201 : 200, headers, body: f.body };
}

async function readJson(req: Request, rpc: boolean): Promise<unknown> {
  const type = (req.headers.get('content-type') ?? 'application/json').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json' && type !== 'application/vnd.pgrst.object+json' && !(rpc && type === '')) {
    throw new RestError(415, 'PGRST107', `Content-Type not acceptable: ${type}`);
  }
  const declared = Number(req.headers.get('content-length') ?? 0);
  const tooLarge = () => new RestError(413, 'PGRST413', 'Payload Too Large', `The request body exceeds ${MAX_BODY_BYTES} bytes`);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const buf = await req.arrayBuffer();
  if (buf.byteLength > MAX_BODY_BYTES) throw tooLarge();
  const text = new TextDecoder().decode(buf);
  if (text.trim() === '') {
    if (rpc) return {};
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

function toRestError(e: unknown, role: string, ctx: StackContext): RestError {
  if (e instanceof RestError) return e;
  if (isPgError(e)) return fromPgError(e, role);
  if (e instanceof Error && 'code' in e && (e as { code: unknown }).code === '22023') return new RestError(401, '22023', e.message);
  ctx.log('rest: unexpected error', { error: e instanceof Error ? e.stack : String(e) });
  return new RestError(500, 'PGRST000', 'Internal server error');
}

async function send(reply: Reply, t: Timer, acceptEncoding: string | null): Promise<Response> {
  const headers = new Headers(reply.headers);
  const { body, encoding } = await encodeBody(reply.body, acceptEncoding);
  if (encoding) headers.set('content-encoding', encoding);
  if (reply.body !== null) headers.set('vary', 'Accept-Encoding');
  headers.set('server-timing', t.header());
  return new Response(body, { status: reply.status, headers });
}
