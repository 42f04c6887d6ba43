// A fridge or a minibar asked of the rooms: the room details say nothing of it, so the farm is to be asked (with its
// contacts), never the products' storage temperatures.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools(() => [stubHit('storage_fresh', 0.55, 'formaggio fresco in frigo fresh cheese in the fridge')]);

Deno.test('a fridge asked of the rooms is unknown with the contacts, not the storage', async () => {
  for (const [lang, text] of [
    ['en', 'is there a mini fridge in the room?'],
    ['en', 'do the rooms come with a fridge'],
    ['it', 'le camere hanno il frigo?'],
    ['it', 'in stanza c e un frigobar o un frigorifero?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said.includes('123 456') && !/°C|\+4/.test(said), `${text} → ${said}`);
  }
});

Deno.test('a product kept in the fridge is still its storage', async () => {
  const said = (await talkToFarmStub(tools, 'en', ['does the ricotta go in the fridge?'])).message;
  ok(/°C/.test(said), said);
});

Deno.test('a fridge in the room asked to keep products bought is still the room\'s, unknown with the contacts', async () => {
  for (const [lang, text] of [
    ['en', 'any fridge in our room? want to keep some pecorino cold'],
    ['it', 'c e un frigo in camera per metterci il formaggio che compriamo?'],
    ['it', 'avete il frigorifero nella stanza? vorrei conservare i salumi'],
    ['en', 'do you have a mini fridge in the rooms for the cheeses we take home'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said.includes('123 456') && !/°C|\+4/.test(said), `${text} → ${said}`);
  }
});
