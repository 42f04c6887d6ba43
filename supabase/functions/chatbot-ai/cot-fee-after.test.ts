// The fee asked right after a cot ("which rooms take a cot?", then "is it free in all of them?"): the cot's fee in
// the rooms, from their rows, not the free rooms of a stay nor a question for the dates.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('the fee asked right after a cot is the cot fee of the rooms', async () => {
  const cases: Array<['it' | 'en', string[]]> = [
    ['en', ['do your rooms have a crib for babies?', 'do we pay for it or is it free?']],
    ['it', ['in quali camere si puo mettere la culla?', 'e gratis in tutte?']],
    ['en', ['is a travel cot available in the rooms?', 'how much extra does it cost?']],
    ['it', ['avete il lettino per il neonato?', 'si paga a parte?']],
  ];
  for (const [lang, turns] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.includes('Elicrisio') && /5,00/.test(r.message), `${turns.join(' | ')} → ${r.message}`);
  }
});

Deno.test('the fee asked after an entry that named the rooms taking a cot is the cot fee of those rooms', async () => {
  const entry = farmStubTools(() => [{ id: 'cot', topic: 'cot', question: 'cot?', score: 0.5, wordings: 'culla cot crib lettino', answer: 'Some rooms take a cot: Lavanda, Orchidea and Elicrisio.' }]);
  const r = await talkToFarmStub(entry, 'en', ['can a crib go in any of your rooms?', 'and is that free everywhere?']);
  ok(r.message.includes('Elicrisio') && /5,00/.test(r.message), r.message);
});
