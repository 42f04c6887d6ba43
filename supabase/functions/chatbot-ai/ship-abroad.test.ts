// Shipping asked to a country other than Italy is the farm's to say, with its contacts, whatever product is named.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import { shipAbroadAskedIn } from './ship-abroad.ts';

const tools = farmStubTools();

Deno.test('shipping abroad with a product named is the farm to ask, with its contacts', async () => {
  for (const [lang, q] of [['en', 'do you ship to france? i have 2 caprino in my basket'], ['it', 'spedite in svizzera? ho un prosciutto nel carrello'],
    ['en', 'can i get the pecorino delivered outside italy'], ['it', 'mandate la coppa anche in germania?']] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.type === 'text' && r.message.includes('123 456'), `${q}: ${r.message}`);
  }
});

Deno.test('a product shipped within Italy, or a guest arriving from abroad, is not shipping abroad', () => {
  ok(!shipAbroadAskedIn(['do', 'you', 'ship', 'the', 'coppa']));
  ok(!shipAbroadAskedIn(['we', 'arrive', 'from', 'germany', 'how', 'far', 'is', 'the', 'farm']));
});
