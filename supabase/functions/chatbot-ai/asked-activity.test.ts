// A thing asked with a word that only describes it before it ("a little town", "un piccolo forno"), and an activity
// asked of the farm ("can we go fishing from the farm?"): what is asked is the thing, not the farm's description.
import { deepStrictEqual as assertEquals, ok } from 'node:assert';
import { askedThingWords } from './asked-thing.ts';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';
import { type Names, understand } from './understand.ts';

const NAMES: Names = { products: { ids: [], grams: new Map() }, rooms: { ids: [], grams: new Map() }, words: [] };
const tokens = (text: string) => understand(text, NAMES, '2026-11-26').tokens;

Deno.test('a word describing the thing asked is not the thing', () => {
  assertEquals(askedThingWords(tokens('c e un piccolo forno in paese?'))?.[0], 'forno');
  assertEquals(askedThingWords(tokens('is there a big supermarket close by?'))?.[0], 'supermarket');
  assertEquals(askedThingWords(tokens('avete una bella terrazza?'))?.[0], 'terrazza');
});

// The search returns the intent's own entry (the farm's description) after the hits, as public.search_knowledge does.
const about: KnowledgeHit = { id: 'about', topic: 'about', question: 'Chi siete?', answer: 'ABOUT: 566 ettari, 566 hectares.', score: 0.1, wordings: 'chi siete about the farm' };
const tools = farmStubTools(() => [about]);
Deno.test('an activity asked of the farm is not answered with the farm’s description', async () => {
  for (const [lang, q] of [['en', 'can we go horse riding around the farm?'], ['it', 'si puo andare a cavallo dalla fattoria?'], ['en', 'is the farm a good base for horse riding?']] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.message.includes('0789 123 456') && !r.message.startsWith('ABOUT'), `${q}: ${r.message}`);
  }
  // The farm's own story stays the farm's description.
  ok((await talkToFarmStub(tools, 'en', ['tell me about the farm'])).message.startsWith('ABOUT'));
  ok((await talkToFarmStub(tools, 'it', ['quanti ettari ha la fattoria?'])).message.startsWith('ABOUT'));
});
