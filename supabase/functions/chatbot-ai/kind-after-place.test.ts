// A kind of place asked after the way from a named place ("quanto dista l'aeroporto di olbia?", then "e il porto?"):
// that place's entry of that kind, not the general directions nor another town's.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';

const hit = (topic: string, score: number, wordings: string, answer: string): KnowledgeHit => ({ id: topic, topic, question: `${topic}?`, score, wordings, answer });
const tools = farmStubTools((q) => {
  const olbia = q.includes('olbia');
  const port = /port|ferr|traghett|nave|sbarc/.test(q);
  if (port) {
    return olbia
      ? [hit('port_olbia', 0.7, 'porto di olbia port of olbia ferry', 'Port of Olbia: about 30 km.'), hit('port_golfo_aranci', 0.45, 'golfo aranci port ferry', 'Golfo Aranci: 45 km.')]
      : [hit('port_olbia', 0.5, 'porto di olbia port of olbia ferry', 'Port of Olbia: about 30 km.'), hit('port_golfo_aranci', 0.5, 'golfo aranci port ferry', 'Golfo Aranci: 45 km.')];
  }
  return olbia ? [hit('airport_olbia', 0.75, 'aeroporto di olbia airport olbia', 'Olbia airport: 30-35 minutes.')] : [];
});

Deno.test('a kind of place asked after the way from a named place is that place’s', async () => {
  for (const [lang, turns] of [
    ['en', ['how long is the drive from olbia airport', 'what about the ferry port? we may sail over instead']],
    ['it', ['quanto dista l aeroporto di olbia?', 'e dal porto invece? forse veniamo in nave']],
    ['en', ['distance from olbia airport to you?', 'ok and the port, in case we take the ferry?']],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [...turns]);
    ok(r.message.includes('30 km') && !r.message.includes('45 km'), `${turns.join(' | ')} → ${r.message}`);
  }
});
