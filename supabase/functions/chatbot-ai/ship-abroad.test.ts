// Shipping asked to a country other than Italy is the farm's to say, with its contacts, whatever product is named.
import { ok } from 'node:assert';
import { farmEntriesStubTools, farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import { shipAbroadAskedIn, shipAbroadFollowUpIn } from './ship-abroad.ts';

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

Deno.test('a product sent abroad for a day or a feast is still shipping abroad, the farm to ask', async () => {
  for (const [lang, q] of [['it', 'posso spedire una coppa a mio fratello a londra per natale?'],
    ['en', 'i want to send a pecorino to my sister in berlin for her birthday on 12 march, can you?'],
    ['it', 'vorei mandarle un caprino in svizzera per il 20 dicembre, ci arriva?']] as const) {
    const r = await talkToFarmStub(farmEntriesStubTools(), lang, [q]);
    ok(r.type === 'text' && r.message.includes('123 456'), `${q}: ${r.message}`);
  }
});

Deno.test('how a gift gets to someone abroad, asked after naming them, is shipping abroad', async () => {
  for (const [lang, turns] of [
    ['en', ['what cheese would you suggest as a present for my uncle in australia?', 'great, how do i get it there?']],
    ['it', ["vorrei fare un regalo a un'amica che sta in olanda, le piace la salsiccia", 'e come gliela faccio arrivare li?']],
    ['it', ['mio figlio studia in spagna, gli vorrei regalare del pecorino', 'potete spedirglielo fin la?']],
  ] as const) {
    const r = await talkToFarmStub(farmEntriesStubTools(), lang, [...turns]);
    ok(r.type === 'text' && r.message.includes('123 456') && /ester|abroad/i.test(r.message), `${turns[1]}: ${r.message}`);
  }
  ok(!shipAbroadFollowUpIn(['come', 'facciamo', 'ad', 'arrivare', 'li', 'dalla', 'strada'], ['arriviamo', 'dalla', 'germania', 'in', 'macchina']));
});
