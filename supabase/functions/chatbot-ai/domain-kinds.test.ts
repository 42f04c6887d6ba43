// Kinds of knowledge questions asked in words the entries do not use: the domain's words for them are searched
// too (synonyms.ts, domain-kinds.ts), and the engine lets the entry they find answer. New sentences of each kind.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';
import { domainWords } from './synonyms.ts';

const has = (q: string, ...words: string[]) => words.every((w) => domainWords(q).includes(w));

Deno.test('clothes to bring are the weather at the farm', () => {
  ok(has('should we bring a jacket for the nights in july?', 'clima', 'weather'));
  ok(has('serve una felpa la sera anche ad agosto?', 'clima', 'weather'));
  ok(!has('how do you pack the cheese for shipping?', 'weather'));
});

Deno.test('a town or a place for errands is the villages nearby', () => {
  ok(has('any small towns close by with a bakery?', 'paesi', 'villages'));
  ok(has('dove possiamo fare la spesa vicino a voi?', 'paesi', 'villages'));
  ok(has('is there a supermarket within a short drive?', 'villages'));
  ok(has('a nice town to walk around in the evening?', 'villages'));
});

Deno.test('a town named by its name is that place, not the villages nearby', () => {
  ok(!has('how many km to olbia town from the farm?', 'villages'));
  ok(!has('distance from you to tempio town', 'villages'));
  ok(!has('is telti village far?', 'villages'));
});

Deno.test('a discount asked for a long stay is the long stays, not a short one', () => {
  ok(has('if we stay three weeks is there a discount?', 'soggiorno', 'sconto'));
  ok(has('restiamo un mese intero, ci fate uno sconto?', 'soggiorno', 'sconto'));
  ok(!has('c e uno sconto per due notti?', 'soggiorno'));
  ok(!has('for three weeks what does the room cost?', 'sconto'));
});

Deno.test('public transport is the car hire entry', () => {
  ok(has('can we get to you by train and then a coach?', 'mezzi', 'transport'));
  ok(has('senza auto, c e una corriera?', 'mezzi', 'pubblici'));
});

const diet: KnowledgeHit = { id: 'diet', topic: 'diet', question: 'Diete?', answer: 'DIET: tell us when you book.', score: 0.47, wordings: 'senza glutine celiaco vegano dieta vegetariana dietary requirements' };
const allergensEntry: KnowledgeHit = { id: 'a', topic: 'allergens', question: 'Allergeni?', answer: 'allergens page', score: 0.06, wordings: 'allergeni' };
const tools = farmStubTools((q) => (q.includes('dieta') ? [diet, allergensEntry] : [allergensEntry]));

Deno.test('a diet said with the farm’s meals is the diet entry, not the products’ allergens', async () => {
  const it = await talkToFarmStub(tools, 'it', ['sono intollerante al glutine, la mattina cosa posso mangiare da voi?']);
  ok(it.message.startsWith('DIET'), it.message);
  const en = await talkToFarmStub(tools, 'en', ['my son is coeliac, can you cook him something gluten free for dinner?']);
  ok(en.message.startsWith('DIET'), en.message);
  // The products' allergens asked stay the products'.
  const products = await talkToFarmStub(tools, 'it', ['quali prodotti sono senza glutine?']);
  ok(!products.message.startsWith('DIET') && products.message.includes('Allergeni'), products.message);
});
