import { deepStrictEqual as assertEquals } from 'node:assert';
import { editDistance, normalise, phraseIn, tokenize, tokenMatches } from './normalise.ts';

Deno.test('normalise drops accents, case and punctuation but keeps dates, codes and e-mails', () => {
  assertEquals(normalise("Più INFO sull'ospitalità?!"), 'piu info sull ospitalita');
  assertEquals(tokenize('Dal 12/08 al 14/08, grazie.'), ['dal', '12/08', 'al', '14/08', 'grazie']);
  assertEquals(tokenize('codice TS-7K3Q9X mail Mario.Rossi@example.it'), ['codice', 'ts-7k3q9x', 'mail', 'mario.rossi@example.it']);
});

Deno.test('edit distance counts substitutions, insertions and adjacent swaps', () => {
  const cases: Array<[string, string, number]> = [
    ['formaggi', 'formaggi', 0],
    ['formagi', 'formaggi', 1],
    ['fromaggi', 'formaggi', 1],
    ['camera', 'kamera', 1],
    ['abc', 'xyz', 3],
  ];
  for (const [a, b, d] of cases) assertEquals(editDistance(a, b), d, `${a}/${b}`);
  assertEquals(editDistance('abcdefgh', 'zzzzzzzz', 2), 3, 'stops early beyond the budget');
});

Deno.test('tokens match keywords within a typo budget that grows with length', () => {
  const cases: Array<[string, string, boolean]> = [
    ['formagi', 'formagg*', true],
    ['fromaggio', 'formagg*', true],
    ['cheeses', 'cheese*', true],
    ['disponibilita', 'disponibil*', true],
    ['prenotare', 'prenot*', true],
    ['cancelation', 'cancell*', true],
    ['orai', 'orari', true],
    ['shop', 'ship', false], // short words must match exactly
    ['carne', '=carta', false],
    ['carta', '=carta', true],
    ['olbia', 'olbia', true],
    ['cheap', 'check', false],
  ];
  for (const [token, keyword, expected] of cases) assertEquals(tokenMatches(token, keyword), expected, `${token}~${keyword}`);
});

Deno.test('phrases match word by word in order', () => {
  assertEquals(phraseIn(tokenize('a che ora è il check in?'), 'check in'), true);
  assertEquals(phraseIn(tokenize('how to get there from olbia'), 'how to get'), true);
  assertEquals(phraseIn(tokenize('get how to'), 'how to get'), false);
});

Deno.test('the shorthand "w/o" and "w/" are the words "without" and "with", a date or a path keeps its slash', () => {
  assertEquals(normalise('plain one w/o chili'), 'plain one without chili');
  assertEquals(normalise('Pecorino w/ honey?'), 'pecorino with honey');
  assertEquals(normalise('W/O smoke pls'), 'without smoke pls');
  assertEquals(normalise('dal 12/08 al 14/08'), 'dal 12/08 al 14/08');
});
