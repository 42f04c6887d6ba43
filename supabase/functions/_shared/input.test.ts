import { deepStrictEqual as assertEquals } from 'node:assert';
import { endpoint } from './endpoint.ts';
import { MAX_BODY_BYTES, MAX_TEXT, checkStrings, readJson } from './input.ts';
import { json } from './json.ts';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://x/fn', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

const echo = endpoint('fn', ['POST'], async (req) => json(await readJson(req, { limits: { name: 200 } })));

async function answer(res: Response) {
  return [res.status, await res.json()];
}

Deno.test('checkStrings names the field holding a NUL, a lone surrogate or an over-long text', () => {
  assertEquals(checkStrings({ name: 'Giulia', note: 'a\u0000b' }), { field: 'note', reason: 'nul' });
  assertEquals(checkStrings({ name: 'x\ud800' }), { field: 'name', reason: 'surrogate' });
  assertEquals(checkStrings({ name: '\udc00x' }), { field: 'name', reason: 'surrogate' });
  assertEquals(checkStrings({ messages: [{ content: 'ok' }, { content: 'y'.repeat(MAX_TEXT + 1) }] }), {
    field: 'messages.1.content', reason: 'too_long',
  });
  assertEquals(checkStrings({ name: 'x'.repeat(201) }, { name: 200 }), { field: 'name', reason: 'too_long' });
  assertEquals(checkStrings({ ['k\u0000']: 1 }), { field: 'k\\u0000', reason: 'nul' });
  // A real pair (an emoji) and accented text are fine.
  assertEquals(checkStrings({ name: 'Niccolò 🧀', list: ['a', { b: null, c: 3, d: true }] }), null);
});

Deno.test('every endpoint answers a NUL, a lone surrogate or a 1 MB field with 400 naming the field', async () => {
  assertEquals(await answer(await echo(post('{"name":"a\\u0000b"}'))), [400, {
    code: 'INVALID_FIELD', field: 'name', reason: 'nul',
    error: { code: 'INVALID_FIELD', field: 'name', message: 'Invalid field: name (nul)' },
  }]);
  assertEquals((await (await echo(post('{"name":"\\ud83d"}'))).json()).field, 'name');
  const big = await echo(post(JSON.stringify({ name: 'x'.repeat(1024 * 1024) })));
  assertEquals([big.status, (await big.json()).field], [400, 'name']);
  assertEquals(await answer(await echo(post('{"name":"Giulia"}'))), [200, { name: 'Giulia' }]);
});

Deno.test('every endpoint caps the body: 413 past the limit, declared or streamed, without reading it all', async () => {
  const declared = await echo(post('{}', { 'content-length': String(MAX_BODY_BYTES + 1) }));
  assertEquals(await answer(declared), [413, { code: 'PAYLOAD_TOO_LARGE', error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' } }]);
  let pulled = 0;
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 64 * 1024;
      controller.enqueue(new Uint8Array(64 * 1024).fill(32));
    },
  });
  const streamed = await echo(new Request('http://x/fn', { method: 'POST', body: endless, duplex: 'half' } as RequestInit));
  assertEquals(streamed.status, 413);
  assertEquals(pulled <= MAX_BODY_BYTES + 2 * 64 * 1024, true);
});

Deno.test('bad JSON, a non-object body and bytes that are not UTF-8 are 400s, not 500s', async () => {
  assertEquals((await answer(await echo(post('{"name":'))))[0], 400);
  assertEquals((await (await echo(post('{"name":'))).json()).code, 'BAD_JSON');
  assertEquals((await (await echo(post('[1,2]'))).json()).code, 'BAD_JSON');
  const notUtf8 = await echo(post(new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])));
  assertEquals([notUtf8.status, (await notUtf8.json()).code], [400, 'BAD_ENCODING']);
});

Deno.test('the endpoint checks the body before the handler runs, whatever the handler reads', async () => {
  let ran = false;
  const ignoring = endpoint('fn', ['POST'], () => {
    ran = true;
    return Promise.resolve(json({ ok: true }));
  });
  assertEquals((await (await ignoring(post('{"from":"x\\u0000"}'))).json()).field, 'from');
  assertEquals(ran, false);
  assertEquals((await ignoring(post(''))).status, 200);
});
