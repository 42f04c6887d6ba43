import { deepStrictEqual as assertEquals } from 'node:assert';
import { endpoint, type Handler } from './endpoint.ts';
import { BadRequest, json } from './json.ts';

const call = (handler: Handler, method: string) =>
  handler(new Request('http://x/fn', { method, body: method === 'GET' || method === 'OPTIONS' ? null : '{}' }));

Deno.test('endpoint answers the preflight and refuses other methods with the allowed ones', async () => {
  const handler = endpoint('fn', ['GET', 'POST'], () => Promise.resolve(json({ ok: true })));
  const pre = await call(handler, 'OPTIONS');
  assertEquals([pre.status, pre.headers.get('access-control-allow-origin')], [200, '*']);
  const refused = await call(handler, 'PUT');
  assertEquals([refused.status, await refused.json()], [405, { error: { code: 'METHOD_NOT_ALLOWED', message: 'Use GET or POST' } }]);
  assertEquals(await (await call(endpoint('fn', ['POST'], () => Promise.resolve(json({}))), 'GET')).json(), {
    error: { code: 'METHOD_NOT_ALLOWED', message: 'Use POST' },
  });
  assertEquals(await (await call(handler, 'POST')).json(), { ok: true });
});

Deno.test('endpoint answers a BadRequest with 400 and hides any other error behind a logged 500', async () => {
  const bad = await call(endpoint('fn', ['POST'], () => Promise.reject(new BadRequest('Body must be JSON'))), 'POST');
  assertEquals([bad.status, await bad.json()], [400, { error: { code: 'BAD_REQUEST', message: 'Body must be JSON' } }]);

  const logged: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => logged.push(args);
  try {
    const boom = new Error('db down');
    const res = await call(endpoint('fn', ['POST'], () => Promise.reject(boom)), 'POST');
    assertEquals([res.status, await res.json()], [500, { error: { code: 'INTERNAL', message: 'Unexpected error' } }]);
    assertEquals(logged, [['fn failed', boom]]);
  } finally {
    console.error = original;
  }
});
