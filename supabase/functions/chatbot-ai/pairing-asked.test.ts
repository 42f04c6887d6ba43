// What goes with the product talked about ("con cosa lo abbino?", "what would you pair it with?"): its description,
// which says what the farm serves it with, beside its card; never the honest "I do not know" nor another product.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a pairing asked of the product talked about is its description', async () => {
  const en = await talkToFarmStub(tools, 'en', ['tell me about the 12 month pecorino', 'what would you pair it with?']);
  ok(/Cannonau/.test(en.message), en.message);
  const it = await talkToFarmStub(tools, 'it', ['quanto costa il primo fiore', 'e cosa ci sta bene insieme da abbinare?']);
  ok(/miele/.test(it.message), it.message);
  const typo = await talkToFarmStub(tools, 'en', ['any goat cheese?', 'what goes good with it']);
  ok(/fig/.test(typo.message), typo.message);
  const acc = await talkToFarmStub(tools, 'it', ['avete la lonza?', 'con cosa la accompagnereste voi?']);
  ok(/Cannonau|olio/.test(acc.message), acc.message);
});
