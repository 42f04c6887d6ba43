import { deepStrictEqual as assertEquals } from 'node:assert';
import { type KnowledgeEntry, matchKnowledge } from './knowledge.ts';

const entry = (topic: string, it: string[], en: string[]): KnowledgeEntry => ({
  id: topic, topic, question_it: it[0], question_en: en[0], answer_it: `${topic} it`, answer_en: `${topic} en`,
  phrasings_it: it.slice(1), phrasings_en: en.slice(1),
});
const entries = [
  entry('parking', ['C’è un parcheggio?', 'dove posso parcheggiare la macchina'], ['Is there parking?', 'where can i park the car']),
  entry('wifi', ['Avete il wifi?', 'c è internet in camera'], ['Do you have wifi?', 'is there internet in the room']),
];

Deno.test('matches an entry by its whole words in either language, typos corrected', () => {
  for (const [message, topic] of [
    ['avete un parcheggio?', 'parking'],
    ['where can I park my car', 'parking'],
    ['c e internett in camera?', 'wifi'],
    ['Do you have WiFi', 'wifi'],
  ]) assertEquals(matchKnowledge(message, entries)?.entry.topic, topic, message);
});

Deno.test('does not guess when nothing shares enough words', () => {
  for (const message of ['quanto costa il pecorino?', 'ciao', 'camera doppia per agosto', 'parcheggiatore abusivo fuori dalla stazione di Olbia la sera'])
    assertEquals(matchKnowledge(message, entries), null, message);
});
