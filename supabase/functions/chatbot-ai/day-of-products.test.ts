// A product for a dish with a day said in words ("tonight", "domani") and its weight asked: the product the
// descriptions give for that dish and its weight, not the rooms' price for that night.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();
const guancialeWeighed = (m: string) => /guanciale/i.test(m) && m.includes('600 g');

Deno.test('a product for a dish tonight, with its weight asked, is that product and its weight', async () => {
  for (const [lang, said] of [
    ['en', 'doing a carbonara tonight - what cured meat do you reccomend and how much does a piece weigh?'],
    ['it', 'domani sera faccio la carbonara, che salume prendo? quanto pesa piu o meno?'],
    ['it', 'per la fregola di stasera quale salume mi consigliate e quanto pesa un pezzo'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(guancialeWeighed(r.message), `${said}: ${r.message}`);
  }
});
