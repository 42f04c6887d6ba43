// The cheapest or dearest asked by the kilo: the price over the piece's weight, among the kind said.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('the cheapest by the kilo is the price over the weight, among the kind said', async () => {
  // The half-kilo sausage costs less a piece than the pancetta, more a kilo.
  const it = await talkToFarmStub(tools, 'it', ['quale salume costa meno al chilo?']);
  ok(it.message.includes('Pancetta') && !it.message.includes('Salsiccia sarda:'), it.message);
  const en = await talkToFarmStub(tools, 'en', ['buying a big piece of pecorino for a wedding, which is the least expensive per kg']);
  ok(en.message.includes('14,50') && !en.message.includes('6,50'), en.message);
  const dear = await talkToFarmStub(tools, 'en', ['which cured meat is the most expensive per kilo?']);
  ok(dear.message.includes('34,00'), dear.message);
  const typo = await talkToFarmStub(tools, 'it', ['il formagio piu economico al kg qual e?']);
  ok(typo.message.includes('6,50'), typo.message);
});
