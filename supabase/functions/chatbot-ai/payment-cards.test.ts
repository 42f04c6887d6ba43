// Which cards are taken, asked with the plural or the card's kind (blind set 10): the payment text, which names the
// card brands, not "I do not know".
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import type { Lang } from './types.ts';

const payment = stubHit('payment', 0.37, 'come si paga metodi di pagamento accettate paypal payment methods');
const tools = farmStubTools(() => [payment]);

Deno.test('the cards accepted are the payment text', async () => {
  for (const [lang, q] of [['en', 'what cards do you take to secure the reservation?'], ['it', 'che carte di credito accettate?'], ['en', 'do you accept debit cards too']] as const as ReadonlyArray<readonly [Lang, string]>) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.message === payment.answer, `${q} → ${r.message}`);
  }
});
