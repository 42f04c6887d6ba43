// "how far is olbia airport?", then "and from the port there?": a kind of place asked (a port, a station) naming no
// place, after a turn that asked the way from a named place, is that place's kind: searched with the place, so Olbia's
// port answers (its km), not the general directions nor another town's port. The reverse of place-after-travel.ts.
import { ARRIVAL_KINDS, NAMED_PLACES } from './place-after-travel.ts';
import { wayAskedIn } from './travel-follow-up.ts';
import type { Understanding } from './understand.ts';

const OF = new Set(['of', 'di', 'da', 'dal', 'from']);

/** The places named in the turn before that a kind of place asked now is of, or none. */
export function placeBeforeArrivalKind(u: Understanding, before: Understanding): string[] {
  // The way asked from the place: only landing there ("atterriamo ad alghero") leaves "dal porto" a place of its own.
  // Or the turn before arrived there by that kind's own way ("sbarco a olbia col traghetto", then "quanto ci metto dal
  // porto?"): the port asked is the one landed at.
  if (!wayAskedIn(before.tokens) && !(wayAskedIn(u.tokens) && arrivedByKindAsked(u, before))) return [];
  const places = before.tokens.filter((t) => NAMED_PLACES.has(t));
  // This message names a kind of place of its own and no place (a place named is its own way, travel-follow-up.ts).
  if (!places.length || !u.tokens.some((t) => ARRIVAL_KINDS.has(t)) || u.tokens.some((t) => NAMED_PLACES.has(t))) return [];
  // Only a kind different from the turn before's: "airport" again asks nothing new of it.
  const kindsBefore = new Set(before.tokens.filter((t) => ARRIVAL_KINDS.has(t)));
  if (!u.tokens.some((t) => ARRIVAL_KINDS.has(t) && !kindsBefore.has(t)) && !arrivedByKindAsked(u, before)) return [];
  // A word the assistant lacks said as the place of the kind ("the port of Bonifacio", "dal porto di Livorno").
  const ofPlace = u.tokens.some((t, i) => OF.has(u.tokens[i - 1] ?? '') && u.unfamiliar.includes(t));
  if (ofPlace) return [];
  return [...new Set(places)];
}

/** Each kind of place one arrives at, with the ways of coming and of arriving that say it. */
const KIND_FAMILIES_ARRIVED = [
  ['porto', 'port', 'traghetto', 'traghetti', 'ferry', 'nave', 'boat', 'sbarco', 'sbarchiamo', 'sbarca', 'sbarcare', 'dock', 'docks'],
  ['aeroporto', 'airport', 'volo', 'voli', 'flight', 'flights', 'aereo', 'plane', 'atterro', 'atterriamo', 'atterra', 'land', 'landing', 'fly', 'flying'],
  ['stazione', 'station', 'treno', 'train'],
].map((f) => new Set(f));

/** Whether the kind of place asked now is the one the turn before arrived by, at a place it named. */
function arrivedByKindAsked(u: Understanding, before: Understanding): boolean {
  return KIND_FAMILIES_ARRIVED.some((f) => u.tokens.some((t) => ARRIVAL_KINDS.has(t) && f.has(t)) && before.tokens.some((t) => f.has(t)));
}
