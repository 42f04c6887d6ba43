// Kinds read from blind sets 25 and 26: the way to a place the guest names ("quanto ci vuole per Tempio?") is the
// entry worded with that place, not the way here from the airport that the words of arriving match; and the way or a
// distance asked after the guest explains their situation (children, the ferry's hour, breakfast) is searched as its
// own sentence too, so the place's entry answers, not the general directions.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub, wordShareSearch } from './farm-stub-tools.ts';

/** Entries and their wordings, searched by the share of the question's words (wordShareSearch). */
const ENTRIES: Array<[string, string]> = [
  ['beaches', 'quanto distano le spiagge mare spiaggia vicina how far is the beach sea nearest beaches'],
  ['port_olbia', 'quanto dista il porto di olbia traghetto sbarco km how far is the port olbia ferry'],
  ['port_golfo_aranci', 'porto di golfo aranci traghetto ferry port'],
  ['airport_olbia', 'quanto ci vuole dall aeroporto arrivare atterro olbia how long from the airport get to the farm'],
  ['villages', 'quali paesi visitare nei dintorni borghi quanto dista tempio how far is tempio villages to visit'],
  ['delivery_times', 'tempi di consegna quando arriva il mio ordine delivery time'],
  ['breakfast', 'colazione inclusa breakfast included'],
];
// A place's name weighs three, as a proper name does in the real search.
const PLACES = ['tempio', 'olbia', 'aranci'];
const search = wordShareSearch(ENTRIES, (w) => (PLACES.includes(w) ? 3 : 1), ['the', 'how', 'from', 'many', 'and', 'you', 'sono', 'dal', 'dalla', 'che', 'per', 'con']);
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
