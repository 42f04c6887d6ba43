// A flavour or an ingredient asked of the products ("with X in it", "flavoured with", "al X") is found in their listed
// ingredients, also when a room is named after that plant; a word of the descriptions ("crosta") is no flavour.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { Product } from './types.ts';

const tools = farmStubTools();
const names = (data: unknown[]) => (data as Product[]).map((p) => p.name).join(', ');

Deno.test('a plant a room is named after, asked as a flavour, is the products that hold it', async () => {
  for (const [lang, said] of [['en', 'which of your meats taste of myrtle'], ['it', 'avete un salume aromatizzato al mirto?'], ['it', 'qualcosa al mirtto?']] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(r.type === 'products' && /coppa/i.test(names(r.data)), `${said}: ${r.type} ${names(r.data)}`);
  }
});

Deno.test('an ingredient asked as a flavour is the products whose ingredients list it', async () => {
  const fennel = await talkToFarmStub(tools, 'en', ['anything flavoured with fennel?']);
  ok(fennel.type === 'products' && names(fennel.data) === 'Sardinian sausage', names(fennel.data));
  const wine = await talkToFarmStub(tools, 'en', ['got any cured meat with red wine in it']);
  ok(wine.type === 'products' && /loin/i.test(names(wine.data)), names(wine.data));
});

Deno.test('a room asked with its plant stays the room', async () => {
  const room = await talkToFarmStub(tools, 'en', ['is the myrtle room free with a double bed?']);
  ok(room.type !== 'products', room.message);
});

Deno.test('a word many products hold is no flavour that tells them apart', async () => {
  const rind = await talkToFarmStub(tools, 'it', ['formaggi con crosta rigata']);
  ok(rind.type === 'products' && names(rind.data) === 'Rigatello del Monte', names(rind.data));
});
