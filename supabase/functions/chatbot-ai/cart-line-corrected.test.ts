// A cart line corrected in the next turn: the variant said replaces the one before, the count kept.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a correction to the plain or the spicy variant replaces the line before', async () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    ['it', ['aggiungi 3 salsicce piccanti al carrello', 'no aspetta, meglio quelle classiche. quanto fa in tutto?'], /3 × Salsiccia sarda \(/],
    ['en', ['put 2 spicy sausages in my basket', 'actually, the regular ones instead. what does that come to?'], /2 × Sardinian sausage \(/],
    ['en', ['i want 4 sardinian sausages', 'actually make it the spicy ones, whats the total'], /4 × Spicy Sardinian sausage|4 × Sardinian sausage, spicy|4 × .*spicy/i],
  ];
  for (const [lang, turns, want] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(want.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});
