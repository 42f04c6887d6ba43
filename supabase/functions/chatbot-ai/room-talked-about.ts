// "ha il letto matrimoniale?", "got a double bed?" right after one room was described: the room talked about is
// what a question naming no room asks of. Asked among the rooms ("quali camere…", "which rooms…") or for another one
// ("another room with…"), it is a question of all of them: there is nothing to choose among one room.
import { hasPhrase } from './words.ts';

/** Words that ask among the rooms or for another one. */
const AMONG_ROOMS = [
  'camere', 'stanze', 'quale', 'quali', 'altra', 'altre', 'altro', 'tutte', 'una camera', 'una stanza', 'un altra',
  'rooms', 'which', 'another', 'other', 'others', 'all', 'a room',
];

/** The rooms a message naming none asks about: the one room talked about unless it asks among the rooms; of two or
 * three, only a follow-up ("quale ha la vista?", "and breakfast?") asks among those. */
export function roomsTalkedAbout(tokens: string[], followUp: boolean, before: string[]): string[] {
  if (before.length === 1) return AMONG_ROOMS.some((p) => hasPhrase(tokens, p)) ? [] : before;
  return followUp ? before : [];
}
