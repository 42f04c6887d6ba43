// A price asked with a count of pieces ("I'd take 3, what is that per piece?", "ne voglio due, quanto l'uno?"): the
// price of one piece as well as the count's total.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a count with its price asked says the price of one piece and the total', async () => {
  const cases: Array<['it' | 'en', string[], string, string]> = [
    ['en', ['do you have the rolled pancetta? i need 3, price per piece?'], '15,90', '47,70'],
    ['it', ['il pecorino riserva 24 mesi ce l\'avete? ne prenderei 2, quanto costa ciascuno?'], '32,00', '64,00'],
    ['en', ['4 spicy sardinian sausages, how much each and in total?'], '13,50', '54,00'],
    ['it', ['vorrei due lonze stagionate, quanto vengono?'], '18,50', '37,00'],
  ];
  for (const [lang, turns, unit, total] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.includes(unit) && r.message.includes(total), `${turns.join(' / ')}: ${r.message}`);
  }
});
