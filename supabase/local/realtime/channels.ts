// The state of joined channels: who listens to what, with which claims.
import type { WebSocket } from 'ws';
import type { Claims } from '../jwt.ts';
import { encode, type Message, type Vsn } from './frames.ts';
import type { Filter } from './filter.ts';

export interface Binding {
  id: number;
  /** '*', 'INSERT', 'UPDATE' or 'DELETE'. */
  event: string;
  schema: string;
  /** Undefined or '*' means every table of the schema. */
  table?: string;
  filter?: Filter;
}

export interface Conn {
  ws: WebSocket;
  vsn: Vsn;
  apikeyClaims: Claims;
  channels: Map<string, Channel>;
}

export interface Channel {
  conn: Conn;
  topic: string;
  joinRef: string | null;
  claims: Claims;
  bindings: Binding[];
  broadcastSelf: boolean;
  broadcastAck: boolean;
}

export function send(conn: Conn, m: Message): void {
  if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(encode(conn.vsn, m));
}

/** A server push on a channel (ref null; vsn 2 carries the channel's join_ref). */
export function push(ch: Channel, event: string, payload: Record<string, unknown>): void {
  send(ch.conn, { joinRef: ch.joinRef, ref: null, topic: ch.topic, event, payload });
}

/** A push whose payload is already JSON text: one stringify per change, not per subscriber. */
export function pushRaw(ch: Channel, event: string, payloadJson: string): void {
  const { conn } = ch;
  if (conn.ws.readyState !== conn.ws.OPEN) return;
  const topic = JSON.stringify(ch.topic);
  conn.ws.send(
    conn.vsn === '2.0.0'
      ? `[${JSON.stringify(ch.joinRef)},null,${topic},${JSON.stringify(event)},${payloadJson}]`
      : `{"topic":${topic},"event":${JSON.stringify(event)},"payload":${payloadJson},"ref":null}`,
  );
}

export function reply(conn: Conn, req: Message, status: 'ok' | 'error', response: Record<string, unknown>): void {
  send(conn, { joinRef: req.joinRef, ref: req.ref, topic: req.topic, event: 'phx_reply', payload: { status, response } });
}

export class Registry {
  readonly channels = new Set<Channel>();
  private nextId = 1;

  bindingId(): number {
    return this.nextId++;
  }

  add(ch: Channel): void {
    const old = ch.conn.channels.get(ch.topic);
    if (old) this.remove(old);
    ch.conn.channels.set(ch.topic, ch);
    this.channels.add(ch);
  }

  remove(ch: Channel): void {
    this.channels.delete(ch);
    if (ch.conn.channels.get(ch.topic) === ch) ch.conn.channels.delete(ch.topic);
  }

  removeConn(conn: Conn): void {
    for (const ch of conn.channels.values()) this.channels.delete(ch);
    conn.channels.clear();
  }
}
