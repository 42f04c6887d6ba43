// The cancellation asked of a stay paid some way is the terms (the same for every method), not the ways of paying;
// why a card is asked for is the payment text (the guarantee), not an entry sharing a word with the question.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import type { Tools } from './tools.ts';

const PAYMENT = 'payment: card, PayPal or at the property; a guarantee card is always required.';
const stub = farmStubTools(() => [
  { ...stubHit('invoice', 0.3, 'fattura invoice partita iva number numero'), answer: 'invoice: write to us with the VAT number.' },
  { ...stubHit('payment', 0.15, 'pagamento payment carta card'), answer: PAYMENT },
]);
const tools: Tools = {
  ...stub,
  settings: async () => ({ ...(await stub.settings()), cancellation_policy: { free_over_days: 15, partial_from_days: 7, partial_percent: 50 } }),
};

Deno.test('a cancellation asked of a stay paid some way is the cancellation terms', async () => {
  for (const [lang, text] of [
    ['en', 'if i paid through paypal do i still get a full refund when i cancel?'],
    ['en', 'we paid by credit card, can we still cancel for free?'],
    ['it', 'ho pagato con bonifico, se disdico mi rimborsate tutto?'],
    ['it', 'se pago con la carta posso comunque annullare gratis?'],
    ['it', 'abbiamo pagato tutto in anticipo, in caso di disdetta ci ridate i soldi?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(/15/.test(said) && said !== PAYMENT, `${text} → ${said}`);
  }
});

Deno.test('why a card is asked for is the payment text', async () => {
  for (const [lang, text] of [
    ['en', 'how come you ask for my credit card details to reserve?'],
    ['en', 'why is a card number required if i pay at the farm'],
    ['it', 'perche mi chiedete il numero della carta per prenotare?'],
    ['it', 'a cosa serve la carta di credito se pago in contanti all arrivo?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said === PAYMENT, `${text} → ${said}`);
  }
});
