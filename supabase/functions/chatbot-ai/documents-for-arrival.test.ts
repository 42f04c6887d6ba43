// The documents asked for an arrival with its day and party ("per il check in domani serve la carta d'identità? siamo
// in 2"): the documents, not the rooms free from that day for that party.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub, wordShareSearch } from './farm-stub-tools.ts';
import type { Lang } from './types.ts';

const DOCS = { it: "Al check-in serve un documento d'identità valido per ogni adulto.", en: 'At check-in each adult needs a valid ID document.' };
const search = wordShareSearch([
  ['documents', 'documents documenti documento passport passaporto identity identita id card carta patente driving licence check in arrivo'],
  ['checkin', 'check in check out orari arrivo arrival'],
], () => 1, ['the', 'for', 'per', 'che', 'and']);
const tools = farmStubTools((q, lang) => search(q).map((h) => ({ ...h, answer: h.topic === 'documents' ? DOCS[lang] : 'Check-in 15:00-20:00.' })));

Deno.test('documents asked for an arrival on a day with a party are the documents, not the rooms free then', async () => {
  for (const [lang, said] of [
    ['it', 'sabato arriviamo in 3 adulti, all arrivo che documenti vi servono? va bene il passaporto?'],
    ['it', 'per il check-in di dopodomani basta la patente o ci vuole la carta d identita? siamo 2'],
    ['en', 'checking in tomorrow, 2 adults - do you need our passports or is a driving licence ok?'],
    ['en', 'we arrive on friday with the kids, what ID documents should we bring?'],
  ] as Array<[Lang, string]>) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(r.type === 'text' && /identit|ID document/.test(r.message), `${said} → ${r.type} ${r.message}`);
  }
});
