// Two months or seasons weighed against each other for a visit ("is june or october nicer for walking?", "meglio
// aprile o ottobre?"): the best season's entry, not "I don't know" nor a stay's dates.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const SEASON = 'season: April to June and September-October are mild.';
// The season's entry comes back only when the question is searched with its words.
const tools = farmStubTools((query) => [
  ...(/\bseason\b/.test(query) ? [{ ...stubHit('season', 0.64, 'stagione migliore best season periodo migliore'), answer: SEASON }] : []),
  stubHit('beaches', 0.3, 'spiagge beaches'),
]);

Deno.test('two months or seasons weighed for a visit is the season entry', async () => {
  for (const [lang, text] of [
    ['en', 'would june be nicer than october for a hiking holiday, or the other way round?'],
    ['en', 'thinking of coming in apr or maybe oct - which would you pick? we are not beach people'],
    ['it', 'per camminare ci conviene venire ad aprile oppure a ottobre?'],
    ['it', 'meglio la primavera o l autunno da voi? niente mare, solo passeggiate'],
    ['en', 'is early june ok for a visit, or would late september be better?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said === SEASON, `${text} → ${said}`);
  }
});
