// "is there a quiet time at night?" → "until when in the morning?": a follow-up asking a bound of a time said before
// names a part of the day to say which bound, not a subject of its own (the morning is no breakfast here). So such
// words, in a message asking when, are searched beside the subject carried from the turn before.
import { hasPhrase } from './words.ts';

const PARTS_OF_DAY = new Set([
  'morning', 'mornings', 'evening', 'evenings', 'night', 'nights', 'afternoon', 'midnight', 'mattina', 'mattino', 'sera',
  'serata', 'notte', 'pomeriggio', 'mezzanotte', 'weekend', 'weekends',
]);
/** A bound or a time asked: "until when", "from what time", "fino a che ora", "da quando". */
const WHEN_BOUND_ASKED = [
  'until when', 'till when', 'until what time', 'till what time', 'from when', 'from what time', 'what time', 'when', 'how late',
  'how early', 'fino a quando', 'fino a che ora', 'fino a che', 'da quando', 'da che ora', 'a che ora', 'che ora', 'quando', 'finisce', 'end', 'ends', 'start', 'starts', 'inizia',
];

const ASKING_WORDS = new Set(WHEN_BOUND_ASKED.flatMap((p) => p.split(' ')));
/** Words that carry nothing beyond the asking ("and", "in the", "la"). */
const BARE = new Set(['and', 'but', 'in', 'the', 'at', 'of', 'on', 'is', 'it', 'e', 'ma', 'la', 'il', 'al', 'alla', 'di', 'del', 'della', 'nella', 'a', 'ed', 'then', 'poi', 'invece', 'instead']);

/** The words of a message that only ask a time and say which part of the day it is of ("until when in the morning"). */
export function timeBoundWordsIn(tokens: string[]): Set<string> {
  if (!WHEN_BOUND_ASKED.some((p) => hasPhrase(tokens, p))) return new Set();
  return new Set(tokens.filter((t) => PARTS_OF_DAY.has(t) || ASKING_WORDS.has(t)));
}

/** A message that asks nothing but a time bound of a part of the day: a follow-up of the turn before. */
export function onlyTimeBoundAskedIn(tokens: string[]): boolean {
  const bound = timeBoundWordsIn(tokens);
  return tokens.some((t) => PARTS_OF_DAY.has(t)) && tokens.every((t) => bound.has(t) || BARE.has(t));
}


/** Such a follow-up searched with the subject carried from the turn before, without the part of the day, which would
 * find the entries worded with it (the morning's breakfast) instead of the subject's. */
export const withoutPartsOfDay = (query: string) => query.split(/\s+/).filter((w) => !PARTS_OF_DAY.has(w.toLowerCase().replace(/[^a-z]/g, ''))).join(' ');
