// The farm shop's opening hours asked with what the guest would buy there ("a che ora apre lo spaccio? vorrei
// prendere del pecorino"): the hours, not the products' list.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

// The search returns the intent's general entry after its hits, as public.search_knowledge does.
const hours = { ...stubHit('hours', 0.2, 'orari opening hours'), answer: 'Monday to Saturday 08:30-13:00.' };
const tools = farmStubTools((_q, _l, topic) => (topic === 'hours' ? [hours] : []));

Deno.test('the shop’s hours asked with buying products there are the hours', async () => {
  const cases: Array<['it' | 'en', string[]]> = [
    ['en', ['what time does your shop open? we would like to come and get some salami']],
    ['it', ['a che ora apre il negozio? vorrei passare a comprare del formaggio']],
    ['en', ['is the farm shop open on saturday? planning to pick up cheeses']],
    ['it', ['quando è aperto lo spaccio aziendale? vorremmo prendere pecorino e salsicce']],
    ['en', ['when can we come by the shop to buy some ricotta?']],
  ];
  for (const [lang, turns] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.includes('08:30') && r.type === 'text', `${turns.join(' / ')}: ${r.message}`);
  }
});
