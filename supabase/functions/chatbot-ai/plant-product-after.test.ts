// A plant a room is named after, said right after products were talked about, is the product flavoured with it.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('the one with a plant after products is the product flavoured with it, not the room', async () => {
  const it = await talkToFarmStub(tools, 'it', ['mi consigli un salume da regalare?', 'e quello al mirto quanto viene?']);
  ok(it.type === 'products' && it.message.includes('19,90'), it.message);
  const en = await talkToFarmStub(tools, 'en', ['which cured meats do you have?', 'the myrtle one, how much?']);
  ok(en.type === 'products' && en.message.includes('19,90'), en.message);
  const bare = await talkToFarmStub(tools, 'it', ['che salumi avete?', 'quello col mirtto']);
  ok(bare.type === 'products' && bare.message.includes('Coppa'), bare.message);
});

Deno.test('the room named with a word of rooms, or after rooms, is still the room', async () => {
  const room = await talkToFarmStub(tools, 'it', ['che salumi avete?', 'la camera mirto quanto costa?']);
  ok(room.type === 'rooms', room.message);
  const after = await talkToFarmStub(tools, 'en', ['which rooms do you have?', 'the mirto one, how much?']);
  ok(after.type === 'rooms', after.message);
});
