// Kind read from blind set 11: close candidates that state the same fact (the house rules' text and the quiet hours'
// entry both give 23:00) answer with the specific entry; candidates that disagree never answer.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';
import type { Lang } from './types.ts';

const quiet = (lang: Lang, score: number): KnowledgeHit => ({
  ...stubHit('quiet_hours', score, 'ci sono orari di silenzio orari del silenzio fino a che ora si puo fare rumore musica la sera quiet time until what time can we make noise music in the evening'),
  answer: lang === 'en' ? 'Yes: quiet hours are from 23:00 to 07:00.' : 'Sì: il silenzio va rispettato dalle 23:00 alle 07:00.',
});
const rules = (lang: Lang, score: number, from = '23:00'): KnowledgeHit => ({
  ...stubHit('rules', score, 'regole della casa house rules'),
  answer: lang === 'en' ? `House rules: quiet from ${from} to 07:00; no smoking in the rooms.` : `Regole della casa: silenzio dalle ${from} alle 07:00; vietato fumare.`,
});
const ask = (lang: Lang, text: string, hits: (lang: Lang) => KnowledgeHit[]) => talkToFarmStub(farmStubTools((_q, l) => hits(l)), lang, [text]);

const SENTENCES: Array<[Lang, string]> = [
  ['en', 'is it ok to have a speaker on in the garden late in the evening?'],
  ['it', 'possiamo mettere un po di musica fuori stasera fino a tardi?'],
  ['en', 'can we put some music on outsdie late at nigth?'],
  ['it', 'si puo tenere la cassa bluetooth accesa in terrazza dopo cena?'],
];

Deno.test('music late outside: the quiet hours and the house rules agree on 23:00, the quiet hours answer', async () => {
  for (const [lang, q] of SENTENCES) {
    const r = await ask(lang, q, (l) => [quiet(l, 0.36), rules(l, 0.31)]);
    ok(r.message.includes('23:00') && r.message === quiet(lang, 0).answer, `${q} → ${r.message}`);
  }
});

Deno.test('close candidates that disagree on the hour never answer', async () => {
  for (const [lang, q] of SENTENCES) {
    const r = await ask(lang, q, (l) => [quiet(l, 0.36), rules(l, 0.31, '22:00')]);
    ok(!r.message.includes('23:00') && !r.message.includes('22:00'), `${q} → ${r.message}`);
  }
});

Deno.test('two specific entries close together are not one answer, even with the same figures', async () => {
  const other = (l: Lang) => ({ ...stubHit('events', 0.33, 'eventi feste music party'), answer: l === 'en' ? 'Parties end by 23:00 to 07:00.' : 'Feste fino alle 23:00 alle 07:00.' });
  for (const [lang, q] of SENTENCES) {
    const r = await ask(lang, q, (l) => [quiet(l, 0.36), other(l)]);
    ok(r.message !== quiet(lang, 0).answer, `${q} → ${r.message}`);
  }
});
