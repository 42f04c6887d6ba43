// Documents asked at check-in with a child said beside them: the documents' entry (what minors bring is in it), not
// the children's. Children said by a short age ("a 3yo", "a 7 yo") are the children's entry (cots, extra beds).
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';

// A search that ranks entries by the words of the question sent that their wordings hold, as the database's roughly does.
const ENTRIES: Array<[string, string]> = [
  ['children', 'accettate bambini children welcome kids letto aggiuntivo extra bed culla cot bimbo bimbi figli'],
  ['documents', 'documenti documento documents id identita carta passaporto passports check in arrivo patente'],
];
const tools = farmStubTools((query) => {
  const words = new Set(query.toLowerCase().split(/\W+/));
  return ENTRIES.map(([topic, wordings]): KnowledgeHit => {
    const score = wordings.split(' ').filter((w) => words.has(w)).length / 10;
    return { id: topic, topic, question: `${topic}?`, answer: `${topic}: the answer.`, score, wordings };
  }).filter((h) => h.score > 0).sort((a, b) => b.score - a.score);
});

Deno.test('documents asked with a child said beside them are the documents entry', async () => {
  for (const [lang, text] of [
    ['it', 'che documenti dobbiamo portare? siamo due adulti e una bimba di 7 anni'],
    ['it', 'serve il passaporto anche per mio figlio di 10 anni?'],
    ['en', 'do we need id for our 5 years old son at check in?'],
    ['en', 'what documents should we bring, we travel with a 9 yr old'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said === 'documents: the answer.', `${text} → ${said}`);
  }
});

Deno.test('children said by a short age are the children entry', async () => {
  for (const [lang, text] of [
    ['en', 'are kids ok? ours are a 1yo and a 5yo'],
    ['en', 'is it fine to bring children, a 4 yo and a 9 yo'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said === 'children: the answer.', `${text} → ${said}`);
  }
});
