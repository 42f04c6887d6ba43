// A count of a kind said with its unit price is an order of the one product at that price: its sum and shipping.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

Deno.test('a count of a kind at its unit price, after the shipping, is that order with its fee', async () => {
  for (const [lang, turns] of [
    ['it', ['quanto si paga di spedizione?', 'e se compro 2 salsicce da 12,90?']],
    ['en', ['how much is delivery?', 'what if i take 3 pecorino at 15.90?']],
    ['it', ['spese di spedizone?', 'e prendendo due caprini da 21 euro?']],
  ] as const) {
    const r = await talkToFarmStub(farmStubTools(), lang, [...turns]);
    ok(/7[,.]90/.test(r.message) || /gratuit|free/i.test(r.message), `${turns[1]}: ${r.message}`);
    ok(/×/.test(r.message), `${turns[1]}: ${r.message}`);
  }
});
