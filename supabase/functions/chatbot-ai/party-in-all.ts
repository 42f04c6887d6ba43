// "siamo un gruppo di ciclisti, 12 in tutto", "there are nine of us altogether", "in totale saremo 7": a party counted
// as everyone's number, not beside a word of people. Then how many rooms it takes answers (the rooms' capacity).
/** After the number: said of everyone. */
const IN_ALL_AFTER = ['in tutto', 'in totale', 'totali', 'complessivi', 'in total', 'in all', 'altogether', 'total', 'of us'];
/** Before the number: everyone counted. */
const IN_ALL_BEFORE = ['in tutto', 'in totale', 'in total', 'altogether', 'totale'];

const at = (tokens: string[], i: number, phrase: string) => phrase.split(' ').every((w, k) => tokens[i + k] === w);

/** The party's size when a number is said as everyone's (2 to 30), else null. */
export function partyCountedInAll(tokens: string[], num: (t: string | undefined) => number | null): number | null {
  for (let i = 0; i < tokens.length; i++) {
    const n = num(tokens[i]);
    if (!n || n < 2 || n > 30) continue;
    // "saremo 7 in tutto" / "12 of us in total", and "in totale siamo 7", "in totale 7".
    if (IN_ALL_AFTER.some((p) => at(tokens, i + 1, p))) return n;
    const before = tokens.slice(Math.max(0, i - 3), i);
    if (IN_ALL_BEFORE.some((p) => before.join(' ').includes(p)) && !/^(?:euro|km|notti|nights|giorni|days)$/.test(tokens[i + 1] ?? '')) return n;
  }
  return null;
}
