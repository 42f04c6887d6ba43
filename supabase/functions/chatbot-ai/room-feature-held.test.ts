// A feature asked of the rooms that their descriptions hold: the rooms whose details say it, not an entry worded like
// the reason the guest gives; a bathroom's detail (shower, tub) asked of a kind of room: each one's own sentence.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

// The Wi-Fi's entry, worded with working from the room, which the guest's reason is worded like.
const tools = farmStubTools(() => [stubHit('wifi', 0.6, 'wifi internet lavorare in camera smart working working from the room work remotely')]);

Deno.test('a room feature its details hold, asked with a reason, is the room that has it', async () => {
  for (const [lang, text] of [
    ['en', 'any room with a reading corner?? i have to work remotely most days'],
    ['it', 'c e una camera con un angolo lettura? faccio smart working'],
    ['en', 'we are looking for a room with exposed beams, we work from the room in the mornings'],
    ['it', 'quale camera ha le travi a vista? dovro lavorare in camera'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [text]);
    ok(r.type === 'rooms' && /Orchidea|Lavanda/.test(r.message) && !/wifi/i.test(r.message), `${text} → ${r.message}`);
  }
});

Deno.test('a shower or a tub asked of a kind of room is what each description says', async () => {
  for (const [lang, text, word] of [
    ['it', 'nelle deluxe c e la vasca da bagno oppure la doccia?', 'doccia'],
    ['en', 'do your deluxe rooms come with a bathtub or a shower', 'shower'],
    ['en', 'tub or shower in the rooms?', 'shower'],
    ['it', 'le camere hanno la docca o la vasca?', 'doccia'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said.includes(word) && said.includes('Orchidea'), `${text} → ${said}`);
  }
});

Deno.test('a private bathroom asked of every room is still the rows\' yes', async () => {
  const said = (await talkToFarmStub(tools, 'en', ['do all the rooms have their own bathroom?'])).message;
  ok(/every room/i.test(said), said);
});

Deno.test('the guest\'s situation said before asking which room is no feature of the details', async () => {
  const r = await talkToFarmStub(farmStubTools(), 'en', ['travelling with our 6 month old, which rooms can take a crib?']);
  ok(r.message.includes('Lavanda') && !r.message.includes('mention it'), r.message);
});
