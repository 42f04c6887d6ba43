// A rule asked with the guest's reason in a sentence apart ("si può fumare in camera? d'inverno fa freddo"): the rule,
// not the entry of the weather the reason names.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub, wordShareSearch } from './farm-stub-tools.ts';
import type { Lang } from './types.ts';

const ANSWERS: Record<string, string> = {
  smoking: 'Smoking is not allowed in the rooms (vietato fumare).',
  climate: 'Heating in winter: ask the farm.',
};
const search = wordShareSearch([
  ['smoking', 'smoking smoke fumare fumo sigaretta cigarette room camera'],
  ['climate', 'cold freddo winter inverno heating riscaldamento outside fuori snow neve rain pioggia'],
], () => 1, ['the', 'and', 'che', 'per', 'its']);
const tools = farmStubTools((q) => search(q).map((h) => ({ ...h, answer: ANSWERS[h.topic] })));

Deno.test('a rule asked with a reason about the weather apart is the rule', async () => {
  for (const [lang, said] of [
    ['it', 'posso fumare una sigaretta in camera? fuori d inverno si gela, neve e freddo'],
    ['it', 'e permesso fumare nella stanza? la sera fuori fa freddo e piove'],
    ['en', 'can we smoke in our room?? its freezing cold outside in winter, snow and rain'],
  ] as Array<[Lang, string]>) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(/not allowed|vietato/i.test(r.message), `${said} → ${r.message}`);
  }
});
