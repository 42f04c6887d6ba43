// Kinds read from blind sets 37-40: where the farm is and how to get there, asked in other words. The sea's distance
// asked amid the words of a trip; a drive from a place named with words of driving the lexicon lacked; getting here
// without driving; a need of access (a wheelchair, no steps) whatever stay word comes with it. Each against the farm's
// own entries (farmEntriesStubTools).
import { ok } from 'node:assert';
import { farmEntriesStubTools, farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmEntriesStubTools();
const check = async (cases: Array<['it' | 'en', string]>, must: string) => {
  for (const [lang, q] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.message.includes(must), `${q} → ${r.message}`);
  }
};

// The beaches' entry scored as the real search scores it: the more words the guest says of their trip, the lower.
const BEACHES = 'beaches: about 40-45 minutes by car.';
const diluting = farmStubTools((query) => [
  ...(/\b(?:beaches|spiagge)\b/.test(query) ? [{ ...stubHit('beaches', Math.min(0.6, 4 / query.split(' ').length), 'spiagge beaches mare sea quanto dista il mare how far is the sea'), answer: BEACHES }] : []),
  stubHit('villages', 0.24, 'paesi villages gallura giro'),
]);

Deno.test('the sea asked as a distance from the farm amid a long trip is the beaches entry', async () => {
  for (const [lang, q] of [
    ['it', 'a maggio giriamo tutta la costa orientale in camper con i ragazzi e il cane, ma dalla vostra casa il mare quanti km sono?'],
    ['en', 'we are cycling across the whole north of sardinia for ten days in may with two friends, roughly how far is the sea from your farm?'],
    ['it', 'settimana a piedi tra i paesi di montagna della gallura in ottobre coi bimbi, la spiaggia da voi e distante?'],
  ] as const) {
    const r = await talkToFarmStub(diluting, lang, [q]);
    ok(r.message === BEACHES, `${q} → ${r.message}`);
  }
});

Deno.test('a drive from a place named, asked with driving words, is that place’s entry', async () => {
  await check([
    ['en', 'heading up from cagliari by car, is it a long drive?'],
    ['en', 'we will be driving from cagliari, how long is the trip'],
    ['it', 'partiamo in auto da cagliari, e un viaggio lungo?'],
  ], '270');
});

Deno.test('getting here without driving is the car hire entry, which says to ask the farm for a transfer', async () => {
  await check([
    ['en', 'we dont drive, is there a way to reach you?'],
    ['en', 'none of us has a driving licence, how do we get to the farm?'],
    ['it', 'non guidiamo, come possiamo arrivare da voi?'],
    ['it', 'nessuno di noi ha la patente, come vi raggiungiamo?'],
  ], '123 456');
});

Deno.test('a need of access said with a stay word is the accessibility entry', async () => {
  await check([
    ['en', 'my father is in a wheelchair, are the rooms free of steps?'],
    ['it', 'mia madre e in carrozzina, la camera e senza gradini?'],
    ['en', 'any free room without stairs? my husband cant manage steps'],
  ], '123 456');
});

Deno.test('what is driven is no way here', async () => {
  for (const [lang, q] of [['en', 'we will be driving a hybrid, is there a socket to plug it in overnight?'], ['en', 'driving a big van, any problem with the road?']] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(!r.message.includes('25 km from Olbia'), `${q} → ${r.message}`);
  }
});
