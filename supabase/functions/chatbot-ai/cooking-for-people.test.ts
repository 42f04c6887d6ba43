// A number of people said with cooking or a meal is who eats, not a party of guests; the dish is answered from
// what the products' descriptions say they are good for, and a price asked next is of the product named.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

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

Deno.test('"make" a dish is no word of an entry about making noise: the product for the dish', async () => {
  const noisy = farmStubTools(() => [stubHit('rules', 0.8, 'can we make noise make music late quiet hours')]);
  for (const [lang, q] of [['en', 'what u sell for make carbonara'], ['en', 'wat do you have to make a good carbonara']] as const) {
    const r = await talkToFarmStub(noisy, lang, [q]);
    ok(r.type === 'products' && /guanciale/i.test(r.message), `${q}: ${r.message}`);
  }
});

Deno.test('how heavy one is, of the product a filter shows, is its weight', async () => {
  const en = await talkToFarmStub(farmStubTools(), 'en', ['a pack of the smoked cheese for 4 people, how heavy is it?']);
  ok(en.message.includes('1 kg'), en.message);
  const it = await talkToFarmStub(farmStubTools(), 'it', ['prendo la salsiccia piccante, quanto pesa una?']);
  ok(it.message.includes('500 g'), it.message);
});
