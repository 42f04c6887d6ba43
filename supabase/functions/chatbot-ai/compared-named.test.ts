// Two named products compared ("X compared to Y", "X against Y", "X paragonato a Y"): both, with their prices, not
// one of them filtered by the other's words (an aging said in a name is that product's name, not a filter).
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();
const has = (m: string, ...prices: string[]) => prices.every((p) => m.includes(p));

Deno.test('two named products compared are both priced', async () => {
  const en = await talkToFarmStub(tools, 'en', ['whats the price of the riserva 24 months compared to the 6 month pecorino']);
  ok(has(en.message, '32,00', '19,50'), en.message);
  const against = await talkToFarmStub(tools, 'en', ['the mountain ham against the coppa, how much each?']);
  ok(has(against.message, '34,00', '19,90'), against.message);
  const it = await talkToFarmStub(tools, 'it', ['quanto costa il fiore sardo affumicato paragonato al pecorino 12 mesi?']);
  ok(has(it.message, '26,50', '24,90'), it.message);
  const typo = await talkToFarmStub(tools, 'en', ['price of the pecorino riserva compared with the 12 month pecorno?']);
  ok(has(typo.message, '32,00', '24,90'), typo.message);
});
