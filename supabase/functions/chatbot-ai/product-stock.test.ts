// How many pieces are left, asked of the product talked about (named, or found by its description the turn before)
// or with its name: the stock the product rows hold, said in text beside the card, and no other product's.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('the pieces left asked of the product named before are its stock from the product rows', async () => {
  const coppa = await talkToFarmStub(tools, 'it', ['avete la coppa sarda?', 'quanti pezzi vi sono rimasti?']);
  ok(coppa.message.includes('14') && coppa.data.length === 1, coppa.message);
});

Deno.test('the product found by its description the turn before is the one whose stock is asked', async () => {
  const loin = await talkToFarmStub(tools, 'en', ['I would like the cured meat marinated in cannonau wine', 'how many do you still have?']);
  ok(loin.message.includes('18') && loin.data.length === 1, loin.message);
});

Deno.test('the pieces left asked with the product’s name', async () => {
  const cheek = await talkToFarmStub(tools, 'it', ['quanti guanciali al pepe vi restano?']);
  ok(cheek.message.includes('22'), cheek.message);
  const none = await talkToFarmStub(tools, 'en', ['how many of the 24 month pecorino are left?']);
  ok(!/\b\d+ left\b/.test(none.message) && /sold out|esaurit/i.test(none.message), none.message);
});
