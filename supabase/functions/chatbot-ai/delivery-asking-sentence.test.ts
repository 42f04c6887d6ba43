// An order's time asked in its own sentence after the guest's city, party and products: when those words leave the
// entry out of the search, the asking sentence alone finds it.
import { ok } from 'node:assert';
import { deliveryAskingSentence } from './delivery-asking-sentence.ts';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const delivery = { ...stubHit('delivery_times', 0.45, 'tempi di consegna delivery time quando arriva il mio ordine'), answer: 'delivery_times: the answer.' };
// As the real search does with a long message: the guest's situation dilutes every entry below its floor.
const tools = farmStubTools((q) => (/\b(?:lunch|festa|birthday|dinner|party)\b/.test(q) ? [] : [delivery]));

Deno.test('the sentence asking an order\'s time is searched alone when the whole message finds nothing', async () => {
  for (const [lang, q] of [
    ['en', 'we are in naples and want some pecorino for a family lunch on sunday. if i order it monday will it get here in time?'],
    ['it', 'abito a firenze e mi servono salumi per una festa sabato sera. se ordino mercoledi arrivano in tempo?'],
    ['en', 'need cheese for my dads birthday dinner next friday in verona!! ordering tomorrow, will it arrive by then?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.message === delivery.answer, `${q}: ${r.message}`);
  }
});

Deno.test('a message of one sentence has no other sentence to search', () => {
  ok(deliveryAskingSentence('if i order today when does it arrive?') === null);
});
