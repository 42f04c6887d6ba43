// A detail of a room asked as a follow-up naming no room, right after one room was described: that room's
// description, which holds it, never "I don't know" nor every room.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a detail asked of the room talked about is answered from its description', async () => {
  for (const [lang, turns, want] of [
    ['en', ['tell me about lavanda', 'what do you see out the window?'], /pastures/i],
    ['en', ['what is the orchidea like?', 'what wood are the furnitures in there?'], /chestnut/i],
    ['it', ['com e la camera orchidea?', 'e i mobili di che legno sono?'], /castagno/i],
    ['it', ['parlami della orchidea', 'l arredamento com e fatto, in legno?'], /castagno/i],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [...turns])).message;
    ok(want.test(said), `${turns.join(' / ')} → ${said}`);
  }
});
