// "how many mountain hams…", "two peppered cheeks": an English plural of a word of a product's or a room's name names
// it as the singular does. Words of four letters or fewer are never typo-corrected, so "hams" stayed no name's word.

const singularCache = new WeakMap<string[], Set<string>>();

/** The name word a plural stands for ("hams" → "ham", "peaches" → "peach"), or the token itself. */
export function singularOfNameWord(token: string, nameWords: string[]): string {
  let words = singularCache.get(nameWords);
  if (!words) singularCache.set(nameWords, (words = new Set(nameWords)));
  if (token.length < 4 || !token.endsWith('s') || words.has(token)) return token;
  for (const stem of [token.slice(0, -1), token.endsWith('es') ? token.slice(0, -2) : '']) if (stem.length >= 3 && words.has(stem)) return stem;
  return token;
}
