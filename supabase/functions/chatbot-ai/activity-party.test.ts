// An activity asked with who would come: the ages are people's (no aging filter), the count no party for a room.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import { peopleAgedIn } from './activity-party.ts';

const tools = farmStubTools();
const unknown = (m: string) => m.includes('123 456');

Deno.test('an activity asked with a count of people is the activity, not rooms', async () => {
  for (const [lang, q] of [['en', 'do you do yoga classes? we are 3'], ['it', 'organizzate escursioni in barca? siamo in 5'],
    ['it', 'fate lezioni di cucina tipica? saremmo in 3'], ['en', 'any cooking lessons, there would be 4 of us']] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.type === 'text' && unknown(r.message), `${q}: ${r.message}`);
  }
});

Deno.test('ages said of people are no aging of products', async () => {
  const r = await talkToFarmStub(tools, 'en', ['can the children go fishing? my boys are aged 8 and 12']);
  ok(r.type === 'text' && unknown(r.message), r.message);
  const h = await talkToFarmStub(tools, 'en', ['is there bike hire? kids aged 10 and 13']);
  ok(h.type === 'text' && unknown(h.message), h.message);
  ok(peopleAgedIn(['kids', 'aged', '9']) && !peopleAgedIn(['pecorino', 'aged', '12', 'months']) && !peopleAgedIn(['something', 'aged']));
});

Deno.test('a count with a room asked is still a party, an aged product still a filter', async () => {
  const it = await talkToFarmStub(tools, 'it', ['siamo in 4, avete una camera?']);
  ok(it.message.includes('4 ospiti'), it.message);
  const en = await talkToFarmStub(tools, 'en', ['pecorino aged 12 months']);
  ok(en.type === 'products' && en.data.length === 1, en.message);
});

Deno.test('products made with an ingredient, a relative beside it, are the products flavoured with it', async () => {
  const en = await talkToFarmStub(tools, 'en', ['anything made with fennel? my dad adores it']);
  ok(en.type === 'products' && en.data.length === 1 && en.message.includes('Sardinian sausage'), en.message);
  const it = await talkToFarmStub(tools, 'it', ['c è qualcosa fatto col mirto? a mia sorella piace tanto']);
  ok(it.type === 'products' && it.message.includes('Coppa'), it.message);
  const en2 = await talkToFarmStub(tools, 'en', ['do you have something prepared with myrtle for my mum and me']);
  ok(en2.type === 'products' && en2.message.includes('coppa'), en2.message);
});
