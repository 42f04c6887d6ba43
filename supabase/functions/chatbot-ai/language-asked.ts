// The last answer asked again in another language ("can you say that in english please", "me lo ripeti in
// italiano?", "in english?"): the question before is answered again, in the language asked.
import { normalise } from './normalise.ts';
import type { Lang } from './types.ts';

const LANGUAGES: Array<[Lang, RegExp]> = [
  ['en', /\b(?:english|inglese|englsh|engish|englis|enlish|inglse)\b/],
  ['it', /\b(?:italian|italiano|italien|italain|italiamo)\b/],
];
/** Asking to say, write, repeat or translate it (or the language alone: "in english please?"). Not speaking: "do
 * you speak english?" asks about the staff. */
const ASKING = /\b(?:say|write|repeat|translate|answer|reply|dire|dirlo|dirmelo|scrivi\w*|ripet\w*|tradu\w*|rispond\w*)\b/;
const FILLER = new Set(['in', 'into', 'please', 'pls', 'plz', 'per', 'favore', 'grazie', 'thanks', 'sorry', 'scusa', 'scusi', 'oh', 'ok', 'ah']);

/** Why the other language will not do ("mio marito non capisce l'inglese", "my italian is not good enough"): a reason
 * beside the request, not a second request nor a question about the staff. */
// Whole words: "cancel" is no "can't".
const NOT_UNDERSTOOD = /\b(?:non|not|doesn|doesnt|don|dont|can|cant|cannot|isn\w*|fatica|poco|little|bad|badly|well|enough|understand\w*|capisc\w*|capiamo|parl\w*|speak\w*|read\w*|legg\w*|mastic\w*)\b/;

/** A part of the message, between stops, that names no language and asks something of its own ("sorry, in english
 * now: what do we pay if we cancel?"): the switch is said beside a new question, which is what is answered. */
function ownQuestionBeside(said: string): boolean {
  return said.split(/[:?!.;]|\s-\s/).map(normalise).some((part) => {
    const words = part.split(/[^a-z]+/).filter(Boolean);
    return words.length >= 4 && !LANGUAGES.some(([, re]) => re.test(part)) && !ASKING.test(part) && !NOT_UNDERSTOOD.test(part);
  });
}

/** The language the message asks the answer in, when that is all it asks. */
export function languageAskedIn(said: string): Lang | null {
  const n = normalise(said);
  const named = LANGUAGES.filter(([, re]) => re.test(n));
  if (!named.length || ownQuestionBeside(said)) return null;
  const words = n.split(/[^a-z]+/).filter(Boolean);
  // Both languages named: the one asked for is the one said after "in"/"into" or alone; the other is the reason.
  // Else the one named first ("english pls, my italian is not good enough").
  const at = (re: RegExp) => words.findIndex((w) => re.test(w));
  const found = named.length === 1 ? named[0]
    : (named.find(([, re]) => words.some((w, i) => re.test(w) && ['in', 'into'].includes(words[i - 1] ?? ''))) ?? [...named].sort((a, b) => at(a[1]) - at(b[1]))[0]);
  if (!found) return null;
  const alone = words.every((w) => FILLER.has(w) || found[1].test(w));
  const reason = NOT_UNDERSTOOD.test(n) && (named.length === 2 || /\b(?:my|mio|mia|miei|mie|nostro|nostra|our|i|we)\b/.test(n));
  // A longer message that asks something else besides ("do you have English speaking staff?") is not this; a reason
  // given beside the request ("my wife doesn't understand Italian") lengthens it.
  const asking = ASKING.test(n) || (reason && words.slice(0, 3).some((w) => found[1].test(w)));
  return alone || (asking && words.length <= (reason ? 20 : 12)) ? found[0] : null;
}
