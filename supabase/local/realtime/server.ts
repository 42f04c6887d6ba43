// Realtime at /realtime/v1/websocket: the Phoenix channel protocol realtime-js speaks, with
// postgres_changes fed by triggers + LISTEN/NOTIFY (capture.sql) and checked per subscriber under RLS.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { StackContext } from '../context.ts';
import { installCapture, listenForChanges, type RawChange } from './capture.ts';
import { Registry, type Conn } from './channels.ts';
import { deliver, prepareDelivery } from './dispatch.ts';
import { decode, type Vsn } from './frames.ts';
import { claimsForKey, handleMessage } from './protocol.ts';
import { TableCache } from './tables.ts';

const PATH = '/realtime/v1/websocket';

function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Forbidden'}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export async function attachRealtime(server: Server, ctx: StackContext): Promise<{ close(): Promise<void> }> {
  const registry = new Registry();
  const tables = new TableCache(ctx.pool);
  await installCapture(ctx);
  const onReload = async () => {
    tables.clear();
    await installCapture(ctx);
  };
  ctx.onSchemaReload.push(onReload);

  // Changes are prepared concurrently but delivered in commit (notification) order.
  let queue: Promise<void> = Promise.resolve();
  const listener = await listenForChanges(ctx, (pending: Promise<RawChange | null>) => {
    const prepared = pending.then((change) => (change ? prepareDelivery(change, registry, tables, ctx.pool) : []));
    queue = queue.then(() =>
      prepared.then(
        (items) => deliver(items, registry),
        (e) => ctx.log('realtime: delivery failed', { error: String(e) }),
      ),
    );
  }, () => tables.clear());

  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 * 1024 });
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== PATH && url.pathname !== `${PATH}/`) {
      if (server.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    const apikey = url.searchParams.get('apikey') ?? (req.headers.apikey as string | undefined);
    if (!apikey) return refuse(socket, 401, 'MissingAPIKey: No API key found in request');
    const vsn: Vsn = url.searchParams.get('vsn') === '2.0.0' ? '2.0.0' : '1.0.0';
    claimsForKey(ctx, apikey).then(
      (apikeyClaims) =>
        wss.handleUpgrade(req, socket, head, (ws) => {
          const conn: Conn = { ws, vsn, apikeyClaims, channels: new Map() };
          onConnection(conn);
        }),
      (e: Error) => refuse(socket, 403, `InvalidJWTToken: ${e.message}`),
    );
  };

  const onConnection = (conn: Conn) => {
    const ws: WebSocket = conn.ws;
    // Messages of one socket are handled one after another, as a Phoenix socket process does.
    let chain: Promise<void> = Promise.resolve();
    ws.on('message', (data, isBinary) => {
      const m = decode(Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer), isBinary, conn.vsn);
      if (!m) return;
      chain = chain.then(() =>
        handleMessage(ctx, registry, tables, conn, m).catch((e) => ctx.log('realtime: message failed', { error: String(e) })),
      );
    });
    ws.on('close', () => registry.removeConn(conn));
    ws.on('error', () => registry.removeConn(conn));
  };

  server.on('upgrade', onUpgrade);
  return {
    async close() {
      server.off('upgrade', onUpgrade);
      const i = ctx.onSchemaReload.indexOf(onReload);
      if (i >= 0) ctx.onSchemaReload.splice(i, 1);
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await listener.stop();
      await queue.catch(() => undefined);
    },
  };
}
