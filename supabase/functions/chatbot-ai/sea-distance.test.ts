// How far the sea is, asked with the guest's trip around it: the beaches' entry, not the farm's address.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const BEACHES = 'beaches: about 40-45 minutes by car.';
// The beaches' entry only a little ahead of the villages, as a long message leaves it.
const tools = farmStubTools((query) => [
  ...(/\bbeaches\b/.test(query) ? [{ ...stubHit('beaches', 0.36, 'spiagge beaches mare sea quanto dista il mare how far is the sea'), answer: BEACHES }] : []),
  stubHit('villages', 0.26, 'paesi villages gallura giro'),
]);

Deno.test('the distance of the sea asked with a trip around it is the beaches entry', async () => {
  for (const [lang, text] of [
    ['it', 'siamo in moto per la sardegna a giugno, il mare da voi a quanti km sta?'],
    ['it', 'giro della gallura a piedi con lo zaino: la spiaggia piu vicina da voi e lontana?'],
    ['en', 'touring gallura by motorbike in june - from your farm how far is it to the coast?'],
    ['en', 'doing a loop of northern sardinia on bikes, the beach is how many km from you?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said === BEACHES, `${text} → ${said}`);
  }
});
