// A guest's need asked with the people and places around it (who needs it, the baby, the village): the rule or entry
// that holds it, else the farm to ask with the contacts, never the entry the words around it point to.
import { ok } from 'node:assert';
import { farmEntriesStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const asks = async (lang: 'it' | 'en', text: string, must: RegExp) => {
  const said = (await talkToFarmStub(farmEntriesStubTools(), lang, [text])).message;
  ok(must.test(said), `${text} → ${said}`);
};

Deno.test('a need of access said beside the rooms asked is the accessibility entry, not a room search', async () => {
  for (const [lang, text] of [
    ['en', 'my mum is in a wheelchair. are there steps to get to the rooms?'],
    ['en', 'Hi, my wife uses a wheel chair - are the bedrooms on the ground floor and is the bathroom ok for her?'],
    ['it', 'mio padre va in carrozzina, le camere hanno gradini? e il bagno?'],
    ['en', 'are your rooms step-free?'],
  ] as const) await asks(lang, text, /123 456/);
});

Deno.test('a pipe or a cigar lit in the room is smoking: the no-smoking rule', async () => {
  for (const [lang, text] of [
    ['it', 'il nonno vorrebbe accendersi la pipa in camera, si puo?'],
    ['en', 'grandad enjoys his pipe, may he light it in the bedroom in the evening?'],
    ['en', 'my uncle is old and loves his pipe, ok to light it inside the room if it rains?'],
  ] as const) await asks(lang, text, /not allowed|vietato/);
});

Deno.test('a thing asked for the baby that no entry holds is the farm to ask, not the cots', async () => {
  for (const [lang, text] of [
    ['en', 'have you got a baby monitor we can borrow'],
    ['en', 'do you have a high chair for the baby?'],
    ['it', 'c e una vaschetta per fare il bagnetto al neonato?'],
    ['en', 'is there a toddler potty we could use?'],
  ] as const) await asks(lang, text, /123 456/);
  // A cot still is the cots.
  await asks('en', 'do you have a baby cot?', /Lavanda/);
  await asks('en', 'we travel with a little one, is there a baby bed?', /Lavanda/);
});

Deno.test('a thing asked in the village that no entry holds is the farm to ask, not the villages', async () => {
  for (const [lang, text] of [
    ['it', 'c e un medico in paese per mia nonna?'],
    ['en', 'is there a pharmacy in the village open on sunday?'],
    ['it', 'c è una farmacia in paese la domenica?'],
    ['en', 'is there a doctor in town in case grandma feels unwell?'],
  ] as const) await asks(lang, text, /123 456/);
  // What the villages' entry is worded with is still the villages.
  await asks('it', 'ci sono negozi in paese?', /Telti/);
});
