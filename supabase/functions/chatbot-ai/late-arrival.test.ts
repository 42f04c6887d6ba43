// The way here asked with a late hour asks two things: the drive, and whether the guest can still get in.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';

const hit = (topic: string, score: number, wordings: string): KnowledgeHit => ({ id: topic, topic, question: `${topic}?`, answer: `${topic}: the answer.`, score, wordings });
// What public.search_knowledge ranks first for such a message: the airport, then the late arrival.
const tools = farmStubTools(() => [
  hit('airport_olbia', 0.33, 'quanto dista l aeroporto di olbia atterro a olbia'),
  hit('late_arrival', 0.23, 'arrivo tardi la sera arriviamo di notte late check in'),
  hit('port_olbia', 0.21, 'porto di olbia'),
]);

Deno.test('the way here asked with a late hour also gets the late arrival', async () => {
  const it = await talkToFarmStub(tools, 'it', ['il volo arriva a olbia verso le 23, quanto dista la tenuta? ci aprite lo stesso?']);
  ok(it.message.includes('late_arrival: the answer.') && /minut/.test(it.message), it.message);
  const en = await talkToFarmStub(tools, 'en', ['how far is the farm from olbia airport? we land at 11pm, will someone let us in?']);
  ok(en.message.includes('late_arrival: the answer.'), en.message);
  // Without a late hour, the way here alone.
  const day = await talkToFarmStub(tools, 'it', ['arriviamo a olbia alle 15, quanto dista la tenuta?']);
  ok(!day.message.includes('late_arrival'), day.message);
});
