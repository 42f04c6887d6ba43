// The gateway's hop to a worker, against a real HTTP server standing in for it: bodies of a declared length go
// whole, anything else streams both ways, and the wall clock's signal stops a call that does not answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forward } from './forward.ts';

let server: http.Server;
let port: number;
let release: () => void = () => undefined;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      if (req.url === '/stream') {
        // No length: the first chunk must reach the caller before the last is written.
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: one\n\n');
        release = () => res.end('data: two\n\n');
        return;
      }
      if (req.url === '/silent') return;
      const answer = JSON.stringify({ method: req.method, url: req.url, body, length: req.headers['content-length'] ?? null,
        chunked: req.headers['transfer-encoding'] ?? null, custom: req.headers['x-custom'] ?? null });
      res.writeHead(201, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer), 'x-answer': 'yes' });
      res.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const text = async (body: BodyInit | null) => (body === null ? '' : new Response(body).text());

describe('forward', () => {
  it('sends a body of declared length whole and gives back the status, headers and body', async () => {
    const req = new Request('http://gateway/functions/v1/echo', { method: 'POST', body: '{"a":1}', headers: { 'content-length': '7' } });
    const res = await forward(port, '/echo?x=1', req, new Headers({ 'x-custom': 'kept' }), new AbortController().signal);
    expect(res.status).toBe(201);
    expect(res.headers.get('x-answer')).toBe('yes');
    expect(JSON.parse(await text(res.body))).toEqual({ method: 'POST', url: '/echo?x=1', body: '{"a":1}', length: '7', chunked: null, custom: 'kept' });
  });

  it('streams a body of unknown length, and a response without a length as it comes', async () => {
    const body = new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode('part one, ')); c.enqueue(new TextEncoder().encode('part two')); c.close(); } });
    const req = new Request('http://gateway/functions/v1/echo', { method: 'POST', body, duplex: 'half' } as RequestInit);
    const echoed = await forward(port, '/echo', req, new Headers(), new AbortController().signal);
    expect(JSON.parse(await text(echoed.body))).toMatchObject({ body: 'part one, part two', chunked: 'chunked' });

    const res = await forward(port, '/stream', new Request('http://gateway/functions/v1/stream'), new Headers(), new AbortController().signal);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: one\n\n');
    release();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: two\n\n');
  });

  it('rejects once the signal fires while the worker has not answered', async () => {
    const clock = new AbortController();
    const pending = forward(port, '/silent', new Request('http://gateway/functions/v1/silent'), new Headers(), clock.signal);
    clock.abort();
    await expect(pending).rejects.toThrow();
  });
});
