// A stay given as a present: not the shop's products. No entry is worded with vouchers, so the farm is asked.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a voucher or a stay given as a gift is asked of the farm, not the products', async () => {
  for (const [lang, text] of [
    ['it', 'fate buoni regalo per un soggiorno? vorrei regalarlo a mia sorella'],
    ['en', 'can I buy a gift card for a couple of nights at your place?'],
    ['it', 'vorrei regalare due notti da voi ai miei genitori per l anniversario, si puo?'],
    ['en', 'do u do vouchers? thinking of a weekend as a birthday gift'],
  ] as const) {
    const reply = await talkToFarmStub(tools, lang, [text]);
    ok(reply.type === 'text' && reply.message.includes('123 456'), `${text} → ${reply.type} ${reply.message}`);
  }
});

Deno.test('a gift of the shop stays the products', async () => {
  const reply = await talkToFarmStub(tools, 'it', ['cerco un formaggio da regalare a mio padre']);
  ok(reply.type === 'products', `${reply.type} ${reply.message}`);
});
