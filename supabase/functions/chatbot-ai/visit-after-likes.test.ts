// Kind read from blind set 25: what is worth seeing nearby, asked after the guest says what they love ("old towns
// with stone houses", "i borghi antichi"), is the entry of that kind of place (the villages'): the question's own
// sentence is searched with the domain's words for what the whole message is about, not as written alone.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub, wordShareSearch } from './farm-stub-tools.ts';

/** Entries and their wordings, searched by the share of the question's words (wordShareSearch). */
const ENTRIES: Array<[string, string]> = [
  ['villages', 'quali paesi ci sono da visitare nei dintorni cosa vedere borghi paesini which villages can we visit nearby what to see villages to visit towns nearby day trip'],
  ['beaches', 'quanto distano le spiagge mare how far is the beach sea'],
  ['car_hire', 'serve l auto noleggio auto do i need a car car hire'],
  ['rules', 'regole della casa house rules'],
];
// A word no entry has weighs half, as in the real search.
const search = wordShareSearch(ENTRIES, (_w, anyEntryHas) => (anyEntryHas ? 1 : 0.5), ['the', 'and', 'with', 'you', 'your', 'che', 'con', 'per', 'qui', 'cosa']);
const tools = farmStubTools((q) => search(q));

Deno.test('a visit nearby asked after the kind of place the guest loves is that kind’s entry', async () => {
  for (const [lang, q] of [
    ['en', 'we adore quiet medieval villages and granite churches, we have our own car. anything worth seeing around you?'],
    ['it', 'ci piacciono tanto i borghi antichi con le case in pietra e le chiesette. cosa c e di bello da vedere li vicino?'],
    ['en', 'my husband and I love strolling through old towns on a day out, cobbled lanes and all. what would you recomend near you?'],
    ['it', 'amiamo i paesini dell interno e le stradine strette. qualche posto carino da vedere qui attorno?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.message.startsWith('villages:'), `${q} → ${r.message}`);
  }
});
