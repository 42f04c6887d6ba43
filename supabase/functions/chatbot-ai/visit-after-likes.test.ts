// Kind read from blind set 25: what is worth seeing nearby, asked after the guest says what they love ("old towns
// with stone houses", "i borghi antichi"), is the entry of that kind of place (the villages'): the question's own
// sentence is searched with the domain's words for what the whole message is about, not as written alone.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';

/** A search scored as the share of the question's words an entry is worded with, a word no entry has weighing half
 * (as in the real search): what the guest says of themselves dilutes it. */
const ENTRIES: Array<[string, string]> = [
  ['villages', 'quali paesi ci sono da visitare nei dintorni cosa vedere borghi paesini which villages can we visit nearby what to see villages to visit towns nearby day trip'],
  ['beaches', 'quanto distano le spiagge mare how far is the beach sea'],
  ['car_hire', 'serve l auto noleggio auto do i need a car car hire'],
  ['rules', 'regole della casa house rules'],
];
const STOP = new Set(['the', 'and', 'with', 'you', 'your', 'che', 'con', 'per', 'qui', 'cosa']);
const words = (s: string) => s.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 3 && !STOP.has(w));
const anyEntry = new Set(ENTRIES.flatMap(([, w]) => words(w)));
const weight = (ws: string[]) => ws.reduce((a, w) => a + (anyEntry.has(w) ? 1 : 0.5), 0);
function search(query: string): KnowledgeHit[] {
  const asked = words(query);
  return ENTRIES.map(([topic, wordings]) => {
    const held = new Set(words(wordings));
    return stubHit(topic, weight(asked.filter((w) => held.has(w))) / Math.max(weight(asked), 1), wordings);
  }).filter((h) => h.score > 0.1).sort((a, b) => b.score - a.score);
}
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
