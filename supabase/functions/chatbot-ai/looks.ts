// How guests describe what a product looks like, in words its description may not use: each group holds words of
// one look in both languages ("lines on the rind" is the Rigatello's "ridged rind", "le strisce sulla crosta" its
// "crosta rigata"). A word of a group finds a description holding any word of it.
const LOOK_GROUPS: string[][] = [
  ['lines', 'line', 'lined', 'stripes', 'striped', 'stripy', 'grooves', 'grooved', 'ridges', 'ridged', 'ribbed', 'righe', 'riga',
    'rigata', 'rigato', 'rigate', 'strisce', 'striscia', 'striato', 'striata', 'striature', 'solchi', 'scanalature', 'scanalata'],
  ['rind', 'rinds', 'crust', 'skin', 'outside', 'crosta', 'croste', 'buccia', 'scorza'],
];

/** The words a description may say for this word of a look (itself included), or null if it names no look. */
export function lookAlternatives(word: string): string[] | null {
  return LOOK_GROUPS.find((g) => g.includes(word)) ?? null;
}
