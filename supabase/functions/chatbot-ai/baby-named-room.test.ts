// Kind read from blind set 14: a baby by its age in months with a named room is that room's cot, the baby no guest.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

Deno.test('a party with a baby asking about a named room: its cot, not two rooms', async () => {
  const tools = farmStubTools();
  const cases: Array<['it' | 'en', string, string[]]> = [
    ['en', 'me and my wife with our 7 month old, is the orchidea ok?', ['Orchidea', 'cot', 'free']],
    ['it', 'siamo in due piu una bimba di 11 mesi, la camera elicrisio va bene?', ['Elicrisio', 'culla', '5,00']],
    ['en', 'two adults + a newborn, would the lavender room do?', ['Lavanda', 'cot']],
    ['it', 'noi due e il nostro bimbo di 5 mesi, possiamo prendere la lavanda?', ['Lavanda', 'culla']],
  ];
  for (const [lang, q, facts] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(facts.every((f) => r.message.includes(f)) && !/2 rooms|2 camere/.test(r.message), `${q} → ${r.message}`);
  }
});

Deno.test('a named room that takes no cot says so, with the rooms that do', async () => {
  const r = await talkToFarmStub(farmStubTools(), 'en', ['us two and a 4 month old baby, does the ginepro work?']);
  ok(r.message.includes('takes no cot') && r.message.includes('Elicrisio'), r.message);
});
