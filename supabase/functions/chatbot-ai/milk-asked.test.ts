// A milk asked of the one product talked about is its milk with a yes or no; a milk picking an item is a product
// question even without a product word; a list refined by its milk is still filtered.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a milk asked of the product talked about is that product\'s milk, yes or no', async () => {
  const en = await talkToFarmStub(tools, 'en', ['tell me about the rigatello', 'does it come from goat milk?']);
  ok(en.data.length === 1 && en.message.includes("No: Rigatello del Monte is made with sheep's milk"), en.message);
  const it = await talkToFarmStub(tools, 'it', ['la ricotta di cosa è fatta?', 'ma è di mucca?']);
  ok(it.data.length === 1 && it.message.includes('No: Ricotta') && it.message.includes('latte di pecora'), it.message);
  const two = await talkToFarmStub(tools, 'it', ['mi parli del caprino?', 'è di capra o di pecora?']);
  ok(two.data.length === 1 && two.message.includes('Caprino della Gallura è di latte di capra'), two.message);
  const yes = await talkToFarmStub(tools, 'en', ['I like the peretta', "is that cows milk?"]);
  ok(yes.data.length === 1 && yes.message.includes('Yes:'), yes.message);
});

Deno.test('whether the product talked about is in stock is its card, not the list in stock', async () => {
  const en = await talkToFarmStub(tools, 'en', ['what is your oldest cheese?', 'is it pricey? do you have it in stock?']);
  ok(en.data.length === 1 && en.message.includes('32,00'), en.message);
  const it = await talkToFarmStub(tools, 'it', ['qual è il più stagionato?', 'costa tanto? ce l avete disponibile?']);
  ok(it.data.length === 1 && it.message.includes('esaurito'), it.message);
});

Deno.test('a milk picking an item is a product question', async () => {
  for (const [lang, q] of [['it', 'e quello di capra quale sarebbe?'], ['en', 'which one is from goat?'], ['it', 'qual e quella di vacca']] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.type === 'products' && r.data.length === 1, `${q}: ${r.message}`);
  }
});

Deno.test('a list refined by its milk is still filtered, and an animal to see is no product', async () => {
  const list = await talkToFarmStub(tools, 'en', ['show me the cheeses', 'which of them is from sheep milk']);
  ok(list.data.length > 3, list.message);
  const stock = await talkToFarmStub(tools, 'en', ['show me the cheeses', 'only those in stock']);
  ok(stock.data.length > 3, stock.message);
  const see = await talkToFarmStub(tools, 'it', ['vorrei vedere le pecore']);
  ok(see.type !== 'products', see.message);
});

Deno.test('the same asked of another milk after a product or a list is the list of that milk', async () => {
  const it = await talkToFarmStub(tools, 'it', ['avete la ricotta?', 'e di capra?']);
  ok(it.data.length === 1 && it.message.includes('Caprino'), it.message);
  const en = await talkToFarmStub(tools, 'en', ['how much is the rigatello?', 'and what about cow?']);
  ok(en.data.length === 1 && en.message.includes('peretta'), en.message);
});

Deno.test('a milk asked of the one product named is a yes or no on it', async () => {
  const it = await talkToFarmStub(tools, 'it', ['la peretta è di pecora?']);
  ok(it.data.length === 1 && it.message.includes('No: Peretta gallurese è di latte di vacca'), it.message);
  const en = await talkToFarmStub(tools, 'en', ['is the primo fiore made with goat milk?']);
  ok(en.data.length === 1 && en.message.includes("No: Primo Fiore is made with sheep's milk"), en.message);
  const yes = await talkToFarmStub(tools, 'en', ['the rigatello is sheeps milk right?']);
  ok(yes.data.length === 1 && yes.message.includes('Yes:'), yes.message);
});
