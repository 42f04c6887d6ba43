// Whether the card is charged, asked right after the payment's text ("will you charge it?", "me la addebitate?"): the
// payment's text again (the card as the booking's guarantee), not an unknown question.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { Lang } from './types.ts';

const PAYMENT = { it: 'Carta, PayPal o in struttura; serve sempre una carta a garanzia.', en: 'Card, PayPal or at the property; a guarantee card is always required.' };
// The payment's general text, as public.search_knowledge returns the intent's own entry beside the hits.
const tools = farmStubTools((_q, lang, topic) => (topic === 'payment' ? [{ id: 'payment', topic: 'payment', question: 'Payment?', answer: PAYMENT[lang], score: 0.3, wordings: 'payment card' }] : []));

Deno.test('whether the card is charged, right after the payment, is the payment text with the guarantee', async () => {
  for (const [lang, turns] of [
    ['en', ['why do you need my credit card if i pay on arrival?', 'so will it be charged?']],
    ['en', ['do i have to give a card when booking even paying at the property?', 'are you going to debit anything from it?']],
    ['it', ['serve la carta di credito anche se pago in struttura?', 'ma me la addebitate?']],
    ['it', ['perche chiedete la carta se pago sul posto?', 'prelevate qualcosa dalla carta?']],
  ] as Array<[Lang, string[]]>) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(/guarantee|garanzia/i.test(r.message), `${turns.join(' / ')} → ${r.message}`);
  }
});
