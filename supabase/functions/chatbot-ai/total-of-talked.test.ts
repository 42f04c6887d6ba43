// A total asked of the products talked about over the turns before ("and the lonza?", then "how much for one of each?",
// "quanto vengono insieme?"): each product named earlier, its price from the data, with the count said if any.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a total of one of each product asked about turn by turn adds their prices', async () => {
  const cases: Array<['it' | 'en', string[], string]> = [
    // 18,50 + 34,00
    ['en', ['what does the cured pork loin cost?', 'what about the mountain ham', 'so how much would one of each be?'], '52,50'],
    // 14,50 + 16,00
    ['it', ['quanto costa il primo fiore?', 'e la peretta?', 'quanto fanno tutti e due insieme?'], '30,50'],
    // 2 × (12,90 + 26,50)
    ['en', ['price of the sardinian sausage pls', 'and the smoked fiore sardo?', 'two of each, whats the totl?'], '78,80'],
    // 19,90 + 21,00
    ['it', ['quanto viene la coppa sarda', 'e il caprino della gallura?', 'uno per tipo quanto spendo in tutto?'], '40,90'],
  ];
  for (const [lang, turns, total] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.includes(total), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('how much the products taken cost together is their sum', async () => {
  const cases: Array<['it' | 'en', string[], string]> = [
    // 18,90 + 24,90
    ['en', ['i want the rigatello and the aged pecorino 12 months', 'how much for both together?'], '43,80'],
    // 12,90 + 19,90
    ['it', ['prendo la salsiccia sarda e la coppa', 'quanto costano insieme?'], '32,80'],
    // 34,00 + 6,50
    ['en', ["i'll take the mountain ham and a ricotta", 'what do they cost together'], '40,50'],
  ];
  for (const [lang, turns, total] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.includes(total), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('how many are left in all of the products asked about is no order', async () => {
  const r = await talkToFarmStub(tools, 'it', ['quanto costa la coppa?', 'e la lonza?', 'quanti pezzi ne avete in tutto?']);
  ok(!/38,40/.test(r.message), r.message);
});
