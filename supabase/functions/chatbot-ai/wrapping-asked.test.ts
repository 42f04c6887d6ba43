// A wrapping named with how to keep a product ("can I put it in cling film?", "va bene la pellicola?"): the storage
// entry that says what to wrap it in answers, not only the temperature of the product rows.
import { ok } from 'node:assert';
import farm from '../../data/farm.json' with { type: 'json' };
import { farmStubTools, talkToFarmStub, wordShareSearch } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';
import type { Lang } from './types.ts';

type Entry = { topic: string; question_it: string; question_en: string; answer_it: string; answer_en: string; phrasings_it: string[]; phrasings_en: string[] };
const entries = farm.knowledge as unknown as Entry[];
const STOP = ['the', 'and', 'can', 'how', 'una', 'con', 'per', 'nel', 'nella', 'della', 'che', 'you', 'your', 'for'];
// The farm's own entries, searched by the words of their wordings and answers (as public.search_knowledge reads
// both), answering with their own texts.
const search = (query: string, lang: Lang): KnowledgeHit[] => {
  const worded = entries.map((e) => [e.topic, [e.question_it, e.question_en, ...e.phrasings_it, ...e.phrasings_en, e.answer_it, e.answer_en].join(' ')] as [string, string]);
  return wordShareSearch(worded, () => 1, STOP)(query).map((h) => {
    const e = entries.find((x) => x.topic === h.topic)!;
    return { ...h, answer: lang === 'it' ? e.answer_it : e.answer_en };
  });
};
const tools = farmStubTools(search);

Deno.test('a wrapping named with keeping a cheese is answered by the storage entry that says what to wrap it in', async () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    ['en', ['do you sell the pecorino riserva?', 'can i store it wrapped in plastic in the fridge?'], /not plastic/],
    ['it', ['come conservo il fiore sardo affumicato, va bene la pellicola?'], /non nella plastica/],
    ['en', ['just bought the rigatello, ok to keep the pecorino in a plastic bag?'], /not plastic/],
    ['it', ['il caprino lo tengo in frigo nel sacchetto di plastica o nella carta?'], /non nella plastica/],
  ];
  for (const [lang, turns, must] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(must.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('a wrapping said of a present, or keeping with no wrapping, is not the wrapping entry', async () => {
  const cases: Array<['it' | 'en', string[]]> = [
    ['en', ['could you wrap the aged pecorino 12 months in paper as a gift?']],
    ['it', ['mi incartate il rigatello in una confezione regalo con la carta?']],
    ['en', ['how should i store the caprino?']],
  ];
  for (const [lang, turns] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(!/not plastic|non nella plastica/.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});
