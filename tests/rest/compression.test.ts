// JSON of 1 KiB or more is gzip-encoded for clients that accept it, as the hosted API's edge does (Lighthouse
// flagged the uncompressed product list); smaller bodies and clients that do not ask go out as they are.
import http from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { client, useRestEnv, type RestEnv } from './rest-stack.ts';

let env: RestEnv;
useRestEnv((e) => (env = e));

/** A raw request, so the test sees the bytes on the wire (fetch would decode them). */
function post(path: string, body: unknown, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${env.url}/rest/v1${path}`);
    const req = http.request(url, { method: 'POST', headers: { apikey: env.anonKey, 'content-type': 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const big = { payload: { text: 'pecorino '.repeat(400) } };

describe('response compression', () => {
  it('gzips a large JSON answer for a client that accepts gzip', async () => {
    const res = await post('/rpc/fx_echo', big, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.length).toBeLessThan(1000);
    expect(JSON.parse(zlib.gunzipSync(res.body).toString('utf8'))).toEqual({ payload: big.payload, tags: [] });
  });

  it('sends small answers, and answers to clients that do not ask, as they are', async () => {
    const small = await post('/rpc/fx_echo', { payload: { a: 1 } }, { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ payload: { a: 1 }, tags: [] });
    for (const accept of [undefined, 'identity', 'gzip;q=0']) {
      const res = await post('/rpc/fx_echo', big, accept ? { 'accept-encoding': accept } : {});
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(res.body.toString('utf8')).payload).toEqual(big.payload);
    }
  });

  it('is transparent to supabase-js', async () => {
    const { data, error } = await client(env).rpc('fx_echo', big);
    expect(error).toBeNull();
    expect(data).toEqual({ payload: big.payload, tags: [] });
  });
});
