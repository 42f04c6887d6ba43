// A thing guests would use or do ("can we use the dryer?", "si possono fare giri in bici?") that nothing here is worded
// with: the farm to ask, with the contacts, not the rooms of a stay said beside it nor an entry worded with one word.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools(() => [stubHit('villages', 0.62, 'paesi da visitare passeggiate nei dintorni villages walks'), stubHit('long_stay', 0.4, 'soggiorno lungo long stay days')]);

Deno.test('a thing to use or do that nothing names is the farm to ask', async () => {
  for (const [lang, text] of [
    ['en', 'could we use a tumble dryer while we are there? staying 9 nights'],
    ['en', 'can guests use an iron and ironing board during the stay'],
    ['it', 'si possono fare escursioni in quad nella proprieta?'],
    ['it', 'possiamo usare l asciugatrice? restiamo due settimane'],
    ['it', 'si puo fare passeggiate col pony per i bimbi?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [text]);
    ok(r.type === 'text' && r.message.includes('123 456') && !r.message.includes('villages'), `${text} → ${r.type} ${r.message}`);
  }
});

Deno.test('care or a class asked to book is no room: the farm to ask', async () => {
  for (const [lang, text] of [
    ['en', 'do you have a spa? could we book a couples massages'],
    ['it', 'si possono prenotare trattamenti benessere da voi?'],
    ['en', 'can i book riding lessons for my daughter'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [text]);
    ok(r.type === 'text' && r.message.includes('123 456'), `${text} → ${r.type} ${r.message}`);
  }
});
