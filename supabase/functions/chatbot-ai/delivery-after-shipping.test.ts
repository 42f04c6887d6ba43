// A time asked naming no order right after a shipping question is the delivery time, not the way here, also when the
// conversation began with a stay.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const delivery = { id: 'd', topic: 'delivery_times', question: 'When will my order arrive?', answer: 'delivery_times: the answer.', score: 0.42, wordings: 'tempi di consegna delivery time quando arriva il mio ordine' };
const directions = { id: 'w', topic: 'directions', question: 'How do I get there?', answer: 'directions: the answer.', score: 0.5, wordings: 'come arrivare how to get there arrive drive' };
// The search brings up both, the way here first: the words of arriving are its wordings too.
const tools = farmStubTools(() => [directions, delivery]);

Deno.test('a time asked right after shipping is the delivery time', async () => {
  for (const [lang, turns] of [
    ['en', ['we were your guests in june', 'the salami was amazing', 'can you send it to milan?', 'how many days does it take to get here?']],
    ['it', ['siamo stati da voi ad agosto', 'spedite anche a torino?', 'e quanto tempo ci mette ad arrivare?']],
    ['en', ['do u ship to london?', 'how long till it arives?']],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [...turns]);
    ok(r.message === 'delivery_times: the answer.', `${turns.at(-1)}: ${r.message}`);
  }
});

Deno.test('the way here asked after shipping stays the way here', async () => {
  const r = await talkToFarmStub(tools, 'en', ['do you ship to rome?', 'how long is the drive from olbia airport to you?']);
  ok(r.message !== 'delivery_times: the answer.', r.message);
});
