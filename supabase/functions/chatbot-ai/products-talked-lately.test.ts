// A comparative after products asked one turn each picks among those products; a count taken of the product just
// priced is the order's sum.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('the cheaper of two products asked one turn each is one of those two', async () => {
  const en = await talkToFarmStub(tools, 'en', ['what is the guanciale like?', 'and the pancetta', 'ok which of them costs less']);
  ok(en.data.length === 1 && /14,00/.test(en.message) && !/6,50/.test(en.message), en.message);
  const it = await talkToFarmStub(tools, 'it', ['parlami del caprino', 'e il primo fiore?', 'qual e il piu economico dei due?']);
  ok(it.data.length === 1 && /14,50/.test(it.message) && !/6,50/.test(it.message), it.message);
  const dear = await talkToFarmStub(tools, 'en', ['tell me about the mountain ham', 'what about the coppa', 'which one is more expensive']);
  ok(dear.data.length === 1 && /34,00/.test(dear.message), dear.message);
  const old = await talkToFarmStub(tools, 'it', ['com e il rigatello?', 'e la peretta?', 'quale dei due e piu stagionato?']);
  ok(old.data.length === 1 && /18,90/.test(old.message), old.message);
});

Deno.test('a count taken of the product just priced is that order sum', async () => {
  const it = await talkToFarmStub(tools, 'it', ['quanto costa il guanciale?', 'e se ne compro 3?']);
  ok(/42,00/.test(it.message), it.message);
  const en = await talkToFarmStub(tools, 'en', ['price of the lonza?', 'and if i take two of them']);
  ok(/37,00/.test(en.message), en.message);
  const typo = await talkToFarmStub(tools, 'it', ['la pancetta arrotolata quanto costa', 'se ne prendessi 4?']);
  ok(/63,60/.test(typo.message), typo.message);
  const gerund = await talkToFarmStub(tools, 'it', ['quanto viene il rigatello?', 'e comprandone due?']);
  ok(/37,80/.test(gerund.message), gerund.message);
});

Deno.test('a comparative between a product named and one described picks between those two', async () => {
  for (const [lang, said, price] of [
    ['en', 'is the one with the lines on the crust cheaper than the caprino?', '18,90'],
    ['it', 'costa di piu il caprino o quello con la crosta rigata?', '21,00'],
    ['en', 'whats cheaper, the 12 month pecorino or the cheese with the ridges on the rind', '18,90'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(r.data.length >= 1 && r.data.length <= 2 && r.message.includes(price) && !/6,50/.test(r.message), `${said} → ${r.message}`);
  }
});

Deno.test('a comparative said in another tense picks among the products talked about', async () => {
  const it = await talkToFarmStub(tools, 'it', ['quanto costa la pancetta?', 'e il guanciale', 'quale dei due costava di meno?']);
  ok(it.data.length === 1 && /14,00/.test(it.message) && !/6,50/.test(it.message), it.message);
  const it2 = await talkToFarmStub(tools, 'it', ['prezzo del caprino?', 'e quello del rigatello?', 'ok, quale costerebbe di più?']);
  ok(it2.data.length === 1 && /21,00/.test(it2.message), it2.message);
  const it3 = await talkToFarmStub(tools, 'it', ['quanto viene la coppa', 'e la lonza?', 'qual era quella che costava meno tra le due?']);
  ok(it3.data.length === 1 && /18,50/.test(it3.message) && !/6,50/.test(it3.message), it3.message);
});

Deno.test('the cheaper of two products, the second reached by a trait, is one of those two', async () => {
  const cases: Array<['it' | 'en', string[], string, string]> = [
    ['en', ['price of the 24 month riserva?', 'and the goat one?', 'which of those two is cheaper?'], '21,00', '32,00'],
    ['it', ['quanto viene il primo fiore?', 'e quello affumicato invece?', 'tra i due quale è più economico?'], '14,50', '26,50'],
    ['en', ['how much is the rigatello', 'what about the smoked one', 'ok wich one is cheaper of the 2'], '18,90', '26,50'],
    ['it', ['il prosciutto di montagna quanto costa?', 'e quella piccante?', 'quale dei due costa di piu?'], '34,00', '13,50'],
  ];
  for (const [lang, turns, kept, left] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.data.length === 1 && r.message.includes(kept) && !r.message.includes(left) && !/6,50/.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});
