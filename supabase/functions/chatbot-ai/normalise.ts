// Text normalisation and fuzzy matching for the built-in assistant: visitors type fast, without
// accents and with typos, so every comparison happens on normalised tokens with an edit-distance budget.

/** Lower case, accents removed, apostrophes and punctuation turned into spaces, spaces collapsed. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`´]/g, ' ')
    // "w/o chili", "w/ honey": the shorthand of "without" and "with".
    .replace(/(?<![a-z0-9])w\/o(?![a-z0-9])/g, 'without')
    .replace(/(?<![a-z0-9])w\/(?![a-z0-9])/g, 'with')
    .replace(/[^a-z0-9@.\-/ ]+/g, ' ')
    .replace(/(?<![a-z0-9])[.\-/]+|[.\-/]+(?![a-z0-9])/g, ' ')
    // An age written with hyphens ("our 2-year-old", "a 6-month-old") is the words of an age, as written apart.
    .replace(/\b(\d{1,2})-(?=(?:years?|yrs?|months?|mesi|anni|yo)\b)/g, '$1 ')
    .replace(/\b(years?|yrs?|months?)-old\b/g, '$1 old')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Word tokens of a text (after normalisation); dots, dashes and slashes inside a token are kept (12/08, e-mail). */
export function tokenize(text: string): string[] {
  const n = normalise(text);
  return n === '' ? [] : n.split(' ');
}

/** Optimal-string-alignment distance (Levenshtein plus adjacent swaps), stopping early beyond `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let prevPrev = prev2;
  for (let i = 1; i <= a.length; i++) {
    const cur = new Array<number>(b.length + 1);
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prevPrev[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = cur;
  }
  return prev[b.length];
}

/** How many typos a word of this length may carry and still count: none for short words. */
function typoBudget(length: number): number {
  if (length <= 4) return 0;
  if (length <= 7) return 1;
  return 2;
}

/**
 * Whether a visitor's token matches a keyword. A keyword ending in `*` is a stem: the token must
 * start with it (within the typo budget of the stem), so `formagg*` matches formaggi, formagio, formaggio.
 * A keyword starting with `=` must match exactly (short words one typo away from another meaning: carta/carne).
 */
export function tokenMatches(token: string, keyword: string): boolean {
  if (keyword.startsWith('=')) return token === keyword.slice(1);
  if (keyword.endsWith('*')) {
    const stem = keyword.slice(0, -1);
    if (token.startsWith(stem)) return true;
    const budget = typoBudget(stem.length);
    if (budget === 0 || token.length < stem.length - 1) return false;
    // Compare the stem with token prefixes one shorter, equal and one longer (a dropped or doubled letter).
    for (const len of [stem.length - 1, stem.length, stem.length + 1]) {
      if (len > token.length) continue;
      if (editDistance(token.slice(0, len), stem, budget) <= budget) return true;
    }
    return false;
  }
  if (token === keyword) return true;
  const budget = token.length < 4 ? 0 : typoBudget(keyword.length);
  return budget > 0 && editDistance(token, keyword, budget) <= budget;
}

/** Whether a keyword or phrase ("check in", "come arrivo") occurs in the tokens, word by word in order. */
export function phraseIn(tokens: string[], phrase: string): boolean {
  const words = phrase.split(' ');
  outer: for (let i = 0; i + words.length <= tokens.length; i++) {
    for (let k = 0; k < words.length; k++) if (!tokenMatches(tokens[i + k], words[k])) continue outer;
    return true;
  }
  return false;
}
