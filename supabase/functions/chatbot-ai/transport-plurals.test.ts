// Public transport asked in the plural ("are there buses?", "any shuttles or taxis?"): the car hire's entry, worded in
// the singular, not the honest "I do not know" for a thing no entry names.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';

const carHire: KnowledgeHit = {
  id: 'car_hire', topic: 'car_hire', question: 'car?', score: 0.5, answer: 'A car is easiest; car hire at Olbia airport. For taxis call +39 0789 123 456.',
  wordings: 'noleggio auto ci sono autobus navetta taxi dall aeroporto mezzi pubblici car hire is there a bus shuttle public transport without a car',
};
const tools = farmStubTools(() => [carHire]);

Deno.test('transport asked in the plural is the car hire’s entry', async () => {
  for (const [lang, text] of [
    ['en', 'are there any shuttles from the airport or do we rent a car'],
    ['en', 'can we manage without car, are there buses going up to you?'],
    ['en', 'do you have taxis or coaches from olbia?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [text]);
    ok(r.message.includes('Olbia'), `${text} → ${r.message}`);
  }
});
