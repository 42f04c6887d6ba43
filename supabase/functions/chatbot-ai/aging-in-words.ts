// An aging said in words to pick a product ("e quello di sei?", "quella da dodici", "the six month one", "the
// twelve one"): the count, as a bare number would be ("e quello di 24?"). Only after a pronoun's "di"/"da" or
// "the": "sei" is also "you are".
const AGING_WORDS: Record<string, number> = {
  due: 2, two: 2, tre: 3, three: 3, quattro: 4, four: 4, sei: 6, six: 6, otto: 8, eight: 8, dodici: 12, twelve: 12,
  quattordici: 14, fourteen: 14, diciotto: 18, eighteen: 18, ventiquattro: 24,
};
const PICKING = new Set(['quello', 'quella', 'quelli', 'quelle', 'one', 'ones']);
const MONTHS = new Set(['mesi', 'mese', 'month', 'months']);

export function agingWordsIn(tokens: string[]): number[] {
  return tokens.flatMap((t, i) => {
    const n = AGING_WORDS[t];
    if (n === undefined) return [];
    const before = tokens[i - 1] ?? '';
    const after = tokens[i + 1] ?? '';
    const ofThat = (before === 'di' || before === 'da') && PICKING.has(tokens[i - 2] ?? '');
    const theOne = before === 'the' && (PICKING.has(after) || (MONTHS.has(after) && PICKING.has(tokens[i + 2] ?? '')));
    return ofThat || theOne ? [n] : [];
  });
}
