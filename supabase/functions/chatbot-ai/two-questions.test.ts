// Two questions in one message, each of its own entry: both are answered, not the one the whole message scores best.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub, wordShareSearch } from './farm-stub-tools.ts';

const search = wordShareSearch([
  ['parking', 'parcheggio posto auto dove parcheggiare parking car park where to park'],
  ['pets', 'animali ammessi cani cane possiamo portare il cane pets allowed dogs bring our dog'],
  ['linen', 'lenzuola asciugamani teli mare towels bed linen beach towels'],
], (_w, has) => (has ? 1 : 0.3), ['the', 'and', 'for', 'che', 'our', 'con', 'your', 'you']);
const ANSWERS: Record<string, string> = { parking: 'Parking: free, on site.', pets: 'Pets: dogs welcome.', linen: 'Linen: towels provided.' };
const tools = farmStubTools((q) => search(q).map((h) => ({ ...h, answer: ANSWERS[h.topic] ?? h.answer })));

Deno.test('two questions of two entries in one message are both answered', async () => {
  for (const [lang, text, a, b] of [
    ['en', 'is there parking at the farm? and can we bring our dog?', 'Parking', 'Pets'],
    ['en', 'do u provide towels? also is there a car park?', 'Linen', 'Parking'],
    ['it', 'c e il parcheggio? e il cane lo possiamo portare?', 'Parking', 'Pets'],
    ['it', 'ci sono gli asciugamani? i cani sono ammessi?', 'Linen', 'Pets'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [text]);
    ok(r.message.includes(`${a}:`) && r.message.includes(`${b}:`), `${text} → ${r.type} ${r.message}`);
  }
});

Deno.test('one question asked twice in other words is answered once', async () => {
  const r = await talkToFarmStub(tools, 'en', ['is there parking? where can we park the car?']);
  ok(r.message === ANSWERS.parking, r.message);
});

Deno.test('a second question about the product the first asked of is no question of all products', async () => {
  for (const [lang, text] of [
    ['it', 'il caprino come lo conservo una volta a casa? lo tengo in frigorifero o fuori?'],
    ['en', 'how should i store the lonza at home? does it need the fridge once opened?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [text]);
    ok(!/Salsiccia|sausage/i.test(r.message), `${text} → ${r.type} ${r.message}`);
    ok(r.message.split(/\+4 \/ \+8|\+4 \/ \+10|0 \/ \+4/).length <= 2, `${text} → ${r.message}`);
  }
});
