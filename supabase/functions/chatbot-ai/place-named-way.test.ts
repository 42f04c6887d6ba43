// Kinds read from blind sets 25 and 26: the way to a place the guest names ("quanto ci vuole per Tempio?") is the
// entry worded with that place, not the way here from the airport that the words of arriving match; and the way or a
// distance asked after the guest explains their situation (children, the ferry's hour, breakfast) is searched as its
// own sentence too, so the place's entry answers, not the general directions.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';

/** Entries and their wordings; a search scored as the share of the question's words an entry is worded with, so
 * that words of the guest's situation dilute the score as the real search does (a place's name weighs three). */
const ENTRIES: Array<[string, string]> = [
  ['beaches', 'quanto distano le spiagge mare spiaggia vicina how far is the beach sea nearest beaches'],
  ['port_olbia', 'quanto dista il porto di olbia traghetto sbarco km how far is the port olbia ferry'],
  ['port_golfo_aranci', 'porto di golfo aranci traghetto ferry port'],
  ['airport_olbia', 'quanto ci vuole dall aeroporto arrivare atterro olbia how long from the airport get to the farm'],
  ['villages', 'quali paesi visitare nei dintorni borghi quanto dista tempio how far is tempio villages to visit'],
  ['delivery_times', 'tempi di consegna quando arriva il mio ordine delivery time'],
  ['breakfast', 'colazione inclusa breakfast included'],
];
const STOP = new Set(['the', 'how', 'from', 'many', 'and', 'you', 'sono', 'dal', 'dalla', 'che', 'per', 'con']);
const words = (s: string) => s.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 3 && !STOP.has(w));
const PLACES = new Set(['tempio', 'olbia', 'aranci']);
const weight = (ws: string[]) => ws.reduce((a, w) => a + (PLACES.has(w) ? 3 : 1), 0);
function search(query: string): KnowledgeHit[] {
  const asked = words(query);
  return ENTRIES.map(([topic, wordings]) => {
    const held = new Set(words(wordings));
    return stubHit(topic, weight(asked.filter((w) => held.has(w))) / Math.max(weight(asked), 1), wordings);
  }).filter((h) => h.score > 0.15).sort((a, b) => b.score - a.score);
}
const tools = farmStubTools((q) => search(q));

Deno.test('the way to a place named is the entry worded with that place', async () => {
  for (const [lang, turns] of [
    ['it', ['ci piacerebbe vedere qualche borgo della zona', 'e per arrivare fino a tempio quanto ci vuole?']],
    ['it', ['quanto ci mettiamo per arrivare a tempio in macchina']],
    ['en', ['how long does it take to get to tempio from the farm?']],
    ['en', ['we want to explore the villages a bit', 'how long to drive to tempio?']],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [...turns]);
    ok(r.message.startsWith('villages:'), `${turns.at(-1)} → ${r.message}`);
  }
});

Deno.test('the way asked after the guest’s situation is its own sentence’s entry', async () => {
  for (const [lang, q, topic] of [
    ['it', 'viaggiamo con la nonna di ottant anni che si stanca presto, noi due e il cane. quanto dista la spiaggia piu vicina in auto?', 'beaches'],
    ['en', 'we are bringing our two toddlers and want some days on the sand between days in the countryside. how far is the sea by car?', 'beaches'],
    ['it', 'arriviamo col traghetto di notte verso le 5 e vorremmo fare una colazione prima di salire. quanti km sono dal porto di olbia?', 'port_olbia'],
    ['en', 'our ferry docks super early and we might grab breakfast on the way before checking in. how many km is it from the port in olbia?', 'port_olbia'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.message.startsWith(`${topic}:`), `${q} → ${r.message}`);
  }
});
