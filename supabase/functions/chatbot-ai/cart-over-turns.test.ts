// A total asked after products were taken over several turns ("I'll have the guanciale", "add two pancettas",
// "how much is that altogether?"): every product each turn took, its count times its price, added up.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a total asked after products taken turn by turn adds up every turn', async () => {
  const cases: Array<['it' | 'en', string[], string]> = [
    // 14,00 + 2 × 15,90
    ['en', ["i'd like the peppered guanciale", 'put in 2 rolled pancettas as well', 'how much does that come to altogether?'], '45,80'],
    // 34,00 + 12,90
    ['en', ['ok I take the mountain ham', 'plus a sardinian sausage', 'whats the totl?'], '46,90'],
    // 2 × 19,50 + 21,00 + 14,50
    ['it', ['prendo 2 pecorini semistagionati 6 mesi', 'aggiungi il caprino della gallura', 'e anche un primo fiore', 'quanto pago in tutto?'], '74,50'],
    // 18,90 + 16,00
    ['it', ['metto nel carrelo il rigatello e la peretta', 'quanto fa in totale?'], '34,90'],
  ];
  for (const [lang, turns, total] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.includes(total), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('a total asked after products only asked about is no order', async () => {
  const r = await talkToFarmStub(tools, 'en', ['how much is the coppa?', 'and the lonza?', 'what is the total shipping cost?']);
  ok(!/38,40/.test(r.message), r.message);
});
