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

/** The bed type said and not refused, for each type. */
function saidUnrefused(tokens: string[], type: Bed): { said: boolean; refused: boolean } {
  const words = type === 'matrimoniale' ? DOUBLE_WORDS : SINGLE_WORDS;
  const other = type === 'matrimoniale' ? SINGLE_WORDS : DOUBLE_WORDS;
  let said = false;
  let refused = false;
  tokens.forEach((t, i) => {
    if (!words.includes(t)) return;
    said = true;
    for (let j = i - 1; j >= Math.max(0, i - WINDOW); j--) {
      // The other bed in between: the refusal is of that one ("not a double but two singles").
      if (other.includes(tokens[j])) break;
      if (REFUSING.has(tokens[j]) || (tokens[j] === 't' && ['don', 'can', 'won', 'doesn', 'didn'].includes(tokens[j - 1] ?? '')) || (tokens[j] === 'no' && j === i - 1 && j > 0)) refused = true;
    }
  });
  return { said, refused };
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
