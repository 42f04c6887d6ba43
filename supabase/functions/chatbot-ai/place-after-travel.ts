// "veniamo in traghetto, quanto dista il porto?", then "sbarchiamo a olbia": the way here asked from a kind of place
// (a port, an airport) naming none, and the place said after, is the way from that place of that kind: searched with
// the kind the turn before said, so Olbia's port answers (its km), not Olbia's airport nor the general directions.
// The reverse order (the place first, how long after) is travel-follow-up.ts.
import { checkinAskedIn } from './arrival-hour.ts';
import { type TurnBefore, wayAskedIn } from './travel-follow-up.ts';
import type { Understanding } from './understand.ts';

/** Kinds of place one arrives at, and the ways of coming that say them. */
export const ARRIVAL_KINDS = new Set([
  'porto', 'port', 'traghetto', 'traghetti', 'ferry', 'nave', 'boat', 'aeroporto', 'airport', 'volo', 'voli', 'flight',
  'flights', 'aereo', 'plane', 'stazione', 'station', 'treno', 'train',
]);
/** Kinds of place that are a message's own subject ("e le spiagge?"): said, nothing is carried. */
const OWN_KINDS = new Set(['spiaggia', 'spiagge', 'beach', 'beaches', 'mare', 'sea', 'paese', 'paesi', 'village', 'villages', 'centro']);
/** Places named without a word the assistant lacks (the lexicon knows them). */
export const NAMED_PLACES = new Set(['olbia', 'alghero', 'cagliari', 'aranci', 'palau', 'sassari', 'nuoro', 'tempio', 'telti', 'teodoro']);

const AT = new Set(['a', 'ad', 'in', 'into', 'at', 'to', 'al', 'allo', 'alla']);

/** The kind of place of the turn before that a place said now is of: only when the turn before asked the way (read
 * as the way here, or with words of distance) from such a kind, and this short message names a place and no kind. */
export function arrivalKindBefore(u: Understanding, before: Understanding, read: TurnBefore): string[] {
  const kinds = before.tokens.filter((t) => ARRIVAL_KINDS.has(t) && !u.tokens.includes(t));
  if (!kinds.length || (read !== 'wayHere' && !wayAskedIn(before.tokens))) return [];
  if (u.tokens.length > 8 || u.tokens.some((t) => ARRIVAL_KINDS.has(t) || OWN_KINDS.has(t)) || wayAskedIn(u.tokens)) return [];
  // "facciamo in tempo per il check in?": the check-in asked in so many words is its own question ("in tempo" no place).
  if (checkinAskedIn(u.tokens)) return [];
  // A place by its name, or a word the assistant lacks said where one arrives ("a", "in", "into", "at").
  const named = u.tokens.some((t) => NAMED_PLACES.has(t)) ||
    u.tokens.some((t, i) => AT.has(u.tokens[i - 1] ?? '') && t.length >= 4 && u.unfamiliar.includes(t));
  return named ? [...new Set(kinds)] : [];
}
