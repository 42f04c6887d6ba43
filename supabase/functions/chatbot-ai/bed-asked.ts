// The bed asked for, when a bed said is refused beside it: "two single beds not a double", "due letti separati, non
// il matrimoniale", "no double bed, twins please". A bed type negated is the one NOT wanted: the other one is asked.
import { hasPhrase } from './words.ts';

type Bed = 'matrimoniale' | 'singoli';

const DOUBLE_WORDS = ['matrimoniale', 'matrimoniali', 'double', 'doubles', 'king', 'queen'];
const SINGLE_WORDS = ['singoli', 'singolo', 'single', 'singles', 'twin', 'twins', 'separati', 'separate'];
const BED_PHRASES: Array<[Bed, string[]]> = [
  ['matrimoniale', ['matrimoniale', 'double bed', 'double', 'king size']],
  ['singoli', ['singoli', 'letti singoli', 'single beds', 'single', 'twin', 'due letti', 'two beds', 'separate beds', 'letti separati', 'separati']],
];
/** Words that refuse what follows them within a few words ("not a double", "non il matrimoniale", "instead of a
 * double", "anziché il matrimoniale"). "no" only right before the bed: "no, a double" answers a question. */
const REFUSING = new Set(['not', 'non', 'dont', 'never', 'without', 'senza', 'niente', 'instead', 'rather', 'anziche', 'invece', 'piuttosto', 'nt', 'cant', 'cannot', 'wont', 'doesnt', 'didnt']);
const WINDOW = 4;

/** Whether the bed word at i is refused by a word a few before it. */
function refusedAt(tokens: string[], i: number): boolean {
  const other = DOUBLE_WORDS.includes(tokens[i]) ? SINGLE_WORDS : DOUBLE_WORDS;
  for (let j = i - 1; j >= Math.max(0, i - WINDOW); j--) {
    // The other bed in between: the refusal is of that one ("not a double but two singles").
    if (other.includes(tokens[j])) return false;
    if (REFUSING.has(tokens[j]) || (tokens[j] === 't' && ['don', 'can', 'won', 'doesn', 'didn'].includes(tokens[j - 1] ?? '')) || (tokens[j] === 'no' && j === i - 1 && j > 0)) return true;
  }
  return false;
}

/** The bed type said and not refused, for each type. */
function saidUnrefused(tokens: string[], type: Bed): { said: boolean; refused: boolean } {
  const words = type === 'matrimoniale' ? DOUBLE_WORDS : SINGLE_WORDS;
  const at = tokens.flatMap((t, i) => (words.includes(t) ? [i] : []));
  return { said: at.length > 0, refused: at.some((i) => refusedAt(tokens, i)) };
}

/** The bed words refused ("a double please, not twins"): they name no room (the twin rooms are not asked for). */
export function refusedBedWordsAt(tokens: string[]): Set<number> {
  return new Set(tokens.flatMap((t, i) => ((DOUBLE_WORDS.includes(t) || SINGLE_WORDS.includes(t)) && refusedAt(tokens, i) ? [i] : [])));
}

/** The bed type asked: the one said, or the other one when the one said is refused. */
export function bedAskedIn(tokens: string[]): Bed | null {
  const said = BED_PHRASES.filter(([, ps]) => ps.some((p) => hasPhrase(tokens, p))).map(([b]) => b);
  if (!said.length) return null;
  const double = saidUnrefused(tokens, 'matrimoniale');
  const single = saidUnrefused(tokens, 'singoli');
  if (double.refused && !single.refused) return 'singoli';
  if (single.refused && !double.refused) return 'matrimoniale';
  return said[0];
}
