// Kind read from blind set 28: the most a named room takes, asked with a toddler or a baby coming too, is its row's
// places and extra beds, then whether it takes a cot and the fee.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

Deno.test('a named room\'s capacity asked with a small child adds its cot', async () => {
  const tools = farmStubTools();
  const cases: Array<['it' | 'en', string, string[]]> = [
    ['en', 'max number of people in the lavanda? our toddler comes along', ['Lavanda', '3 at most', 'cot']],
    ['it', 'quanti ospiti al massimo nella orchidea? abbiamo pure una bimba di 10 mesi', ['Orchidea', 'culla']],
    ['en', 'how many guests fit in the ginepro, travelling with an infant', ['Ginepro', 'no cot']],
    ['it', 'numero massimo di persone per la elicrisio? viene anche il neonato', ['Elicrisio', '2', 'culla', '5,00']],
  ];
  for (const [lang, q, facts] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(facts.every((f) => r.message.includes(f)), `${q} → ${r.message}`);
  }
});
