// A number of people said with cooking or a meal is who eats, not a party of guests; the dish is answered from
// what the products' descriptions say they are good for, and a price asked next is of the product named.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a dish cooked for some people is the products good for it, not rooms for a party', async () => {
  const fregola = await talkToFarmStub(tools, 'it', ['venerdi cucino la fregola per 6 persone, cosa mi consigliate?']);
  ok(fregola.type === 'products' && fregola.message.includes('Guanciale'), fregola.message);
  const dinner = await talkToFarmStub(tools, 'en', ['cooking carbonara for 5 people on sunday, which of yours should i get?']);
  ok(dinner.type === 'products' && dinner.message.includes('guanciale'), dinner.message);
  const friends = await talkToFarmStub(tools, 'it', ['sabato preparo una carbonara per 10 amici, che prodotto mi serve?']);
  ok(friends.type === 'products' && friends.message.includes('Guanciale'), friends.message);
});

Deno.test('the price asked after a dish is of the product the reply named', async () => {
  const en = await talkToFarmStub(tools, 'en', ['what would you suggest for a good carbonara?', 'great, whats the price?']);
  ok(en.message.includes('14,00'), en.message);
  const it = await talkToFarmStub(tools, 'it', ['cosa mi consigliate per fare una fregola come si deve?', 'ok quanto costa?']);
  ok(it.message.includes('14,00'), it.message);
});

Deno.test('one asked after a product is a piece of it, not one guest', async () => {
  const peretta = await talkToFarmStub(tools, 'en', ['do you have the peretta?', 'how much for one?']);
  ok(peretta.type === 'products' && peretta.message.includes('16,00'), peretta.message);
  const two = await talkToFarmStub(tools, 'en', ['is the ricotta fresh?', 'and for 2 how much?']);
  ok(two.type === 'products' && two.message.includes('6,50'), two.message);
  const it = await talkToFarmStub(tools, 'it', ['avete il caprino?', 'e per uno quanto viene?']);
  ok(it.type === 'products' && it.message.includes('21,00'), it.message);
});

Deno.test('a party counted for a stay is still guests', async () => {
  const stay = await talkToFarmStub(tools, 'it', ['avete una camera per 2 persone?']);
  ok(stay.type === 'rooms', stay.message);
});

Deno.test('a meal the farm may serve is no use of the products', async () => {
  const dinner = await talkToFarmStub(tools, 'en', ['do you cook dinner for guests in the evening?']);
  ok(dinner.type !== 'products', dinner.message);
  const cena = await talkToFarmStub(tools, 'it', ['servite la cena?']);
  ok(cena.type !== 'products', cena.message);
});
