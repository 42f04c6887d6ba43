// A product pointed at by a trait its description alone holds ("the one with the ridged rind") is that product.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('the one with a trait of its description, after another product, is that product', async () => {
  const en = await talkToFarmStub(tools, 'en', ['do you sell the smoked fiore sardo?', 'how long is it aged?', 'ok and the one with the ridged rind?']);
  ok(en.data.length === 1 && en.message.includes('Rigatello'), en.message);
  const cheese = await talkToFarmStub(tools, 'en', ['tell me about the primo fiore', 'and the cheese with ridges on the rind?']);
  ok(cheese.data.length === 1 && cheese.message.includes('Rigatello'), cheese.message);
  const it = await talkToFarmStub(tools, 'it', ['avete il pecorino fresco?', 'e quello con la crosta rigata?']);
  ok(it.data.length === 1 && it.message.includes('Rigatello'), it.message);
});

Deno.test('a trait of rooms or a filter of the list is not one product', async () => {
  const rooms = await talkToFarmStub(tools, 'en', ['which rooms do you have?', 'the one with the view over the hills?']);
  ok(rooms.type === 'rooms', rooms.message);
  const goat = await talkToFarmStub(tools, 'it', ['che formaggi avete?', 'quelli con latte di capra']);
  ok(goat.message.includes('Caprino'), goat.message);
});
