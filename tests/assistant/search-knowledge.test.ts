// public.search_knowledge, the assistant's retrieval over the seeded knowledge (supabase/data/farm.json): typo'd
// questions in either language find their entry, a question two entries share gives close scores, nonsense none.
import { beforeAll, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceClient } from '../helpers/clients.ts';

interface Hit { id: string; topic: string; question: string; answer: string; score: number }
let db: SupabaseClient;
beforeAll(() => {
  db = serviceClient();
});

async function search(query: string, lang: 'it' | 'en'): Promise<Hit[]> {
  const { data, error } = await db.rpc('search_knowledge', { p_query: query, p_lang: lang });
  if (error) throw error;
  return data as Hit[];
}

test.each([
  ['c e un parchegio per la machina?', 'it', 'parking'],
  ['avete il wi fi in camera', 'it', 'wifi'],
  ['quanto dista l aeroporto di olbya', 'it', 'airport_olbia'],
  ['si puo visitare il caseifcio?', 'it', 'dairy_visit'],
  ['posso portare il cagnolino? il mio cane è piccolo', 'it', 'pets'],
  ['fatura per la mia azienda', 'it', 'invoice'],
  ['is ther parkng at the farm', 'en', 'parking'],
  ['how far is the airprot of cagliari', 'en', 'airport_cagliari'],
  ['do you ship abraod', 'en', 'shipping_abroad'],
  ['how do i stor aged pecorino', 'en', 'storage_aged'],
  ['we arive late at night', 'en', 'late_arrival'],
] as const)('"%s" (%s) finds the %s entry first', async (query, lang, topic) => {
  const hits = await search(query, lang);
  expect(hits[0]?.topic, JSON.stringify(hits.map((h) => [h.topic, h.score]))).toBe(topic);
  expect(hits[0].answer).toBe(hits[0].answer.trim());
});

test('answers in the language asked for', async () => {
  const [it] = await search('colazione inclusa', 'it');
  const [en] = await search('colazione inclusa', 'en');
  expect(it.id).toBe(en.id);
  expect(it.answer).toMatch(/colazione/);
  expect(en.answer).toMatch(/breakfast/);
});

test('a question two entries answer gives them close scores, best first', async () => {
  const hits = await search('how far is the airport', 'en');
  const airports = hits.filter((h) => h.topic.startsWith('airport_'));
  expect(airports.length).toBeGreaterThanOrEqual(2);
  expect(hits[0].score - hits[1].score).toBeLessThan(0.15);
  expect([...hits].sort((a, b) => b.score - a.score)).toEqual(hits);
});

test.each(['asdkjh qwe zxcvbn', 'xyzzy plugh', 'the and of'])('nonsense "%s" finds nothing worth offering', async (query) => {
  const hits = await search(query, 'en');
  expect(hits.filter((h) => h.score >= 0.35)).toEqual([]);
});

// A place named only in an entry's answer (the beaches' San Teodoro, the villages' San Pantaleo) finds that entry
// clearly enough to answer; a place some entry is worded with (Olbia), named in passing in other answers, does not
// pull those answers up to the entry about it.
test.each([
  ['san teodoro, is it far by car?', 'en', 'beaches'],
  ['distanza da san pantaleo', 'it', 'villages'],
  ['calangianus quanto dista', 'it', 'villages'],
] as const)('"%s" (%s): a name known only from an answer finds the %s entry, well ahead', async (query, lang, topic) => {
  const hits = await search(query, lang);
  expect(hits[0]?.topic, JSON.stringify(hits.map((h) => [h.topic, h.score]))).toBe(topic);
  expect(hits[0].score).toBeGreaterThanOrEqual(0.6);
  expect(hits[0].score - (hits[1]?.score ?? 0)).toBeGreaterThanOrEqual(0.1);
});

test('a name worded by one entry and named in passing by others stays that entry\'s', async () => {
  const hits = await search('olbia airport, how far?', 'en');
  expect(hits[0].topic).toBe('airport_olbia');
  expect(hits[0].score - hits[1].score).toBeGreaterThanOrEqual(0.1);
});

// One call per reply: the intent's general entry comes with the hits (score 0 when the question did not match it),
// and each hit carries its wordings, which the engine checks a weak match against.
test('with a topic, its entry follows the hits in the same call; every hit carries its wordings', async () => {
  const { data, error } = await db.rpc('search_knowledge', { p_query: 'avete il wi fi in camera', p_lang: 'it', p_topic: 'checkin' });
  if (error) throw error;
  const hits = data as Array<Hit & { wordings: string }>;
  expect(hits[0].topic).toBe('wifi');
  expect(hits[0].wordings).toMatch(/\binternet\b/);
  const checkin = hits.filter((h) => h.topic === 'checkin');
  expect(checkin).toHaveLength(1);
  expect(checkin[0].answer).toMatch(/15:00/);
  const plain = await search('avete il wi fi in camera', 'it');
  expect(plain.some((h) => h.topic === 'checkin' && h.score === 0)).toBe(false);
});
