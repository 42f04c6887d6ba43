// PostgREST-compatible /rest/v1: parse → plan → SQL → execute → respond, one transaction per request.
import { Hono, type Context } from 'hono';
import { clientAddress, setForwardedFor } from '../client-address.ts';
import type { StackContext } from '../context.ts';
import { JwtError, claimsFromHeaders, type Claims } from '../jwt.ts';
import { encodeBody } from './compress.ts';
import { RestError, fromPgError, isPgError } from './errors.ts';
import { DEFAULT_DB_CONFIG, loadDbConfig, type DbConfig } from './db-config.ts';
import { bumpGeneration, clearStatementNames, execute, type Statement } from './execute.ts';
import { explainSql } from './explain.ts';
import { prepareRpc, rpcCounted } from './handle-rpc.ts';
import { prepareTable } from './handle-table.ts';
import { negotiate, parsePrefer, type MediaType, type Preferences } from './headers.ts';
import { parseQuery } from './parse-query.ts';
import { contentRange, errorReply, formatBody, readReply, reportedTotal, singularError, type DbResult, type Reply } from './respond.ts';
import { loadSchemaCache, type Func, type SchemaCache } from './schema-cache.ts';
import { Timer } from './timing.ts';

const MAX_BODY_BYTES = 1024 * 1024;

export function createRestApp(ctx: StackContext): Hono {
  const schemas = ctx.config.apiSchemas;
  let caches = new Map<string, Promise<SchemaCache>>();
  const schema = (name: string) => {
    let c = caches.get(name);
    if (!c) {
      c = loadSchemaCache(ctx.pool, name, ctx.config.extraSearchPath).catch((e: unknown) => {
        caches.delete(name);
        throw e;
      });
      caches.set(name, c);
    }
    return c;
  };
  let dbConfig: DbConfig = DEFAULT_DB_CONFIG;
  ctx.onSchemaReload.push(async () => {
    const next = new Map(schemas.map((name) => [name, loadSchemaCache(ctx.pool, name, ctx.config.extraSearchPath)]));
    await Promise.all(next.values());
    dbConfig = await loadDbConfig(ctx.pool);
    caches = next;
    bumpGeneration();
    clearStatementNames();
  });

  // Same URL and headers → same statement and values: reads skip parse and plan (cleared on reload).
  const readCache = new Map<string, ReturnType<typeof prepareTable>>();
  const tokens = new TokenCache();
  ctx.onSchemaReload.push(() => Promise.resolve(readCache.clear()));

  const app = new Hono();

  app.get('/', async (c) => {
    let name: string;
    try {
      name = profileOf(c.req.raw, schemas).name;
    } catch (e) {
      return send(errorReply(toRestError(e, 'anon', ctx)), new Timer(), null);
    }
    const s = await schema(name);
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
      const profile = profileOf(req, schemas);
      try {
        claims = await tokens.claims(req.headers, ctx.config.jwtSecret);
      } catch (e) {
        if (e instanceof JwtError) throw new RestError(401, e.code, e.message);
        throw e;
      }
      t.mark('jwt');
      const prefs = parsePrefer(req.headers.get('prefer'));
      const accepted = negotiate(req.headers.get('accept'), dbConfig.plan);
      const media = accepted.media;
      const url = new URL(req.url);
      const params = [...url.searchParams];
      const body = method === 'POST' || method === 'PATCH' ? await readJson(req, rpc) : undefined;
      const s = await schema(profile.name);
      t.mark('parse');
      const readOnly = method === 'GET' || method === 'HEAD';
      const request = {
        method,
        path: url.pathname,
        headers: forwardedHeaders(c, req.headers, ctx.config.trustedIpHeader),
        searchPath: [profile.name, ...ctx.config.extraSearchPath],
      };
      const name = decodeURIComponent(c.req.param(rpc ? 'fn' : 'table') ?? '');
      const head = method === 'HEAD';
      const aggregates = dbConfig.aggregates;
      const explain = accepted.plan ? (stmt: Statement): Statement => ({ sql: explainSql(accepted.plan!, stmt.sql), values: stmt.values }) : undefined;
      let reply: Reply;
      if (rpc) {
        if (!['GET', 'HEAD', 'POST'].includes(method)) throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
        const prep = prepareRpc(s, { name, method, params, body, prefs, maxRows: ctx.config.maxRows, media, aggregates });
        t.mark('plan');
        const stmt = explain ? explain(prep.stmt) : prep.stmt;
        const r = await execute(ctx.pool, claims, stmt, { readOnly, rollback: prefs.tx === 'rollback', request, explain: !!explain });
        t.mark('db');
        reply = explain ? planReply(r, accepted.planMime!) : rpcReply(prep.fn, r, { offset: prep.offset, counted: rpcCounted(prefs), media, head });
      } else {
        const key = readOnly ? `${profile.name} ${method} ${name} ${url.search} ${req.headers.get('accept')} ${req.headers.get('prefer')} ${aggregates}` : '';
        let prep = key ? readCache.get(key) : undefined;
        if (!prep) {
          const ast = parseQuery(params);
          prep = prepareTable(s, { method, table: name, ast, prefs, media, body, maxRows: ctx.config.maxRows, aggregates });
          if (key) {
            if (readCache.size > 2000) readCache.clear();
            readCache.set(key, prep);
          }
        }
        t.mark('plan');
        const singular = media === 'object' && prefs.return === 'representation';
        const check = prep.kind === 'write' && singular && !explain ? (x: DbResult) => { if (x.n !== 1) throw singularError(x.n); } : undefined;
        const r = await execute(ctx.pool, claims, explain ? explain(prep.stmt) : prep.stmt, {
          readOnly, rollback: prefs.tx === 'rollback', request, check, explain: !!explain, explainCount: explain ? undefined : prep.explainCount,
        });
        t.mark('db');
        if (explain) reply = planReply(r, accepted.planMime!);
        else if (prep.kind === 'read') {
          const total = reportedTotal(r, prefs.count, ctx.config.maxRows);
          reply = readReply(r, { offset: prep.offset, total, media, head });
        } else reply = writeReply(method, r, prefs, media);
      }
      if (profile.negotiated && reply.headers['content-type']) reply.headers['content-profile'] = profile.name;
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
 * The request's schema, as PostgREST's getSchema: Accept-Profile on GET/HEAD, Content-Profile otherwise, the
 * first exposed schema without one; `negotiated` (a profile was given, or several schemas are exposed) adds
 * Content-Profile to the response.
 */
function profileOf(req: Request, schemas: string[]): { name: string; negotiated: boolean } {
  const read = req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS';
  const asked = req.headers.get(read ? 'accept-profile' : 'content-profile');
  if (asked === null) return { name: schemas[0], negotiated: schemas.length > 1 };
  if (!schemas.includes(asked)) {
    throw new RestError(406, 'PGRST106', `Invalid schema: ${asked}`, null, `Only the following schemas are exposed: ${schemas.join(', ')}`);
  }
  return { name: asked, negotiated: true };
}

/** A function's result: 204 for void, a page for a set, one value otherwise; Content-Range on each. */
function rpcReply(fn: Func, r: DbResult, o: { offset: number; counted: boolean; media: MediaType; head: boolean }): Reply {
  const total = o.counted && r.total !== null ? Number(r.total) : null;
  if (fn.returnKind === 'void') return { status: 204, headers: { 'content-range': contentRange(0, 1, total) }, body: null };
  if (fn.retset) return readReply(r, { offset: o.offset, total, media: o.media, head: o.head });
  let text = r.body ?? 'null';
  if (fn.returnKind === 'composite' || fn.returnKind === 'relation') text = JSON.stringify((JSON.parse(text) as unknown[])[0] ?? null);
  const headers = { 'content-type': 'application/json; charset=utf-8', 'content-range': contentRange(0, 1, total) };
  return { status: 200, headers, body: o.head ? null : text };
}

function planReply(r: DbResult, mime: string): Reply {
  return { status: 200, headers: { 'content-type': `${mime}; charset=utf-8` }, body: r.body ?? '' };
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

function writeReply(method: string, r: DbResult, prefs: Preferences, media: MediaType): Reply {
  const headers: Record<string, string> = {};
  if (prefs.count) headers['content-range'] = method === 'PATCH' && r.n > 0 ? `0-${r.n - 1}/${r.total}` : `*/${r.total}`;
  // A merge upsert that only updated answers 200, as PostgREST's pgrst.inserted count decides.
  const created = method === 'POST' && !(prefs.resolution === 'merge-duplicates' && (r.inserted ?? 0) <= 0);
  if (prefs.return !== 'representation') return { status: created ? 201 : method === 'POST' ? 200 : 204, headers, body: null };
  const f = formatBody(r.body ?? '[]', media);
  headers['content-type'] = f.type;
  return { status: created ? 201 : 200, headers, body: f.body };
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
