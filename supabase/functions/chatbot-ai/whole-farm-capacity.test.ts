// How many the whole farm sleeps, asked as places or beds in all, or with renting it all only as the case weighed:
// the rooms' capacity answer with the total, never the rooms' list nor a booking started.
import { ok } from 'node:assert';
import { farmEntriesStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { Lang } from './types.ts';

const said = async (lang: Lang, turns: string[]) => (await talkToFarmStub(farmEntriesStubTools(), lang, turns)).message;

Deno.test('places or beds counted of the whole farm are its capacity', async () => {
  for (const [lang, text] of [
    ['it', 'quanti letti avete in totale nell agriturismo?'],
    ['en', 'how many beds have you got altogether'],
    ['it', 'per una festa di famiglia, quanti posti letto ci sono complessivamente?'],
    ['en', 'total number of bed spaces at the farm?'],
  ] as const) {
    const reply = await said(lang, [text]);
    ok(/\b12\b/.test(reply), `${text} → ${reply}`);
  }
});

Deno.test('renting the whole farm said only as the case weighed asks its capacity, no booking', async () => {
  for (const [lang, text] of [
    ['en', 'if we rented the entire property, how many guests could sleep over?'],
    ['it', 'se prenotassimo tutta la tenuta quante persone potrebbero dormire?'],
    ['en', 'say we book the whole farm for a reunion, how many people can you host'],
  ] as const) {
    const reply = await said(lang, [text]);
    ok(/\b12\b/.test(reply) && !/let’s book|prenotiamo/i.test(reply), `${text} → ${reply}`);
  }
});

Deno.test('a room or a party said with the places is not the whole farm', async () => {
  const room = await said('it', ['quanti posti letto ha la orchidea in tutto?']);
  ok(/Orchidea/.test(room) && !/12 persone/.test(room), room);
});
