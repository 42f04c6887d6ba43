// The thing a "do you have / is there / do you accept" question asks about, and when nothing known names it.
import { deepStrictEqual as assertEquals } from 'node:assert';
import { askedThing, askedThingUnknown } from './asked-thing.ts';
import type { KnowledgeHit } from './knowledge.ts';
import { tokenize } from './normalise.ts';

const hit = (topic: string, wordings: string): KnowledgeHit => ({ id: topic, topic, question: topic, answer: topic, score: 0.4, wordings });

Deno.test('the thing asked follows the asking words and the articles, in both languages', () => {
  assertEquals(askedThing(tokenize('avete la piscina per i bambini?')), 'piscina');
  assertEquals(askedThing(tokenize("c'è una palestra?")), 'palestra');
  assertEquals(askedThing(tokenize('is there a sauna?')), 'sauna');
  assertEquals(askedThing(tokenize('do you accept the smartbox vouchers')), 'smartbox');
  assertEquals(askedThing(tokenize('accettate i cofanetti regalo?')), 'cofanetti');
  // A kind's own word is what the assistant answers, not an unknown thing; no asking words, no thing.
  assertEquals(askedThing(tokenize('avete formaggi di capra?')), null);
  assertEquals(askedThing(tokenize('do you have pecorino')), null);
  assertEquals(askedThing(tokenize('la piscina è aperta?')), null);
});

Deno.test('a thing is unknown when neither the catalogue nor an entry it matched is worded with it', () => {
  const none = () => false;
  assertEquals(askedThingUnknown(tokenize('avete la piscina per i bambini?'), [hit('children', 'accettate bambini')], none), true);
  assertEquals(askedThingUnknown(tokenize('do you have a crib'), [hit('cot', 'baby cot do you have a crib')], none), false);
  assertEquals(askedThingUnknown(tokenize('avete il mirto?'), [], (w) => w === 'mirto'), false);
});
