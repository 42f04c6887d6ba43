// A comparative that points at one of the products talked about ("the older one", "quello meno caro", "the
// cheaper of the two"): that product alone, never the others shown before nor the whole shelf's extreme.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('the older of two cheeses talked about is the one with the longer aging, alone', async () => {
  const r = await talkToFarmStub(tools, 'en', ['is the 12 months pecorino much stronger than the 6 months one?', 'and the older one, what does it cost?']);
  ok(r.data.length === 1 && /24,90/.test(r.message) && !/19,50/.test(r.message), r.message);
});

Deno.test('the cheaper of two products named is the one with the lower price, alone', async () => {
  const it = await talkToFarmStub(tools, 'it', ['preferisco tra la coppa sarda e la lonza stagionata', 'prendo quella che costa meno, quanto viene?']);
  ok(it.data.length === 1, it.message);
  const en = await talkToFarmStub(tools, 'en', ['the coppa or the lonza?', 'the cheaper one please, how much?']);
  ok(en.data.length === 1, en.message);
});

Deno.test('the older one after a question comparing two agings is the longer aged, alone', async () => {
  const r = await talkToFarmStub(tools, 'en', ['how is the 6 months pecorino different from the 24 months one?', 'right, the older one, price?']);
  ok(r.data.length === 1 && /24/.test(r.message) && !/6 months: /.test(r.message), r.message);
  const it = await talkToFarmStub(tools, 'it', ['che differenza c e tra il pecorino di 6 mesi e quello di 12 mesi?', 'ok quello piu vecchio quanto costa?']);
  ok(it.data.length === 1 && /24,90/.test(it.message) && !/19,50/.test(it.message), it.message);
  const young = await talkToFarmStub(tools, 'en', ['the 6 months or the 12 months pecorino?', 'the younger one please']);
  ok(young.data.length === 1 && /19,50/.test(young.message), young.message);
});
