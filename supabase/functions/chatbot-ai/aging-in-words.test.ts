// A follow-up naming another product by its aging in words ("e quello di sei?", "and the six month one?") is that
// product, with the question before (its price), not the product before again.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('an aging said in words after a priced product names the product of that aging', async () => {
  const it = await talkToFarmStub(tools, 'it', ['quanto costa il pecorino di 6 mesi?', 'e quello da dodici?']);
  ok(it.data.length === 1 && /24,90/.test(it.message), it.message);
  const en = await talkToFarmStub(tools, 'en', ['how much is the 12 month pecorino', 'and the six month one?']);
  ok(en.data.length === 1 && /19,50/.test(en.message), en.message);
  const far = await talkToFarmStub(tools, 'it', ['prezzo del pecorino stagionato 12 mesi', 'e quella di ventiquattro invecie']);
  ok(far.data.length === 1 && /32,00/.test(far.message), far.message);
  const twelve = await talkToFarmStub(tools, 'en', ['cost of the 6 months pecorino?', 'what about the twelve one']);
  ok(twelve.data.length === 1 && /24,90/.test(twelve.message), twelve.message);
});
