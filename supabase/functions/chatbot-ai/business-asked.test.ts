// A business buying as a business: wholesale is the farm to ask, with its contacts; a company's invoice the invoice's
// entry, whatever the business says of itself.
import { ok } from 'node:assert';
import { farmEntriesStubTools, talkToFarmStub } from './farm-stub-tools.ts';

Deno.test('wholesale or reseller buying is the farm to ask, with its contacts', async () => {
  for (const [lang, q] of [['it', "gestisco una bottega a torino, vendete anche all'ingrosso? ne prenderei parecchie forme"],
    ['en', 'i run a small deli in leeds, do you do trade prices for retailers?'],
    ['it', 'siamo un negozio di prodotti tipici, avete un listino per rivenditori?']] as const) {
    const r = await talkToFarmStub(farmEntriesStubTools(), lang, [q]);
    ok(r.type === 'text' && r.message.includes('123 456'), `${q}: ${r.message}`);
  }
});

Deno.test("a company's invoice asked in its own words is the invoice's entry", async () => {
  for (const [lang, q] of [['it', "buongiorno, sono l'amministrazione di una ditta di costruzioni, ci serve la fattura per il soggiorno dei nostri operai, cosa dovete sapere?"],
    ['en', "hello, writing on behalf of our company: we need an invoice for last week's order, which details do you need?"],
    ['it', 'x conto del mio studio legale mi servirebbe fattura elettronica, che dati vi servono?']] as const) {
    const r = await talkToFarmStub(farmEntriesStubTools(), lang, [q]);
    ok(r.type === 'text' && r.message.includes('SDI'), `${q}: ${r.message}`);
  }
});
