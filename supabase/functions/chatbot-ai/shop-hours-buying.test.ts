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

// An entry worded with buying (the villages' errands) scores high for such messages: the hours still answer.
const errands = { ...stubHit('villages', 0.5, 'fare la spesa buy shopping errands negozi shops'), answer: 'The villages nearby.' };
const withErrands = farmStubTools((_q, _l, topic) => (topic === 'hours' ? [errands, hours] : [errands]));

Deno.test('buying at the shop on a day, said then or in a turn before, is the hours (which say the closing day)', async () => {
  const cases: Array<['it' | 'en', string[]]> = [
    ['en', ['hello there', "we'll be driving by on a sunday afternoon", 'could we grab some salami at the shop then?']],
    ['it', ['ciao', 'domenica passiamo dalle vostre parti in moto', 'possiamo comprare del formaggio nello spaccio quel giorno?']],
    ['it', ['si puo comprare il pecorino al punto vendita di domenica?']],
    ['en', ['can i buy cheese in your farm shop tomorow morning']],
  ];
  for (const [lang, turns] of cases) {
    const r = await talkToFarmStub(withErrands, lang, turns);
    ok(r.message.includes('08:30') && r.type === 'text', `${turns.join(' / ')}: ${r.message}`);
  }
});
