// "Open" said of a thing the guest opens ("if I open the window", "apro la finestra", "the door is open") is no
// opening hours: the opening words weigh for the hours intent only when nothing opened is said beside them.
import { KEYWORDS } from './intents.ts';

/** Things a guest opens: a window, a door, a parcel, a jar; "open" said of them is no opening hours. */
const OPENED = new Set([
  'window', 'windows', 'door', 'doors', 'balcony', 'shutters', 'curtains', 'jar', 'jars', 'bottle', 'bottles', 'parcel', 'package', 'box', 'pack',
  'finestra', 'finestre', 'porta', 'porte', 'balcone', 'persiane', 'tende', 'barattolo', 'barattoli', 'bottiglia', 'pacco', 'scatola', 'confezione',
]);
const OPEN_WORDS = new Set(['open', 'opened', 'opening', 'apro', 'apri', 'aprire', 'aprendo', 'aperta', 'aperte', 'aperto', 'aperti', 'apre', 'aprite']);
/** Words between "open" and the thing ("open the window", "la finestra aperta", "the door is open"). */
const BETWEEN = new Set(['the', 'a', 'an', 'my', 'our', 'that', 'this', 'is', 'are', 'was', 'wide', 'la', 'le', 'il', 'i', 'lo', 'una', 'un', 'e', 'sono', 'tutta']);

/** Whether every opening word of the message is said of a thing opened, a few words either side. */
function openOnlyOfThings(tokens: string[]): boolean {
  const at = tokens.flatMap((t, i) => (OPEN_WORDS.has(t) ? [i] : []));
  const near = (i: number, step: number) => {
    for (let k = i + step; k >= 0 && k < tokens.length && Math.abs(k - i) <= 4; k += step) {
      if (OPENED.has(tokens[k])) return true;
      if (!BETWEEN.has(tokens[k])) return false;
    }
    return false;
  };
  return at.length > 0 && at.every((i) => near(i, 1) || near(i, -1));
}

/** The scores with the weight of the opening words taken back when each is said of a thing opened. */
export function withoutOpenedThingHours<S extends Partial<Record<string, number>>>(scores: S, tokens: string[]): S {
  if (!scores.hours || !openOnlyOfThings(tokens)) return scores;
  const weight = tokens.reduce((a, t) => a + (OPEN_WORDS.has(t) ? (KEYWORDS.hours.find(([p]) => p === t)?.[1] ?? 0) : 0), 0);
  const left = scores.hours - weight;
  const { hours: _h, ...rest } = scores;
  return (left > 0 ? { ...rest, hours: left } : rest) as S;
}
