// An aging asked in stock ("a two year old pecorino in stock, do you?"): the product of that aging, said sold out
// when it is, never another product in stock presented as having an aging it does not have.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('an aging asked in stock is that aging product, sold out, not a younger one in stock', async () => {
  for (const [lang, said] of [
    ['en', "you wouldn't have a two year old cheese available right now, would you?"],
    ['it', 'non avete un pecorino di due anni disponibile vero?'],
    ['en', 'any cheese aged around 2 yrs in stock at the moment'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(/Riserva/.test(r.message) && !/(stagionatura 12 mesi|aged 12 months)/.test(r.message), `${said} → ${r.message}`);
  }
});
