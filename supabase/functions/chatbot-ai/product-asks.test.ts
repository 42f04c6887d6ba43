// Products asked in words the engine did not read: an aging said in years, a price ceiling said as a limit not to
// pass, a small gift. New sentences of each kind, on the farm's own data.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { Lang, Reply } from './types.ts';

const tools = farmStubTools();
const talk = (language: Lang, turns: string[]): Promise<Reply> => talkToFarmStub(tools, language, turns);
const names = (r: Reply) => r.data.map((d) => (d as { name: string }).name);

Deno.test('an aging said in years is that many twelve months', async () => {
  const it = await talk('it', ['vendete un pecorino stagionato tre anni o almeno due?']);
  ok(names(it).some((n) => n.includes('24')), it.message);
  const twoYears = await talk('it', ['mi serve un formaggio di due anni per una cena']);
  ok(names(twoYears).some((n) => n.includes('24')), twoYears.message);
  const en = await talk('en', ['got any cheese aged one year?']);
  ok(names(en).some((n) => n.includes('12')), en.message);
});

Deno.test('a price said as a limit not to pass is the highest price', async () => {
  const it = await talk('it', ['qualcosa da portare a un amico, non voglio spendere piu di 8 euro']);
  ok(names(it).some((n) => n.includes('Maggiolina')) && !names(it).some((n) => n.includes('Primo Fiore')), it.message);
  const budget = await talk('it', ['un regalino con un budget di 7 euro?']);
  ok(names(budget).some((n) => n.includes('Maggiolina')) && !names(budget).some((n) => n.includes('Salsiccia')), budget.message);
  const en = await talk('en', ['a little something for my neighbour, no more than 9 euros']);
  ok(names(en).some((n) => n.includes('Maggiolina')) && !names(en).some((n) => n.includes('Salsiccia')), en.message);
});

Deno.test('a small gift is asked of the products', async () => {
  const it = await talk('it', ['cerco dei regalini per i colleghi, sotto i 7 euro']);
  ok(names(it).some((n) => n.includes('Maggiolina')) && !names(it).some((n) => n.includes('Primo Fiore')), it.message);
  const souvenir = await talk('en', ['any souvenirs under 10 euro to bring home?']);
  ok(names(souvenir).some((n) => n.includes('Maggiolina')) && !names(souvenir).some((n) => n.includes('Salsiccia')), souvenir.message);
});

Deno.test('two or three products named in one message are each answered, not only the best named', async () => {
  const it = await talk('it', ['quanto vengono il primo fiore e il pecorino di 12 mesi?']);
  ok(it.message.includes('14,50') && it.message.includes('24,90'), it.message);
  const en = await talk('en', ['how much are the smoked fiore sardo and the peppered guanciale']);
  ok(en.message.includes('26,50') && en.message.includes('14,00'), en.message);
  const three = await talk('it', ['ci sono ancora la ricotta, la lonza e la coppa?']);
  ok(['Ricotta', 'Lonza', 'Coppa'].every((n) => names(three).some((x) => x.includes(n))), three.message);
  // One product named with words of its own description is still one product.
  const one = await talk('en', ['is the aged pecorino 12 months made with raw milk?']);
  ok(names(one).length === 1 && names(one)[0].includes('12'), one.message);
});
