// An order's delivery asked against a day ("if I order on tuesday will it arrive by friday?") or feared in the
// summer heat ("col caldo di agosto arriva rovinato?"): the entry worded with delivery, whatever products are named.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const delivery = { id: 'd', topic: 'delivery_times', question: 'When will my order arrive?', answer: 'delivery_times: the answer.', score: 0.42, wordings: 'tempi di consegna delivery time quando arriva il mio ordine il formaggio si rovina col caldo imballaggio refrigerato' };
// Another entry close below, as the products' words bring up (a tasting): the one worded with delivery still answers.
const tasting = { id: 't', topic: 'tasting', question: 'Do you do tastings?', answer: 'tasting: the answer.', score: 0.4, wordings: 'degustazione tasting formaggi cheese' };
const tools = farmStubTools((q) => (/delivery time|refrigerato/.test(q) ? [delivery, tasting] : [tasting]));

Deno.test('whether an order arrives in time for a day is the delivery time', async () => {
  for (const [lang, said] of [
    ['en', 'if i place the order on tuesday will the cheese arrive by friday for a party?'],
    ['it', 'devo fare una cena sabato a milano, se ordino i salumi giovedi arrivano in tempo?'],
    ['en', 'ordering pecorino monday, would it reach me before the weekend?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(r.message === 'delivery_times: the answer.', `${said}: ${r.message}`);
  }
});

Deno.test('the products feared spoiled by the heat on the way is the refrigerated delivery', async () => {
  for (const [lang, said] of [
    ['it', 'temo che con l afa di luglio il salame arrivi sciolto, come lo imballate?'],
    ['en', 'worried the cheese will go bad in the august heat, how do you send it?'],
    ['it', 'col caldo di agosto come spedite i formaggi?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(r.message === 'delivery_times: the answer.', `${said}: ${r.message}`);
  }
});

Deno.test('a summer month beside shipping, with the order collected instead, is no heat feared on the way', async () => {
  const pickup = { id: 'p', topic: 'shop_pickup', question: 'Can I collect my order?', answer: 'shop_pickup: the answer.', score: 0.5, wordings: 'ritiro ritirare collect pick up my order' };
  const withPickup = farmStubTools((q) => (/delivery time|refrigerato/.test(q) ? [delivery, pickup] : [pickup]));
  const r = await talkToFarmStub(withPickup, 'en', ['can we buy online and collect the order ourselves in august, to skip the shipping?']);
  ok(r.message !== 'delivery_times: the answer.', r.message);
});

Deno.test('in time for a day beside a kind of product, when the search leaves the entry out of its hits', async () => {
  // The party's and the products' words crowd the delivery entry out; asked as a delivery question it is found.
  const crowded = farmStubTools((q) => (/consegna delivery/.test(q) ? [delivery] : [tasting]));
  for (const [lang, said] of [
    ['en', 'throwing a birthday lunch in milan on sunday and want some pecorino. ordering on tuesday, will it be here in time?'],
    ['it', 'a torino sabato ho ospiti a cena e vorrei dei salumi, se ordino mercoledi arriva in tempo?'],
    ['en', 'cheese for a party in florence friday - if i order monday does it get there in time'],
  ] as const) {
    const r = await talkToFarmStub(crowded, lang, [said]);
    ok(r.message === 'delivery_times: the answer.', `${said}: ${r.message}`);
  }
});
