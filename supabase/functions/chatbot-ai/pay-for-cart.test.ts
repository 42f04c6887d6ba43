// Products said as already in the cart or ordered, with a way of paying asked: how an order is paid, not their cards.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const payment = stubHit('payment', 0.42, 'come posso pagare metodi di pagamento how can i pay payment methods');
const shop = stubHit('shop_payment', 0.5, 'pagare l ordine pagamento alla consegna contrassegno pay for my order cash on delivery');
const tools = farmStubTools(() => [shop, payment]);
const paid = (m: string) => m === shop.answer || m === payment.answer;

Deno.test('a way of paying asked of products in the cart is the payment, not the products', async () => {
  for (const [lang, q] of [
    ['it', 'ho nel carrello il pecorino e la salsiccia, posso pagare in contanti alla consegna?'],
    ['en', "i've got the guanciale in my basket but no credit card, can i pay cash on delivery?"],
    ['it', 'ho aggiunto al carello la ricotta, si puo pagare con paypal?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(paid(r.message), `${q} → ${r.message}`);
  }
});

Deno.test('a product asked with its price is still the product', async () => {
  const r = await talkToFarmStub(tools, 'it', ['quanto costa la coppa?']);
  ok(r.type === 'products', r.message);
});
