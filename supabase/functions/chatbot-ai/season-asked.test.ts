// The best time to come asked by what the guest wants or avoids (the heat, the crowds of August, walking): the best
// season's entry, not an unknown question nor a product.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const SEASON = 'season: April to June and September-October are mild.';
// The season's entry comes back only when the question is searched with its words.
const tools = farmStubTools((query) => [
  ...(/\bseason\b/.test(query) ? [{ ...stubHit('season', 0.64, 'stagione migliore best season quando conviene venire periodo migliore evitare avoid'), answer: SEASON }] : []),
  stubHit('weather', 0.3, 'meteo weather clima'),
]);

Deno.test('the best time to come asked by what is avoided or done is the season entry', async () => {
  for (const [lang, text] of [
    ['en', 'we like long walks but really cant stand the heat, what months do you suggest?'],
    ['it', 'quando ci conviene venire per evitare la ressa di ferragosto?'],
    ['en', 'which period is good for hiking around there?'],
    ['it', 'amiamo le escursioni ma soffriamo il caldo, che mesi ci consigliate?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said === SEASON, `${text} → ${said}`);
  }
});
