// The milk's treatment asked of the product talked about is that product's, not the list filtered on it.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('raw or pasteurised asked of the product talked about is its treatment', async () => {
  const en = await talkToFarmStub(tools, 'en', ["do you sell goat's cheese?", 'raw milk or pasteurised?']);
  ok(en.data.length === 1 && en.message.includes('pasteurised goat'), en.message);
  const it = await talkToFarmStub(tools, 'it', ['avete formaggio di capra?', 'è a latte crudo?']);
  ok(it.data.length === 1 && it.message.includes('pastorizzato') && !it.message.includes('Mi dispiace'), it.message);
  const two = await talkToFarmStub(tools, 'it', ['avete pecorino fresco e primo fiore?', 'sono a latte crudo o pastorizato?']);
  ok(two.data.length === 2 && two.message.includes('Primo Fiore'), two.message);
});

Deno.test('only the raw milk ones after a list still filters the list', async () => {
  const list = await talkToFarmStub(tools, 'en', ['which cheeses do you have?', 'only raw milk ones']);
  ok(list.data.length === 3, list.message);
});
