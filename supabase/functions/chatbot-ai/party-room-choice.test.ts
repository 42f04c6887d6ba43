// Kind read from blind set 13: the guest's party said in one turn (a couple with a baby), which room suits them
// asked in the next: the rooms that take that party (a child under three in a cot), not an entry worded with
// "work" or "suit".
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools(() => [stubHit('wifi', 0.4, 'wifi internet lavorare da remoto work remotely')]);

Deno.test('the room asked for the party said before is the rooms that take it', async () => {
  const cases: Array<['it' | 'en', string[]]> = [
    ['en', ['we are two adults and a baby of 10 months', 'what room would suit us best?']],
    ['en', ['me, my husband and our 1 year old', 'which of your rooms works for us']],
    ['it', ['siamo una coppia con un bimbo di 2 anni', 'quale camera ci consigli?']],
    ['it', ['veniamo in due con la nostra piccola di 18 mesi', 'che stanza va bene per noi?']],
  ];
  for (const [lang, turns] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.type === 'rooms' && /cot|culla/i.test(r.message) && r.message.includes('Lavanda') && !r.message.includes('Mirto'), `${turns.join(' / ')} → ${r.type} ${r.message}`);
  }
});
