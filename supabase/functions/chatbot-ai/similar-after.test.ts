// Something similar asked right after one product: the nearest product of its kind in stock.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('something similar after a sold-out product is the nearest in stock of its kind', async () => {
  const en = await talkToFarmStub(tools, 'en', ['is the 24 month riserva in stock?', 'too bad, anything similar you can recommend?']);
  ok(en.message.includes('12 months') && !en.message.includes('24 months'), en.message);
  const it = await talkToFarmStub(tools, 'it', ['ce l avete il pecorino riserva?', 'ah ok, e qualcosa di simile?']);
  ok(it.message.includes('12 mesi'), it.message);
  const typo = await talkToFarmStub(tools, 'it', ['quanto costa la coppa?', 'mi consigli un alternativa simle?']);
  ok(typo.message.includes('Lonza') && !typo.message.includes('Coppa sarda:'), typo.message);
});
