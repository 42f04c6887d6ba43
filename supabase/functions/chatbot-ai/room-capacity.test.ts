// Kind read from blind set 15: the most guests a named room takes is its row's figure, not the card alone.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

Deno.test('the most a named room takes: its places and extra beds', async () => {
  const tools = farmStubTools();
  const cases: Array<['it' | 'en', string, string[]]> = [
    ['en', 'whats the maximum number of people for the orchidea room', ['Orchidea', '2', '3 at most']],
    ['it', 'quante persone al massimo ci stanno nella camera elicrisio?', ['Elicrisio', '2']],
    ['en', 'how many guests can the ginepro twin sleep?', ['Ginepro', '2']],
    ['it', 'numero massimo di ospiti per la lavanda deluxe?', ['Lavanda', '2', 'letto aggiuntivo']],
    ['it', 'quanti posti letto ci sono nella orchidea?', ['Orchidea', '3']],
    ['en', 'max occupancy of the elicrisio standard?', ['Elicrisio', '2']],
  ];
  for (const [lang, q, facts] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(facts.every((f) => r.message.includes(f)), `${q} → ${r.message}`);
  }
});

// A party larger than all the rooms' beds was told "you need 6 rooms" by a farm that has 5.
Deno.test('a party beyond the rooms\' beds is never told to take more rooms than the farm has', async () => {
  const tools = farmStubTools();
  const cases: Array<['it' | 'en', string, string]> = [
    ['en', 'we are 12 friends, is there room for all of us?', 'extra beds'],
    ['it', 'siamo un gruppo di 11 persone, ci ospitate tutti?', 'letti aggiuntivi'],
    ['en', 'rooms for 14 people please', '123 456'],
    ['it', 'avete posto per 12 adulti?', '12'],
  ];
  for (const [lang, q, want] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(!/\b6 (rooms|camere)|\b7 (rooms|camere)/.test(r.message) && r.message.includes(want), `${q} → ${r.message}`);
  }
});
