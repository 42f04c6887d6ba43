// A custom touch asked of gifts (a card, a logo, the wrapping), now or right after gifts: the gift's entry.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';

const gift: KnowledgeHit = {
  id: 'gift', topic: 'gift', question: 'gift?', score: 0.45, answer: 'For gift packaging write to info@tenutasarda.it or call +39 0789 123 456.',
  wordings: 'confezione regalo cesto regalo regali aziendali biglietto di auguri gift packaging gift wrap corporate gifts',
};
const payment: KnowledgeHit = { ...gift, id: 'payment', topic: 'payment', score: 0.7, answer: 'Pay by card or PayPal.', wordings: 'carta card pagare pay' };
// The search as the database's: the intent's own entry after the hits; the gift's only when its words are said.
const tools = farmStubTools((q, _l, topic) => [...(/regal|gift/.test(q) ? [{ ...gift, score: 0.3 }] : []), ...(topic === 'payment' ? [payment] : [])]);

Deno.test('a custom touch asked of gifts is the gift’s entry, not the payment', async () => {
  for (const [lang, turns] of [
    ['en', ['we want to send hampers to our customers for xmas', 'can each one have a little card with our company logo?']],
    ['it', ['cerchiamo regali aziendali per una trentina di clienti', 'potete mettere un biglietto col nostro logo in ogni scatola?']],
    ['en', ['could the gift boxes come wrapped, with a small card for my mum inside?']],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [...turns]);
    ok(r.message.includes('123 456') && !r.message.includes('PayPal'), `${turns.join(' | ')} → ${r.message}`);
  }
});

Deno.test('a card to pay with is still the payment', async () => {
  const r = await talkToFarmStub(tools, 'en', ['buying some gifts, can i pay by credit card?']);
  ok(r.message.includes('PayPal') || r.message.includes('card'), r.message);
});

Deno.test('a gift parcel’s products or shipping asked are theirs, not the gift’s entry', async () => {
  for (const [lang, text] of [
    ['it', 'faccio un pacco regalo a mio padre, il guanciale quanto pesa e come e confezionato?'],
    ['en', 'a christmas box for my aunt in turin, around 40 euros of cheese: is the shipping free?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [text]);
    ok(!r.message.startsWith('For gift packaging'), `${text} → ${r.message}`);
  }
});
