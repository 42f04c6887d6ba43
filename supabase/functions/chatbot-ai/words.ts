// From a visitor's message to the tokens the understanding step reads: normalised (normalise.ts), hyphenated words
// split ("semi-aged"), common abbreviations and synonyms spelt one way ("months" → "mesi", "pls" → "please",
// "€" → "euro"), then each unknown word corrected to the nearest word of the vocabulary within a typo budget that
// grows with its length, and only when one word is nearest (a tie is not a correction).
import { editDistance, normalise } from './normalise.ts';

const CANONICAL: Record<string, string> = {
  month: 'mesi', months: 'mesi', mese: 'mesi', year: 'anno', years: 'anni', yr: 'anno', yrs: 'anni', mos: 'mesi', mths: 'mesi',
  pls: 'please', plz: 'please', u: 'you', r: 'are', ur: 'your', ppl: 'people', nts: 'nights', eur: 'euro', euros: 'euro',
  x: 'per', cmq: 'comunque', xke: 'perche', qnt: 'quanto', tel: 'telefono', info: 'info', bnb: 'bnb',
  im: 'i m', whats: 'what s', dont: 'don t', aircon: 'aria condizionata', ac: 'aria condizionata',
  // Phone spellings of the question words ("a ke ora", "wat time"): too short to be typo-corrected.
  ke: 'che', wat: 'what', wot: 'what', wen: 'when', wich: 'which',
  wi: 'wifi', cheeze: 'cheese', chese: 'cheese', sheeps: 'sheep', cows: 'cow', goats: 'goat',
};

const typoBudget = (length: number) => (length <= 4 ? 0 : length <= 7 ? 1 : 2);

export interface Vocabulary {
  words: Set<string>;
  /** Words by length, for the nearest-word search. */
  byLength: Map<number, string[]>;
}

export function vocabulary(words: Iterable<string>): Vocabulary {
  const set = new Set<string>();
  for (const w of words) for (const part of w.split(' ')) if (part && !part.endsWith('*') && !/\d/.test(part)) set.add(part);
  const byLength = new Map<number, string[]>();
  for (const w of set) byLength.set(w.length, [...(byLength.get(w.length) ?? []), w]);
  return { words: set, byLength };
}

/** The vocabulary word a typo'd token stands for, or the token itself. */
function correct(token: string, vocab: Vocabulary, stems: string[] = []): string {
  if (vocab.words.has(token) || /\d/.test(token) || token.includes('@')) return token;
  if (stems.some((s) => token.startsWith(s))) return token;
  const budget = typoBudget(token.length);
  if (budget === 0) return token;
  let bestWord = token;
  let bestDistance = budget + 1;
  let tie = false;
  for (let len = token.length - budget; len <= token.length + budget; len++) {
    for (const w of vocab.byLength.get(len) ?? []) {
      if (typoBudget(w.length) === 0) continue;
      const d = editDistance(token, w, budget);
      if (d < bestDistance) {
        bestWord = w;
        bestDistance = d;
        tie = false;
      } else if (d === bestDistance && w !== bestWord) tie = true;
    }
  }
  return bestDistance <= budget && !tie ? bestWord : token;
}

/** Tokens of a message, normalised, split, canonical and corrected against the vocabulary. */
export function words(text: string, vocab: Vocabulary, stems: string[] = []): string[] {
  const n = normalise(text.replace(/€/g, ' euro ').replace(/(\d)\s*\+/g, '$1 plus'));
  if (!n) return [];
  const out: string[] = [];
  for (const raw of n.split(' ')) {
    // "semi-aged", "e-mail" stay words; "12-14", "ts-abc123", dates and codes stay whole.
    const parts = /^[a-z]+(?:-[a-z]+)+$/.test(raw) && raw !== 'e-mail' && raw !== 'check-in' && raw !== 'check-out' ? raw.split('-') : [raw];
    for (const part of parts) {
      const token = part === 'check-in' ? 'check in' : part === 'check-out' ? 'check out' : part;
      for (const t of (CANONICAL[token] ?? token).split(' ')) out.push(correct(t, vocab, stems));
    }
  }
  return out;
}

/** Whether a phrase occurs in corrected tokens, word by word in order; `formagg*` is a stem (the token starts with it).
 * No typo allowance here: typos were corrected against the vocabulary, so "smoked" never passes for "smoker". */
export function hasPhrase(tokens: string[], phrase: string): boolean {
  const ws = phrase.split(' ');
  const same = (t: string, w: string) => (w.endsWith('*') ? t.startsWith(w.slice(0, -1)) : t === w);
  outer: for (let i = 0; i + ws.length <= tokens.length; i++) {
    for (let k = 0; k < ws.length; k++) if (!same(tokens[i + k], ws[k])) continue outer;
    return true;
  }
  return false;
}
