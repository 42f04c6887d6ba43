// How big a piece is ("how large is one piece?", "quanto è grande?"), asked alone, with the price, or after the
// product talked about (or chosen for a use): its weight from its row.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('the size or weight of a piece is the weight of the product named or talked about', async () => {
  const cases: Array<['it' | 'en', string[], string]> = [
    ['en', ['is the coppa sold whole? how large is a piece more or less'], '800 g'],
    ['it', ['quanto è grande un pezzo di lonza?'], '700 g'],
    ['en', ['whats the price of the pancetta and what size is it'], '800 g'],
    ['it', ['quanto costa la ricotta e quanto è grande la confezione?'], '500 g'],
    ['en', ['do you have the smoked fiore sardo?', 'ok cool, how heavy is one?'], 'weighs about'],
    ['it', ['avete la lonza?', 'bene, e quanto pesa un pezzo?'], '700 g'],
    ['it', ['avete il guanciale?', 'ottimo, quanto è grosso?'], '600 g'],
    ['en', ['we want to cook fregola with mussels, what do you suggest?', 'how heavy is it and what does it cost'], '600 g'],
    ['it', ['cosa mi consigliate per una carbonara?', 'quanto pesa e quanto costa?'], '600 g'],
    ['it', ['cerchiamo qualcosa per fare la carbonara stasera', 'quanto pesa? e il prezzo?'], '600 g'],
    ['en', ['im looking for something to put in a fregola with mussels', 'how big is it and the price'], '600 g'],
  ];
  for (const [lang, turns, must] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.includes(must), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('a need that seeks no thing for a use is no product', async () => {
  for (const [lang, said] of [['it', 'mi serve la ricevuta fiscale'], ['en', 'im looking for the invoice of my order'], ['it', 'ci serve un parcheggio']] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(r.type !== 'products', `${said}: ${r.message}`);
  }
});

Deno.test('the size of the farm or a room asked after a product is not the product’s weight', async () => {
  for (const [lang, turns] of [['en', ['how much is the lonza?', 'how big is your farm actually?']], ['it', ['quanto costa la coppa?', 'e quanto è grande la camera?']]] as const) {
    const r = await talkToFarmStub(tools, lang, [...turns]);
    ok(!/weighs|pesa circa/.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});
