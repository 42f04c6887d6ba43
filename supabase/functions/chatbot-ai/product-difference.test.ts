// What sets apart two or three products named ("che differenza c'è tra…", "how do X and Y differ?"): beside their
// cards, what their descriptions say (the myrtle of one, the red wine of the other), not only their prices.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a difference asked between products named shows what their descriptions say', async () => {
  const cases: Array<['it' | 'en', string, RegExp[]]> = [
    ['it', 'in cosa sono diversi il primo fiore e il caprino della gallura?', [/tre settimane/, /capre/]],
    ['en', 'how does the peretta differ from the rigatello? cant decide', [/by hand/, /ridges|baskets/]],
    ['it', 'qual e la diferenza tra guanciale e pancetta arrotolata?', [/carbonara/, /Arrotolata stretta/]],
    ['en', 'prosciutto vs lonza, what is the difference', [/sea salt/, /Cannonau/]],
  ];
  for (const [lang, q, musts] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.type === 'products' && musts.every((m) => m.test(r.message)), `${q}: ${r.message}`);
  }
});

Deno.test('a difference asked between products names what their rows list inside them, beside the descriptions', async () => {
  const cases: Array<['it' | 'en', string, RegExp[]]> = [
    ['en', 'guanciale or pancetta... whats the difference between them?', [/bay leaf/, /nutmeg/]],
    ['it', 'guanciale o lonza, che differenza c e? indeciso', [/alloro/, /vino rosso/]],
    ['en', 'lonza vs coppa - how do they differ, which should i pick', [/red wine/, /myrtle/]],
  ];
  for (const [lang, q, musts] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.type === 'products' && musts.every((m) => m.test(r.message)), `${q}: ${r.message}`);
  }
});
