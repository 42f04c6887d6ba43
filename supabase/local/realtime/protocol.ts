// Handles the client events of one socket: heartbeat, phx_join, access_token, phx_leave, broadcast, presence.
import type { StackContext } from '../context.ts';
import { verifyJwt, type Claims } from '../jwt.ts';
import { opaqueKeys } from '../keys.ts';
import { push, reply, send, type Binding, type Channel, type Conn, type Registry } from './channels.ts';
import { FilterError, parseFilter, type Filter } from './filter.ts';
import type { Message } from './frames.ts';
import type { TableCache } from './tables.ts';

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);

/** Claims for an apikey or access token; sb_ keys map to the anon or service JWT as the gateway does. */
export async function claimsForKey(ctx: StackContext, key: string): Promise<Claims> {
  const opaque = opaqueKeys(ctx.config.jwtSecret);
  if (key === opaque.publishableKey) key = ctx.anonKey;
  else if (key === opaque.secretKey) key = ctx.serviceRoleKey;
  return verifyJwt(key, ctx.config.jwtSecret);
}

interface RawBinding {
  event?: unknown;
  schema?: unknown;
  table?: unknown;
  filter?: unknown;
  [k: string]: unknown;
}

async function parseBindings(raw: RawBinding[], registry: Registry, tables: TableCache): Promise<{ bindings: Binding[]; echo: RawBinding[] }> {
  const bindings: Binding[] = [];
  const echo: RawBinding[] = [];
  for (const r of raw) {
    // Not a string: '' is no event, so the error below names what was sent.
    const event = r.event === undefined || r.event === null ? '*' : typeof r.event === 'string' ? r.event.toUpperCase() : '';
    if (!EVENTS.has(event)) throw new Error(`Unable to subscribe to changes with given parameters: invalid event ${String(r.event)}`);
    const schema = typeof r.schema === 'string' && r.schema ? r.schema : 'public';
    const table = typeof r.table === 'string' ? r.table : undefined;
    let filter: Filter | undefined;
    if (typeof r.filter === 'string' && r.filter) {
      filter = parseFilter(r.filter);
      if (!table || table === '*') throw new FilterError('Error parsing `filter` params: a filter needs a table');
      const info = await tables.get(schema, table);
      if (!info) throw new Error(`Unable to subscribe to changes with given parameters: table ${schema}.${table} does not exist`);
      if (!info.columns.some((c) => c.name === filter!.column)) {
        throw new FilterError(`Error parsing \`filter\` params: column ${filter.column} does not exist`);
      }
    }
    const id = registry.bindingId();
    bindings.push({ id, event, schema, table, filter });
    // Echo exactly what the client sent (it compares by index), plus the id.
    echo.push({ ...r, id });
  }
  return { bindings, echo };
}

export async function handleMessage(ctx: StackContext, registry: Registry, tables: TableCache, conn: Conn, m: Message): Promise<void> {
  if (m.topic === 'phoenix' && m.event === 'heartbeat') return reply(conn, m, 'ok', {});
  const ch = conn.channels.get(m.topic);
  switch (m.event) {
    case 'phx_join':
      return join(ctx, registry, tables, conn, m);
    case 'access_token': {
      const token = m.payload.access_token;
      if (!ch || typeof token !== 'string' || token.startsWith('sb_')) return;
      try {
        ch.claims = await claimsForKey(ctx, token);
      } catch (e) {
        push(ch, 'system', { extension: 'system', status: 'error', message: `Invalid JWT: ${(e as Error).message}`, channel: channelName(m.topic) });
        registry.remove(ch);
        push(ch, 'phx_close', {});
      }
      return;
    }
    case 'phx_leave':
      reply(conn, m, 'ok', {});
      if (ch) {
        registry.remove(ch);
        push(ch, 'phx_close', {});
      }
      return;
    case 'broadcast':
      if (!ch) return;
      if (ch.broadcastAck && m.ref) reply(conn, m, 'ok', {});
      for (const other of registry.channels) {
        if (other.topic !== ch.topic || (other === ch && !ch.broadcastSelf)) continue;
        send(other.conn, { joinRef: null, ref: null, topic: other.topic, event: 'broadcast', payload: m.payload });
      }
      return;
    case 'presence':
      // Presence is not implemented beyond acknowledging, so clients that track do not time out.
      if (m.ref) reply(conn, m, 'ok', {});
      return;
    default:
      if (m.ref) reply(conn, m, 'ok', {});
  }
}

const channelName = (topic: string) => topic.replace(/^realtime:/, '');

async function join(ctx: StackContext, registry: Registry, tables: TableCache, conn: Conn, m: Message): Promise<void> {
  const config = (m.payload.config ?? {}) as {
    postgres_changes?: RawBinding[];
    broadcast?: { self?: boolean; ack?: boolean };
    presence?: { enabled?: boolean };
  };
  let claims = conn.apikeyClaims;
  const token = m.payload.access_token;
  if (typeof token === 'string' && token && !token.startsWith('sb_')) {
    try {
      claims = await claimsForKey(ctx, token);
    } catch (e) {
      return reply(conn, m, 'error', { reason: `InvalidJWTToken: ${(e as Error).message}` });
    }
  }
  let parsed: { bindings: Binding[]; echo: RawBinding[] };
  try {
    parsed = await parseBindings(Array.isArray(config.postgres_changes) ? config.postgres_changes : [], registry, tables);
  } catch (e) {
    return reply(conn, m, 'error', { reason: (e as Error).message });
  }
  const ch: Channel = {
    conn,
    topic: m.topic,
    joinRef: m.joinRef ?? m.ref,
    claims,
    bindings: parsed.bindings,
    broadcastSelf: Boolean(config.broadcast?.self),
    broadcastAck: Boolean(config.broadcast?.ack),
  };
  // Registered before the reply, so a change right after "subscribed" is not missed.
  registry.add(ch);
  reply(conn, m, 'ok', { postgres_changes: parsed.echo });
  if (config.presence?.enabled) push(ch, 'presence_state', {});
  if (parsed.bindings.length) {
    push(ch, 'system', { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: channelName(m.topic) });
  }
}
