// Product filters inside a guest's story: a refusal keeps to the milk its verb names, a person's months or years are
// no aging, an allergy denied asks nothing about allergens.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a milk refused after another asked is the refused one, not the one asked', async () => {
  const cases: Array<['it' | 'en', string, string]> = [
    ['it', 'ce l avete il caprino? mia cognata non digerisce tanto quello di pecora', 'Caprino'],
    ['en', 'anything from goats? my uncle cant digest the sheep one very well', 'goat cheese'],
    ['it', 'avete formaggi di vacca? mia madre non tollera bene quelli di capra', 'Peretta'],
  ];
  for (const [lang, q, want] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.type === 'products' && r.message.includes(want) && !/Rigatello|Primo Fiore/.test(r.message), `${q}: ${r.message}`);
  }
});

Deno.test('months or years of a person\'s life are no aging', async () => {
  const cases: Array<['it' | 'en', string]> = [
    ['en', 'my girlfriend is 7 months pregnant, which of your cheeses use raw milk?'],
    ['it', 'sono incinta di 6 mesi, quali formaggi sono a latte crudo?'],
    ['it', 'mia moglie e incinta di otto mesi, quali pecorini sono fatti con latte crudo?'],
  ];
  for (const [lang, q] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.type === 'products' && /12 (?:months|mesi)/.test(r.message) && /24 (?:months|mesi)/.test(r.message), `${q}: ${r.message}`);
  }
  const kid = await talkToFarmStub(tools, 'it', ['mio figlio di 10 anni non mangia il pecorino, avete un formaggio di latte vaccino?']);
  ok(kid.message.includes('Peretta') && !/circa \d+ mesi/.test(kid.message), kid.message);
});

Deno.test('an allergy said not to be the reason asks nothing about allergens', async () => {
  const cases: Array<['it' | 'en', string, string]> = [
    ['it', 'mio nipote odia il gusto del pecorino (non e allergia, proprio non gli piace), avete un formaggio di mucca?', 'Peretta'],
    ['en', 'not an allergy, my kid just dislikes strong flavours. do you have a cheese made with cow milk?', 'peretta'],
    ['it', 'non è un allergia, semplicemente non le va il pecorino: c è un formaggio di capra?', 'Caprino'],
  ];
  for (const [lang, q, want] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.type === 'products' && r.message.toLowerCase().includes(want.toLowerCase()) && !/Allerg/.test(r.message), `${q}: ${r.message}`);
  }
});
