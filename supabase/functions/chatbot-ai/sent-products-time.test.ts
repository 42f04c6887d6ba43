// Products named as what would be sent, the parcel's time asked: the delivery's time, not the products' cards.
import { ok } from 'node:assert';
import { farmEntriesStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import { normalise } from './normalise.ts';
import { sentProductsTimeAskedIn } from './sent-products-time.ts';

Deno.test('the time of a parcel of named products is the delivery time', async () => {
  for (const [lang, q] of [['en', 'would like to ship the pecorino stagionato to my brother in florence, how long till it arrives?'],
    ['it', 'vorrei mandare una coppa e due salsicce ai miei suoceri a roma, una volta spedito in quanti giorni arriva?'],
    ['it', 'se vi ordino il caprino e lo spedite a mia zia a napoli quanto ci mette ad arivare?']] as const) {
    const r = await talkToFarmStub(farmEntriesStubTools(), lang, [q]);
    ok(r.type === 'text' && r.message.includes('24-48'), `${q}: ${r.message}`);
  }
});

Deno.test('how long a product keeps once delivered, or what its shipping costs, is no delivery time', () => {
  ok(!sentProductsTimeAskedIn(normalise('how long does the coppa keep once delivered?')));
  ok(!sentProductsTimeAskedIn(normalise('quanto costa spedire il caprino e in quanti giorni arriva?')));
});
