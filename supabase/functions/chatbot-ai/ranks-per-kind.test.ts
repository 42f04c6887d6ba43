// Two superlatives in one message, each of its own kind: one product of each kind by its own rank.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();
const has = (m: string, ...xs: string[]) => xs.every((x) => m.includes(x));

Deno.test('a superlative of each of two kinds is one product of each', async () => {
  const en = await talkToFarmStub(tools, 'en', ['which is the least expensive cheese you sell and the least expensive salami?']);
  ok(has(en.message, '6,50', '12,90'), en.message);
  const carried = await talkToFarmStub(tools, 'en', ['cheapest sausage and cheese you have pls']);
  ok(has(carried.message, '12,90', '6,50'), carried.message);
  const it = await talkToFarmStub(tools, 'it', ['qual è il formaggio più stagionato e il salume più economico?']);
  ok(has(it.message, 'Riserva', '12,90'), it.message);
  const typo = await talkToFarmStub(tools, 'it', ['il salume piu caro e il formagio piu economico?']);
  ok(has(typo.message, '34,00', '6,50'), typo.message);
});
