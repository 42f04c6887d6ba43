// A budget said as all the guest has ("ho solo 10 euro", "I've only got 8 euros to spend"): the products within it.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('only an amount to spend is a price ceiling on the products', async () => {
  for (const [lang, said] of [
    ['it', 'mi restano solo 9 euro, cosa mi consigli?'],
    ['en', "I've only got 8 euros to spend, what can I buy"],
    ['it', 'ho appena 12 euro da spendere cosa prendo'],
    ['en', 'just 10 eur budget, anything?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(r.type === 'products' && /6,50/.test(r.message) && !/50,00/.test(r.message), `${said}: ${r.message}`);
  }
});
