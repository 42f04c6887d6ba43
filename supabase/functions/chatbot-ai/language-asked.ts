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

/** The language the message asks the answer in, when that is all it asks. */
export function languageAskedIn(said: string): Lang | null {
  const n = normalise(said);
  const found = LANGUAGES.find(([, re]) => re.test(n));
  if (!found) return null;
  const words = n.split(/[^a-z]+/).filter(Boolean);
  const alone = words.every((w) => FILLER.has(w) || found[1].test(w));
  // A longer message that asks something else besides ("do you have English speaking staff?") is not this.
  return alone || (ASKING.test(n) && words.length <= 12) ? found[0] : null;
}
