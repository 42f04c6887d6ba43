// A product added to the one talked about is one order of both, and whether its shipping is then free is that order's
// fee against the threshold.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a product added to the one talked about: the shipping of both', async () => {
  const en = await talkToFarmStub(tools, 'en', ['how much is the coppa?', 'can you ship it together with the lonza? would shipping be free then?']);
  ok(en.message.includes('38,40') && en.message.includes('7,90'), en.message);
  const it = await talkToFarmStub(tools, 'it', ['quanto costa la pancetta?', 'se ci aggiungo un prosciutto la spedizione e gratis?']);
  ok(it.message.includes('49,90') && it.message.includes('7,90'), it.message);
  const free = await talkToFarmStub(tools, 'it', ['il prosciutto di montagna quanto costa?', 'me lo mandate insieme alla coppa? cosi non pago la spedizione']);
  ok(free.message.includes('53,90') && free.message.includes('in Italia è gratuita'), free.message);
});
