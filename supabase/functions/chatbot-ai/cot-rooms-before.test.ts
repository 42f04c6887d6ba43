// Kind read from blind sets 12-15: a cot asked of the rooms said before (the list of the reply before, or the room
// named whatever party the stay carries) is their rows' cot and fee.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a cot asked among the rooms the reply before listed', async () => {
  const cases: Array<['it' | 'en', string[]]> = [
    ['en', ['do you have rooms with a king size or double bed?', 'ok which of those take a crib and is it free?']],
    ['it', ['quali camere hanno il letto matrimoniale', 'e di queste quali hanno il lettino gratis?']],
    ['en', ['which rooms look over the woods or hills?', 'can any of them have a cot']],
    ['it', ['una camera che guarda il mare?', 'e tra queste quali prendono la culla?']],
    ['en', ['any room where we can see the sea?', 'nice, can it have a crib?']],
  ];
  for (const [lang, turns] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.includes('Lavanda') && !r.message.includes('Mirto') && /cot|culla/.test(r.message), `${turns.join(' | ')} → ${r.message}`);
  }
});

Deno.test('a cot asked of a named room after a party was said: that room’s fee', async () => {
  const cases: Array<['it' | 'en', string[], string]> = [
    ['en', ['2 adults and our 1 year old, what rooms are there for us?', 'and the elicrisio, do you charge for the cot?'], '5,00'],
    ['it', ['siamo in 2 con un bimbo piccolo, che camere avete?', "nell'elicrisio la culla si paga?"], '5,00'],
    ['en', ['we are a couple with a toddler, which rooms?', 'is the crib free in the orchidea?'], 'free'],
  ];
  for (const [lang, turns, fee] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.includes(fee), `${turns.join(' | ')} → ${r.message}`);
  }
});
