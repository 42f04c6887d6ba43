// A follow-up that keeps the question and swaps its subject: "how far is the port of golfo aranci?", then "and from
// olbia port?"; "nella lavanda ci sta una culla?", then "e nell'elicrisio?". What is carried from the turn before is
// the question, never the subject the follow-up replaces with its own.
import { NAMED_PLACES } from './place-after-travel.ts';
import { cotAskedIn } from './room-cots.ts';
import { wayAskedIn, wayWordsIn } from './travel-follow-up.ts';
import type { Understanding } from './understand.ts';

const FROM_WORDS = new Set(['da', 'dal', 'dall', 'dalla', 'dallo', 'from', 'to', 'a', 'ad']);

/** The place words of a message: the places the lexicon knows, the words joined to them ("golfo" of "golfo aranci",
 * "san" of "san teodoro"), and words the assistant lacks said after "from" or "da". */
function placeWordsOf(u: Pick<Understanding, 'tokens' | 'unfamiliar'>): Set<string> {
  const t = u.tokens;
  return new Set(t.filter((w, i) =>
    NAMED_PLACES.has(w) || NAMED_PLACES.has(t[i + 1] ?? '') || (FROM_WORDS.has(t[i - 1] ?? '') && u.unfamiliar.includes(w) && w.length >= 4)
  ));
}

/** The words carried from the turn before, without its places when this message names a place of its own; the way
 * asked before ("how far", "quanto dista") is carried then, when this message does not ask it in words of its own. */
export function carriedWithoutSwappedPlace(carried: string[], u: Pick<Understanding, 'tokens' | 'unfamiliar'>, before: Pick<Understanding, 'tokens' | 'unfamiliar'>): string[] {
  if (!placeWordsOf(u).size) return carried;
  const replaced = placeWordsOf(before);
  const question = wayAskedIn(u.tokens) ? [] : wayWordsIn(before.tokens).filter((w) => !u.tokens.includes(w));
  return [...new Set([...carried.filter((w) => !replaced.has(w)), ...question])];
}

/** "nella lavanda si può mettere una culla?", then "e nell'elicrisio?": the rooms a short follow-up names, of which the
 * turn before asked a cot (and this one asks nothing else). */
export function cotOfSwappedRoom(u: Pick<Understanding, 'tokens' | 'rooms' | 'followUp' | 'intent' | 'features' | 'dates'>, before: Pick<Understanding, 'tokens' | 'rooms'> | null): string[] {
  if (!before || !u.rooms.length || !u.followUp || u.dates || u.features.length || !cotAskedIn(before.tokens)) return [];
  if (u.rooms.every((r) => before.rooms.includes(r))) return [];
  return u.intent === 'unknown' || u.intent === 'rooms' ? u.rooms : [];
}
