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

Deno.test('one month or season judged for a visit (too early, a good time) is the season entry', async () => {
  for (const [lang, text] of [
    ['en', 'thinking of march, would that be too early for a holiday with you?'],
    ['en', 'is october a good time to visit, or is it cold up there?'],
    ['it', 'marzo e troppo presto per venire da voi?'],
    ['it', 'maggio e un bel periodo per una vacanza in campagna?'],
    ['it', 'ad inizio novembre vale la pena venire o e tutto chiuso?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said === SEASON, `${text} → ${said}`);
  }
});

Deno.test('too late to book a month is no season question', async () => {
  const said = (await talkToFarmStub(tools, 'en', ['is it too late to book for april?'])).message;
  ok(said !== SEASON, said);
});
