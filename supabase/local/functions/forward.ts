// The gateway's hop to a function's worker, over node:http with kept-alive connections. fetch (undici) was the
// largest part of the gateway's CPU per function call: it writes a request body given as a web stream chunk by
// chunk (writeIterable), and a proxied response went back through a second web stream. A body of a declared
// length (every supabase-js call) is read whole through @hono/node-server's fast path and sent in one write; a
// response of a declared length comes back as one buffer. Anything else (chunked bodies, streamed answers such
// as server-sent events) still streams both ways.
import http from 'node:http';
import { Readable } from 'node:stream';

const agent = new http.Agent({ keepAlive: true });

// Larger declared bodies are streamed rather than held in memory.
const BUFFER_MAX = 1024 * 1024;

export interface Forwarded {
  status: number;
  statusText: string;
  headers: Headers;
  body: BodyInit | null;
}

/** Sends the request to the worker; rejects on a connection error, or with `signal`'s reason once it fires. */
export async function forward(port: number, path: string, req: Request, headers: Headers, signal: AbortSignal): Promise<Forwarded> {
  const declared = Number(req.headers.get('content-length') ?? Number.NaN);
  // The length is asked first: touching req.body makes @hono/node-server build the web stream it avoids.
  const whole = req.method !== 'GET' && req.method !== 'HEAD' && declared <= BUFFER_MAX ? Buffer.from(await req.arrayBuffer()) : null;
  const hasBody = whole !== null || (req.method !== 'GET' && req.method !== 'HEAD' && req.body !== null);
  const out: Record<string, string> = {};
  headers.forEach((v, k) => (out[k] = v));
  if (whole) out['content-length'] = String(whole.byteLength);
  return new Promise<Forwarded>((resolve, reject) => {
    const upstream = http.request({ host: '127.0.0.1', port, path, method: req.method, headers: out, agent, signal });
    upstream.once('error', reject);
    upstream.once('response', (res) => {
      const h = new Headers();
      for (const [k, v] of Object.entries(res.headers)) {
        if (v === undefined) continue;
        if (Array.isArray(v)) v.forEach((x) => h.append(k, x));
        else h.set(k, v);
      }
      const head = { status: res.statusCode ?? 502, statusText: res.statusMessage ?? '', headers: h };
      const length = Number(res.headers['content-length'] ?? Number.NaN);
      if (req.method === 'HEAD' || length === 0 || res.statusCode === 204 || res.statusCode === 304) {
        res.resume();
        resolve({ ...head, body: null });
      } else if (length <= BUFFER_MAX) {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.once('end', () => {
          const all = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
          resolve({ ...head, body: new Uint8Array(all.buffer as ArrayBuffer, all.byteOffset, all.byteLength) });
        });
        res.once('error', reject);
      } else {
        resolve({ ...head, body: Readable.toWeb(res) as ReadableStream<Uint8Array<ArrayBuffer>> });
      }
    });
    if (whole) upstream.end(whole);
    else if (hasBody) Readable.fromWeb(req.body as import('node:stream/web').ReadableStream).pipe(upstream);
    else upstream.end();
  });
}
