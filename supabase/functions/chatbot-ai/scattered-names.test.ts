// A product of a list or a choice named by some of its name's words, apart or in another order ("the fresh pecorino"
// for "Fresh Sardinian pecorino"); and a comparative after such a turn picks among the products it named, also when
// the comparative's own words read as a filter ("più fresco") or are said another way ("costa di meno").
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();
const FRESH = /Pecorino sardo fresco|Fresh Sardinian pecorino/;

Deno.test('the second product of a choice named by its name’s words out of order is named too', async () => {
  const cases: Array<['it' | 'en', string, RegExp]> = [
    ['en', 'is the rigatello milder than the fresh pecorino?', /Rigatello[\s\S]*Fresh Sardinian pecorino|Fresh Sardinian pecorino[\s\S]*Rigatello/],
    ['it', 'meglio il pecorino fresco o il caprino?', /Caprino[\s\S]*Pecorino sardo fresco|Pecorino sardo fresco[\s\S]*Caprino/],
    ['en', 'whats the diffrence between the primo fiore and the fresh sardo pecorino', /Primo Fiore[\s\S]*Fresh Sardinian pecorino/],
  ];
  for (const [lang, q, must] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.type === 'products' && r.data.length === 2 && must.test(r.message), `${q}: ${r.message}`);
  }
});

Deno.test('a comparative after a turn naming two products picks one of those two', async () => {
  const cases: Array<['it' | 'en', string[], RegExp, RegExp]> = [
    ['en', ['which is nicer, the smoked fiore sardo or the fresh pecorino', 'and which of the two costs less?'], FRESH, /Fiore Sardo/],
    ['it', ['differenza tra il rigatello e il pecorino fresco?', 'quale costa di meno'], FRESH, /Rigatello/],
    ['it', ['che differenza c e tra il pecorino 12 mesi e il rigatello?', 'quale dei due è più fresco?'], /Rigatello/, /Ricotta|12 mesi/],
    ['en', ['is the guanciale or the rolled pancetta better for carbonara?', 'ok wich one is cheaper'], /guanciale/, /pancetta:|Ricotta|ricotta/],
  ];
  for (const [lang, turns, must, not] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.type === 'products' && r.data.length === 1 && must.test(r.message) && !not.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('a comparative followed by an amount is a price bound, every product under it, not the one cheapest', async () => {
  const cases: Array<['it' | 'en', string]> = [['it', 'quali formaggi costano di meno di 17 euro?'], ['en', 'any cheeses that cost less than 17 euro?'], ['it', 'i salumi piu economici di 16 euro']];
  for (const [lang, q] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.type === 'products' && r.data.length >= 2, `${q}: ${r.message}`);
  }
});

Deno.test('a follow-up adding a product ("and the…?") names it by its name’s words out of order too', async () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    ['en', ['how much is the caprino?', 'and the fresh pecorino?'], /^Fresh Sardinian pecorino: 15,90/],
    ['it', ['quanto viene il primo fiore', 'e il fresco pecorino sardo?'], /^Pecorino sardo fresco: 15,90/],
    ['en', ['price of the coppa', 'and the pecorino thats fresh'], /^Fresh Sardinian pecorino: 15,90/],
  ];
  for (const [lang, turns, must] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.type === 'products' && r.data.length === 1 && must.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});
