// Kind read from blind set 13: an everyday word that is also a word of a product's name ("primo", "fiore",
// "montagna") names that product only with its name's other words beside it or in a product context.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

// An entry worded with a product's name ("come tengo il primo fiore") matches its words strongly, as seeded.
const tools = farmStubTools((q, _lang, topic) => [
  ...(/\b(?:primo|montagna|mountain)\b/.test(q) ? [stubHit('storage_fresh', 0.62, 'come tengo il primo fiore prosciutto di montagna')] : []),
  ...(topic === 'checkin' ? [stubHit('checkin', 0.4, 'check-in orari arrivo')] : []),
]);

Deno.test('an everyday word of a product name said of something else names no product', async () => {
  const cases: Array<['it' | 'en', string]> = [
    ['it', 'da che ora si puo entrare in camera la prima sera?'],
    ['it', 'il primo giorno a che ora posiamo arrivare da voi'],
    ['en', 'what time can we arrive on the first day? we come from the mountain road'],
    ['it', 'entro che ora dobbiamo arrivare il primo giorno, veniamo dalla montagna'],
  ];
  for (const [lang, q] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.type !== 'products' && r.message.startsWith('checkin:'), `${q} → ${r.type} ${r.message}`);
  }
});

Deno.test('the same words still name the product with its other words or in a product context', async () => {
  const cases: Array<['it' | 'en', string, string]> = [
    ['it', 'quanto costa il primo fiore?', 'Primo Fiore'],
    ['it', 'vorrei comprare il formaggio primo', 'Primo Fiore'],
    ['en', 'how much is the mountain ham', 'Mountain ham'],
  ];
  for (const [lang, q, name] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.type === 'products' && r.message.includes(name), `${q} → ${r.type} ${r.message}`);
  }
});
